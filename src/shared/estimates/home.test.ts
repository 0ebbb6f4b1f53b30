import { describe, expect, it } from 'vitest';
import type { HomeQuoteInput } from '../contracts/quotes';
import { estimateQuote } from './index';

const now = new Date('2026-11-24T12:00:00Z');
const house: HomeQuoteInput = {
  type: 'home',
  zip: '78701',
  propertyType: 'house',
  dwellingAmount: 400_000,
  yearBuilt: 2000,
  deductible: 2000,
  claims: 2,
  credit: 'excellent',
  military: true,
};

describe('home estimates, worked examples', () => {
  it('prices a Texas house with every factor', () => {
    const result = estimateQuote(house, now);
    // Base TX: NAIC 2022 $2,397 scaled: 1544 + (2397 - 1569) x 2041 / 1108 = 3069.2 -> $3,069.
    // Dwelling: 0.21 + 0.00261 x 400 = 1.254. $2,000 deductible: 0.913. Built 2000: between 1992 (1.358)
    // and 2010 (1.161): 1.358 - 8/18 x 0.197 = 1.270. Two claims: 1.09^2 = 1.188. Excellent credit 0.891.
    // Before the carrier: 3069 x 1.254 x 0.913 x 1.27 x 1.188 x 0.891 = 4723.5.
    // USAA (Bankrate 0.52): 2456.2 -> $2,456, $205/mo; its range runs to NerdWallet's 0.85: 4723.5 x 0.85 / 12 = 334.6 -> $335.
    expect(result.estimates[0]).toMatchObject({
      carrier: 'usaa',
      annual: 2456,
      monthly: 205,
      low: 205,
      high: 335,
    });
    // Travelers: Bankrate 1.16 -> 5479.3 -> $5,479, $457/mo; NerdWallet 0.97 is lower: 4723.5 x 0.97 / 12 = 381.8 -> $382.
    const travelers = result.estimates.find((item) => item.carrier === 'travelers');
    expect(travelers).toMatchObject({ annual: 5479, monthly: 457, low: 382, high: 457 });
    // Progressive has one source (Bankrate): no range.
    const progressive = result.estimates.find((item) => item.carrier === 'progressive');
    expect(progressive).toMatchObject({ annual: 5196, monthly: 433, low: 433, high: 433 });
    expect(result.coverage).toEqual({
      liability: null,
      comprehensiveAndCollision: false,
      deductible: 2000,
      amount: 400_000,
    });
    expect(result.basis).toBe('carriers');
  });

  it('shows the carriers with a home index only: no GEICO or Liberty Mutual, USAA only for the military', () => {
    const civilian = estimateQuote({ ...house, military: false }, now);
    expect(civilian.estimates.map((item) => item.carrier).sort()).toEqual([
      'allstate',
      'americanfamily',
      'nationwide',
      'progressive',
      'statefarm',
      'travelers',
    ]);
  });

  it('caps claims at three and reads the declared $500 deductible', () => {
    const factors = (input: Partial<HomeQuoteInput>) =>
      Object.fromEntries(
        (estimateQuote({ ...house, ...input }, now).estimates[0]?.factors ?? []).map((item) => [
          item.name,
          item.multiplier,
        ]),
      );
    expect(factors({ claims: 0 }).claims).toBe(1);
    expect(factors({ claims: 1 }).claims).toBe(1.09);
    expect(factors({ claims: 3 }).claims).toBe(1.295); // 1.09^3
    expect(factors({ claims: 7 }).claims).toBe(1.295);
    expect(factors({ deductible: 500 }).deductible).toBe(1.024);
    expect(factors({ yearBuilt: 1900 }).yearBuilt).toBe(1.355);
    expect(factors({ yearBuilt: 2026 }).yearBuilt).toBe(0.9);
    expect(factors({ zip: '21201', credit: 'poor' }).credit).toBe(1); // MD bans credit in home rating
    expect(factors({ credit: 'poor' }).credit).toBe(2.113);
  });
});
