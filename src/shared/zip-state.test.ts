import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stateCodes } from './states/state-names';
import { realZips } from './test-support/real-zips';
import { stateFromZip } from './zip-state';

const require = createRequire(import.meta.url);
type ZipTable = Record<string, { zip: string; state: string; city: string }>;
const { codes } = require('zipcodes/lib/codes') as { codes: ZipTable };

describe('stateFromZip', () => {
  it('finds the state of a real ZIP in each of the 50 states and DC', () => {
    expect(Object.keys(realZips).sort()).toEqual([...stateCodes].sort());
    for (const [state, zip] of Object.entries(realZips)) expect(stateFromZip(zip), zip).toBe(state);
  });

  it('reads the special prefixes of the USPS allocation', () => {
    expect(stateFromZip('00501')).toBe('NY'); // Holtsville IRS
    expect(stateFromZip('05501')).toBe('MA'); // Andover IRS
    expect(stateFromZip('20101')).toBe('VA'); // Dulles
    expect(stateFromZip('20500')).toBe('DC'); // the White House
    expect(stateFromZip('56901')).toBe('DC');
    expect(stateFromZip('73301')).toBe('TX'); // Austin IRS
    expect(stateFromZip('88501')).toBe('TX'); // El Paso
    expect(stateFromZip('39901')).toBe('GA');
    expect(stateFromZip('06390')).toBe('NY'); // Fishers Island, in CT's prefix
    expect(stateFromZip('73960')).toBe('TX'); // Texhoma, in OK's prefix
    expect(stateFromZip('83414')).toBe('WY'); // Alta, in ID's prefix
  });

  it('answers undefined for territories, military mail, unassigned prefixes and non-ZIPs', () => {
    for (const zip of ['00601', '00802', '00901', '96910', '96799', '96950']) {
      expect(stateFromZip(zip), zip).toBeUndefined(); // PR, VI, PR, GU, AS, MP
    }
    for (const zip of ['09012', '34001', '96201', '96601'])
      expect(stateFromZip(zip), zip).toBeUndefined();
    for (const zip of ['00000', '00401', '21300', '26901', '98701']) {
      expect(stateFromZip(zip), zip).toBeUndefined(); // unassigned prefixes
    }
    for (const value of ['', '7870', '787011', 'abcde', '78 01'])
      expect(stateFromZip(value)).toBeUndefined();
    expect(stateFromZip(' 78701 ')).toBe('TX');
  });

  it('agrees with every ZIP of the zipcodes package in the 50 states and DC', () => {
    const states = new Set<string>(stateCodes);
    let checked = 0;
    const disagreements: string[] = [];
    for (const [zip, place] of Object.entries(codes)) {
      if (!/^\d{5}$/.test(zip)) continue;
      if (states.has(place.state)) {
        checked++;
        if (stateFromZip(zip) !== place.state) disagreements.push(`${zip} ${place.state}`);
      } else if (stateFromZip(zip) !== undefined) {
        disagreements.push(`${zip} ${place.state} (not a state)`);
      }
    }
    expect(checked).toBeGreaterThan(40_000);
    expect(1 - disagreements.length / checked).toBeGreaterThanOrEqual(0.995);
    // The single cross-state ZIPs are listed in the table, so the agreement is complete.
    expect(disagreements).toEqual([]);
  });
});
