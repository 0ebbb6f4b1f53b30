import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/contracts/quotes';
import { estimateCarrierIds } from '../../../shared/contracts/quotes';
import { byPrice, factor, toEstimate } from '../../../shared/estimates/common';
import { orderEstimates } from './results-order';

/** An estimate the way the engine rounds one: yearly price exact, then whole dollars. */
const fromExact = (carrier: Estimate['carrier'], exactYearly: number): Estimate =>
  toEstimate(carrier, [factor('base', 'TX', exactYearly, 'insurecom-2019')], 1, 1);

describe('price, lowest first', () => {
  it('lists Travelers at $367 a year above GEICO at $375 though both read $31 a month', () => {
    const geico = fromExact('geico', 375.2);
    const travelers = fromExact('travelers', 366.9);
    expect([geico.monthly, travelers.monthly]).toEqual([31, 31]);
    expect(orderEstimates([geico, travelers], 'price').map((item) => item.carrier)).toEqual([
      'travelers',
      'geico',
    ]);
    expect([geico, travelers].sort(byPrice).map((item) => item.carrier)).toEqual([
      'travelers',
      'geico',
    ]);
  });

  it('shows yearly and monthly figures non-decreasing, in the exact yearly order', () => {
    const carriers: readonly Estimate['carrier'][] = estimateCarrierIds;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...carriers), { minLength: 1, maxLength: carriers.length }),
        fc.array(fc.double({ min: 60, max: 20_000, noNaN: true }), {
          minLength: carriers.length,
          maxLength: carriers.length,
        }),
        (chosen, prices) => {
          const exact = new Map(chosen.map((carrier, at) => [carrier, prices[at] ?? 60]));
          const estimates = chosen.map((carrier) => fromExact(carrier, exact.get(carrier) ?? 60));
          for (const shown of [orderEstimates(estimates, 'price'), estimates.sort(byPrice)]) {
            for (let at = 1; at < shown.length; at += 1) {
              const before = shown[at - 1] as Estimate;
              const after = shown[at] as Estimate;
              expect(before.annual).toBeLessThanOrEqual(after.annual);
              expect(before.monthly).toBeLessThanOrEqual(after.monthly);
              // Strictly cheaper by a whole dollar a year is never listed after.
              expect(exact.get(before.carrier) ?? 0).toBeLessThan(
                (exact.get(after.carrier) ?? 0) + 1,
              );
            }
          }
        },
      ),
    );
  });
});
