import { describe, expect, it } from 'vitest';
import type { RentersQuoteInput } from '../contracts/quotes';
import { stateCodes } from '../states/state-names';
import { estimateQuote } from './index';
import { rentersBase, rentersPropertyFactor } from './renters';

const now = new Date('2026-11-24T12:00:00Z');
const texas: RentersQuoteInput = {
  type: 'renters',
  zip: '78701',
  propertyAmount: 30_000,
  liability: 100_000,
  deductible: 500,
  credit: 'good',
};

describe('renters estimates, worked examples', () => {
  it('prices the base profile in Texas as one market range', () => {
    const result = estimateQuote(texas, now);
    // NerdWallet TX $173 onto $15-$30/mo: 180 + (173 - 91) x 180 / 162 = 271.1 -> $271 a year, $23/mo.
    // Range to NAIC 2022 HO-4 TX $199: 199 / 173 = 1.150; 271.1 x 1.150 / 12 = 26.0 -> $26.
    expect(result.basis).toBe('market');
    expect(result.estimates).toHaveLength(1);
    expect(result.estimates[0]).toMatchObject({
      carrier: 'market',
      annual: 271,
      monthly: 23,
      sixMonth: 136,
      low: 23,
      high: 26,
    });
    expect(result.coverage).toEqual({
      liability: '100',
      comprehensiveAndCollision: false,
      deductible: 500,
      amount: 30_000,
    });
  });

  it('applies property, liability, deductible and credit', () => {
    const result = estimateQuote(
      {
        ...texas,
        zip: '70112',
        propertyAmount: 50_000,
        liability: 300_000,
        deductible: 1000,
        credit: 'poor',
      },
      now,
    );
    // LA is NerdWallet's highest state: $360 ($30/mo). 360 x 1.27 x 1.081 x 0.912 x 1.655 = 746.0 -> $746, $62/mo.
    // NAIC LA $243 / NerdWallet $253 = 0.960: low 746.0 x 0.960 / 12 = 59.7 -> $60.
    expect(result.estimates[0]).toMatchObject({ annual: 746, monthly: 62, low: 60, high: 62 });
  });

  it('never goes below $15 a month', () => {
    const result = estimateQuote(
      { ...texas, zip: '82001', propertyAmount: 5000, deductible: 1000, credit: 'excellent' },
      now,
    );
    // WY $180 x 0.688 x 0.912 x 0.891 = 100.6, below the spec's $15/mo: held at $180.
    expect(result.estimates[0]).toMatchObject({ annual: 180, monthly: 15, low: 15, high: 15 });
    expect(result.estimates[0]?.factors.at(-1)).toMatchObject({
      name: 'minimum',
      multiplier: 1.789,
    });
  });

  it("maps every state's base profile into the spec's $15-$30 a month", () => {
    const monthly = stateCodes.map((state) => rentersBase(state) / 12);
    expect(Math.min(...monthly)).toBe(15);
    expect(Math.max(...monthly)).toBe(30);
  });

  it('interpolates personal property and extends it beyond the table', () => {
    expect(rentersPropertyFactor(30_000)).toBe(1);
    expect(rentersPropertyFactor(40_000)).toBe(1.135); // halfway from 1.00 to 1.27
    expect(rentersPropertyFactor(5000)).toBe(0.688); // 0.75 - 5/20 x 0.25
    expect(rentersPropertyFactor(130_000)).toBe(2.52); // 2.054 + 30/30 x 0.466
  });
});
