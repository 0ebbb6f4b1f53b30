import { describe, expect, it } from 'vitest';
import {
  autoNoteTemplates,
  autoPremiumAnchors,
  autoRequirements,
  autoStateFacts,
  defaultAutoRequirement,
  getAutoRequirement,
} from './auto-requirements';
import {
  defaultHomeGuideline,
  getHomeGuideline,
  homeGuidelines,
  homePremiumAnchors,
  homeStateFacts,
} from './home-guidelines';
import { scalePremium } from './premium-scale';
import { stateCodes, stateMainCities, stateNames, toStateCode } from './state-names';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('state tables', () => {
  it('name 50 states plus DC with unique two-letter codes', () => {
    expect(stateCodes).toHaveLength(51);
    expect(new Set(stateCodes).size).toBe(51);
    expect(stateCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(stateNames.DC).toBe('District of Columbia');
    expect(stateNames.TX).toBe('Texas');
  });

  it('give every state a main city, Portland for ME and OR, Charleston for SC and WV', () => {
    expect(Object.keys(stateMainCities).sort()).toEqual([...stateCodes].sort());
    expect(stateMainCities.ME).toBe('Portland');
    expect(stateMainCities.OR).toBe('Portland');
    expect(stateMainCities.SC).toBe('Charleston');
    expect(stateMainCities.WV).toBe('Charleston');
    expect(stateMainCities.NY).toBe('New York');
    expect(stateMainCities.UT).toBe('Salt Lake City');
  });

  it('accept codes in any case and refuse anything else', () => {
    expect(toStateCode('tx')).toBe('TX');
    expect(toStateCode(' ca ')).toBe('CA');
    expect(toStateCode('ZZ')).toBeUndefined();
    expect(toStateCode('T1')).toBeUndefined();
    expect(toStateCode('TEX')).toBeUndefined();
    expect(toStateCode('')).toBeUndefined();
    expect(toStateCode(null)).toBeUndefined();
  });
});

describe('auto requirement records', () => {
  it('hold 51 records with the fields of spec section 3', () => {
    expect(Object.keys(autoRequirements).sort()).toEqual([...stateCodes].sort());
    for (const record of Object.values(autoRequirements)) {
      expect(record.liabilityBI).toMatch(/^(\$[\d,]+\/\$[\d,]+|Not required)$/);
      expect(record.liabilityPD).toMatch(/^\$[\d,]+$/);
      expect(record.averagePremium).toMatch(/^\$(\d{3}|\d,\d{3})$/);
      expect(record.otherRequirements.length).toBeGreaterThan(0);
      for (const text of record.otherRequirements) expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('span the spec averages exactly: Maine 912 lowest, Michigan 2,639 highest', () => {
    const premiums = Object.entries(autoRequirements).map(
      ([code, record]) => [code, dollars(record.averagePremium)] as const,
    );
    const sorted = [...premiums].sort((a, b) => a[1] - b[1]);
    expect(sorted[0]).toEqual(['ME', 912]);
    expect(sorted.at(-1)).toEqual(['MI', 2639]);
    expect(sorted[1]?.[1]).toBeGreaterThan(912);
    expect(sorted.at(-2)?.[1]).toBeLessThan(2639);
    expect(defaultAutoRequirement.averagePremium).toBe('$1,483');
  });

  it('keep the 2025-2026 minimums of the law changes', () => {
    expect(autoRequirements.CA).toMatchObject({
      liabilityBI: '$30,000/$60,000',
      liabilityPD: '$15,000',
    });
    expect(autoRequirements.UT).toMatchObject({
      liabilityBI: '$30,000/$65,000',
      liabilityPD: '$25,000',
    });
    expect(autoRequirements.VA).toMatchObject({
      liabilityBI: '$50,000/$100,000',
      liabilityPD: '$25,000',
      uninsuredMotorist: '$50,000/$100,000/$25,000',
    });
    expect(autoRequirements.NC).toMatchObject({
      liabilityBI: '$50,000/$100,000',
      liabilityPD: '$50,000',
    });
    expect(autoRequirements.NJ).toMatchObject({
      liabilityBI: '$35,000/$70,000',
      liabilityPD: '$25,000',
    });
    expect(autoRequirements.TX).toMatchObject({
      liabilityBI: '$30,000/$60,000',
      liabilityPD: '$25,000',
    });
    expect(autoRequirements.AK.liabilityBI).toBe('$50,000/$100,000');
    expect(autoRequirements.ME.liabilityBI).toBe('$50,000/$100,000');
    expect(autoRequirements.LA.liabilityBI).toBe('$15,000/$30,000');
    expect(autoRequirements.PA).toMatchObject({
      liabilityBI: '$15,000/$30,000',
      liabilityPD: '$5,000',
    });
    expect(autoRequirements.MA.liabilityPD).toBe('$5,000');
  });

  it('know Florida needs no bodily injury cover and New Hampshire no insurance at all', () => {
    expect(autoRequirements.FL.liabilityBI).toBe('Not required');
    expect(autoRequirements.FL.PIP).toBe('$10,000');
    expect(autoStateFacts.FL.bodilyInjury).toBeNull();
    expect(autoStateFacts.NH.notes.map((note) => note.code)).toContain('insuranceOptional');
    expect(autoRequirements.NH.otherRequirements).toContain(autoNoteTemplates.insuranceOptional);
  });

  it('require PIP in exactly the 15 PIP states', () => {
    const pipStates = stateCodes.filter((code) => autoRequirements[code].PIP !== undefined);
    expect(pipStates.sort()).toEqual(
      [
        'DE',
        'FL',
        'HI',
        'KS',
        'KY',
        'MD',
        'MA',
        'MI',
        'MN',
        'NJ',
        'NY',
        'ND',
        'OR',
        'PA',
        'UT',
      ].sort(),
    );
    expect(autoRequirements.NY.PIP).toBe('$50,000');
    expect(autoRequirements.MI.PIP).toMatch(/choose/);
  });

  it('mark the no-fault states', () => {
    const noFault = stateCodes.filter((code) =>
      autoStateFacts[code].notes.some((note) => note.code === 'noFault'),
    );
    expect(noFault.sort()).toEqual(
      ['FL', 'HI', 'KS', 'KY', 'MA', 'MI', 'MN', 'NJ', 'NY', 'ND', 'PA', 'UT'].sort(),
    );
  });

  it('require uninsured motorist cover in exactly the 22 UM states', () => {
    const umStates = stateCodes.filter(
      (code) => autoRequirements[code].uninsuredMotorist !== undefined,
    );
    expect(umStates.sort()).toEqual(
      [
        'CT',
        'DC',
        'IL',
        'KS',
        'ME',
        'MD',
        'MA',
        'MN',
        'MO',
        'NE',
        'NH',
        'NJ',
        'NY',
        'NC',
        'ND',
        'OR',
        'SC',
        'SD',
        'VT',
        'VA',
        'WV',
        'WI',
      ].sort(),
    );
  });

  it('fall back to the default record (25/50/25) for an unknown state, in any case for a known one', () => {
    expect(getAutoRequirement('zz')).toBe(defaultAutoRequirement);
    expect(getAutoRequirement(undefined)).toBe(defaultAutoRequirement);
    expect(getAutoRequirement('tx')).toBe(autoRequirements.TX);
    expect(defaultAutoRequirement).toMatchObject({
      liabilityBI: '$25,000/$50,000',
      liabilityPD: '$25,000',
    });
  });
});

describe('home guideline records', () => {
  it('hold 51 records; only the default has replacementCost', () => {
    expect(Object.keys(homeGuidelines).sort()).toEqual([...stateCodes].sort());
    for (const record of Object.values(homeGuidelines)) {
      expect(record.averagePremium).toMatch(/^\$[\d,]+$/);
      expect(record.disasterCoverage.length).toBeGreaterThan(10);
      expect(record.floodInsurance.length).toBeGreaterThan(10);
      expect(record.otherRequirements.length).toBeGreaterThan(0);
      expect(record.replacementCost).toBeUndefined();
      for (const text of record.otherRequirements) expect(text).not.toMatch(/\{\{|\}\}/);
    }
    expect(defaultHomeGuideline.replacementCost).toMatch(/replacement cost/);
  });

  it('span the spec averages exactly: Utah 850 lowest, Florida 3,585 highest', () => {
    const premiums = stateCodes.map((code) => dollars(homeGuidelines[code].averagePremium));
    expect(Math.min(...premiums)).toBe(850);
    expect(Math.max(...premiums)).toBe(3585);
    expect(homeGuidelines.UT.averagePremium).toBe('$850');
    expect(homeGuidelines.FL.averagePremium).toBe('$3,585');
    expect(premiums.filter((premium) => premium === 3585)).toHaveLength(1);
    expect(defaultHomeGuideline.averagePremium).toBe('$1,544');
  });

  it('rank states as the NAIC 2022 table does', () => {
    expect(homeStateFacts.LA.averagePremium).toBeGreaterThan(homeStateFacts.TX.averagePremium);
    expect(homeStateFacts.TX.averagePremium).toBeGreaterThan(homeStateFacts.NY.averagePremium);
    expect(homeStateFacts.NY.averagePremium).toBeGreaterThan(homeStateFacts.OH.averagePremium);
  });

  it('flag real flood and disaster exposure', () => {
    for (const code of ['FL', 'LA', 'TX', 'NJ', 'NC', 'SC', 'MS'] as const) {
      expect(homeStateFacts[code].floodRisk).toBe('high');
    }
    for (const code of ['AZ', 'NV', 'UT', 'NM', 'CO'] as const) {
      expect(homeStateFacts[code].floodRisk).toBe('low');
    }
    expect(homeStateFacts.FL.hazards).toContain('hurricane');
    expect(homeStateFacts.CA.hazards).toEqual(expect.arrayContaining(['wildfire', 'earthquake']));
    expect(homeStateFacts.OK.hazards).toContain('tornado');
    expect(homeGuidelines.CA.otherRequirements.join(' ')).toMatch(
      /California Earthquake Authority/,
    );
    expect(homeGuidelines.FL.otherRequirements.join(' ')).toMatch(/Citizens Property Insurance/);
    expect(homeGuidelines.FL.disasterCoverage).toMatch(/hurricanes/);
  });

  it('fall back to the default record for an unknown state', () => {
    expect(getHomeGuideline('??')).toBe(defaultHomeGuideline);
    expect(getHomeGuideline('fl')).toBe(homeGuidelines.FL);
  });
});

describe('premium scaling', () => {
  it('maps the three source anchors onto the spec figures and keeps the order', () => {
    expect(scalePremium(845, autoPremiumAnchors)).toBe(912);
    expect(scalePremium(1457, autoPremiumAnchors)).toBe(1483);
    expect(scalePremium(2611, autoPremiumAnchors)).toBe(2639);
    expect(scalePremium(937, homePremiumAnchors)).toBe(850);
    expect(scalePremium(1569, homePremiumAnchors)).toBe(1544);
    expect(scalePremium(2677, homePremiumAnchors)).toBe(3585);
    expect(scalePremium(1200, autoPremiumAnchors)).toBeLessThan(
      scalePremium(1300, autoPremiumAnchors),
    );
  });

  it('clamps sources outside the anchors into the spec range', () => {
    // Oregon ($893 in NAIC 2022) is below Utah, the spec's lowest: it is floored at 850.
    expect(scalePremium(893, homePremiumAnchors)).toBe(850);
    expect(homeStateFacts.OR.averagePremium).toBe(850);
    expect(scalePremium(5000, homePremiumAnchors)).toBe(3585);
  });
});
