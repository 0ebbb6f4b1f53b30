import { describe, expect, it } from 'vitest';
import { stateCodes } from '../states/state-names';
import {
  autoCarriers,
  autoCoverageByState,
  autoDeductible,
  homeCarriers,
  rentersByState,
} from './tables';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

describe('estimate tables', () => {
  it('has every state and DC in each per-state table', () => {
    for (const table of [autoCoverageByState, rentersByState]) {
      expect(Object.keys(table).sort()).toEqual([...stateCodes].sort());
    }
  });

  it("keeps each auto carrier's index at the median of its sources (to the README's 2 decimals)", () => {
    for (const entry of autoCarriers) {
      const figures = entry.sources.filter((value): value is number => value !== null);
      expect(Math.abs(median(figures) - entry.index), entry.carrier).toBeLessThanOrEqual(0.0051);
    }
    expect(autoCarriers.map((entry) => entry.carrier).sort()).toHaveLength(9);
  });

  it('takes the home point index from Bankrate', () => {
    for (const entry of homeCarriers) expect(entry.sources[0]).toBe(entry.index);
  });

  it('orders the coverage levels in every state: minimum <= 50/100/50 <= full at the highest deductible', () => {
    const cheapestFull = Math.min(...Object.values(autoDeductible));
    for (const state of stateCodes) {
      const [minimum, standard, full] = autoCoverageByState[state];
      expect(minimum, state).toBeLessThanOrEqual(standard);
      expect(standard / full, state).toBeLessThanOrEqual(cheapestFull);
    }
  });
});
