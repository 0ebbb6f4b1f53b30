import { describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/contracts/quotes';
import { suggestedLifeAmount } from './life-amount-helper';
import { firstErrorPath } from './quote-flow';
import { isOutOfDate, orderEstimates } from './results-order';

const estimate = (carrier: Estimate['carrier'], monthly: number): Estimate => ({
  carrier,
  monthly,
  sixMonth: monthly * 6,
  annual: monthly * 12,
  low: monthly - 5,
  high: monthly + 5,
  factors: [],
});

const estimates = [
  estimate('statefarm', 120),
  estimate('geico', 95),
  estimate('allstate', 150),
  estimate('usaa', 80),
];

describe('the results order', () => {
  it('puts the cheapest first', () => {
    expect(orderEstimates(estimates, 'price').map((item) => item.carrier)).toEqual([
      'usaa',
      'geico',
      'statefarm',
      'allstate',
    ]);
  });

  it('sorts by display name and filters by carrier', () => {
    expect(orderEstimates(estimates, 'carrier').map((item) => item.carrier)).toEqual([
      'allstate',
      'geico',
      'statefarm',
      'usaa',
    ]);
    expect(
      orderEstimates(estimates, 'price', new Set(['allstate', 'geico'])).map(
        (item) => item.carrier,
      ),
    ).toEqual(['geico', 'allstate']);
  });
});

describe('the flow helpers', () => {
  it('find the first message of a nested error object', () => {
    expect(firstErrorPath({ vehicles: [{ make: { message: 'makeRequired' } }] })).toBe(
      'vehicles.0.make',
    );
    expect(firstErrorPath({})).toBeUndefined();
  });

  it('mark estimates out of date after 30 days', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(isOutOfDate('2026-03-02T12:00:00Z', now)).toBe(false);
    expect(isOutOfDate('2026-02-28T12:00:00Z', now)).toBe(true);
  });

  it('suggest 11 times the income for life cover, in $10,000 steps', () => {
    expect(suggestedLifeAmount(60_000)).toBe(660_000);
    expect(suggestedLifeAmount(47_300)).toBe(520_000);
  });
});
