import { describe, expect, it } from 'vitest';
import type { LifeQuoteInput } from '../contracts/quotes';
import { estimateQuote } from './index';
import { lifeGridMonthly, lifeSourceRange } from './life';

const now = new Date('2026-11-24T12:00:00Z');
const man40: LifeQuoteInput = {
  type: 'life',
  zip: '78701',
  birthDate: '1986-04-02',
  sex: 'male',
  amount: 500_000,
  termYears: 20,
  tobacco: false,
  health: 'average',
};

describe('life estimates, worked examples', () => {
  it('reads the grid at its points', () => {
    expect(lifeGridMonthly('male', 20, 40, 500_000)).toBe(43);
    expect(lifeGridMonthly('female', 10, 70, 1_000_000)).toBe(571);
    expect(lifeGridMonthly('male', 30, 50, 250_000)).toBe(98);
    expect(() => lifeGridMonthly('male', 30, 60, 250_000)).toThrow();
  });

  it('interpolates log-linearly in age and per $1,000 in amount', () => {
    // 45, male, 20 years, $500k: sqrt(43 x 101) = 65.9.
    expect(lifeGridMonthly('male', 20, 45, 500_000)).toBeCloseTo(65.9, 1);
    // 40, male, 20 years, $750k: per $1k 43/500 = 0.086 and 79/1000 = 0.079 -> 0.0825 x 750 = 61.875.
    expect(lifeGridMonthly('male', 20, 40, 750_000)).toBeCloseTo(61.875, 6);
    // $2M holds the $1M rate per $1k: 0.079 x 2000 = 158.
    expect(lifeGridMonthly('male', 20, 40, 2_000_000)).toBeCloseTo(158, 6);
    // $100k extends the $250k-$500k slope: 0.1 + 150 x (0.1 - 0.086) / 250 = 0.1084 -> 10.84.
    expect(lifeGridMonthly('male', 20, 40, 100_000)).toBeCloseTo(10.84, 6);
    // Under 30, the age-30 rate.
    expect(lifeGridMonthly('female', 20, 22, 500_000)).toBe(24);
  });

  it('prices a 40-year-old man, $500k, 20 years, non-smoker, average health', () => {
    const result = estimateQuote(man40, now);
    // Grid $43/mo = $516 a year; standard class 1.00; non-smoker 1.00.
    // Range: the published rates run 0.785 to 1.432 times the grid: 516 x 0.785 / 12 = 33.8 -> $34,
    // 516 x 1.432 / 12 = 61.6 -> $62.
    expect(result.basis).toBe('market');
    expect(result.estimates).toEqual([
      expect.objectContaining({
        carrier: 'market',
        annual: 516,
        monthly: 43,
        sixMonth: 258,
        low: 34,
        high: 62,
      }),
    ]);
    expect(result.coverage).toEqual({
      liability: null,
      comprehensiveAndCollision: false,
      deductible: null,
      amount: 500_000,
    });
  });

  it('prices a 45-year-old woman who smokes, $750k, 20 years, excellent health', () => {
    const result = estimateQuote(
      {
        ...man40,
        birthDate: '1981-05-01',
        sex: 'female',
        amount: 750_000,
        tobacco: true,
        health: 'excellent',
      },
      now,
    );
    // Grid at 40: $750k per $1k between 31/500 and 58/1000 = 0.060 -> 45.0; at 50: between 78/500 and
    // 139/1000 = 0.1475 -> 110.625. At 45: sqrt(45 x 110.625) = 70.556/mo = 846.67 a year.
    // Tobacco at 45: 3.0; Preferred Plus 0.6: 846.67 x 3 x 0.6 = 1524.0 -> $1,524, $127/mo.
    expect(result.estimates[0]).toMatchObject({ annual: 1524, monthly: 127 });
    expect(result.estimates[0]?.factors.map((item) => [item.name, item.multiplier])).toEqual([
      ['base', 846.67],
      ['tobacco', 3],
      ['health', 0.6],
    ]);
  });

  it('takes its range from the published rates that cross-check the grid', () => {
    const [low, high] = lifeSourceRange();
    // Lowest: Insure.com 2025, woman of 65, 20 years, $4,168 a year against 12 x sqrt(218 x 897) = 5306.
    expect(low).toBeCloseTo(0.785, 3);
    // Highest: Insure.com 2023, woman of 45, 20 years, $845 a year against 12 x sqrt(31 x 78) = 590.
    expect(high).toBeCloseTo(1.432, 3);
  });
});
