import { describe, expect, it } from 'vitest';
import { formatLicensedStates } from './licensed-states';

describe('formatLicensedStates', () => {
  it('lists up to three states in full', () => {
    expect(formatLicensedStates(['TX'])).toBe('TX');
    expect(formatLicensedStates(['TX', 'CA', 'FL'])).toBe('TX, CA, FL');
  });

  it('names two states and counts the rest beyond three', () => {
    expect(formatLicensedStates(['TX', 'CA', 'FL', 'NY'])).toBe('TX, CA +2');
    const all = Array.from({ length: 51 }, (_, index) => (index === 0 ? 'TX' : `S${index}`));
    all[1] = 'CA';
    expect(formatLicensedStates(all)).toBe('TX, CA +49');
  });

  it('is empty without states', () => {
    expect(formatLicensedStates([])).toBe('');
  });
});
