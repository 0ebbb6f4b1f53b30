import type { Estimate } from '../contracts/quotes';

/**
 * Cheapest first by the whole yearly price, which is the exact price rounded once (so it never
 * inverts the exact order); then the monthly figure; ties by `tieBreak` (issue 20: GEICO at $375 a
 * year was listed above Travelers at $367 because both round to $31 a month).
 */
export function compareByPrice(
  a: Pick<Estimate, 'annual' | 'monthly'>,
  b: Pick<Estimate, 'annual' | 'monthly'>,
): number {
  return a.annual - b.annual || a.monthly - b.monthly;
}
