import { z } from 'zod';
import { consumerCompanyChoices } from '../insurers';
import { compactEstimateSchema, coverDifferenceSchema } from './quotes';

/**
 * The re-shop comparison (issue 30, section 4): a saved request's current policy (the premium a
 * year and the carrier) against the estimates recomputed today at the same cover, and what the
 * estimates cannot match. Dollars a year.
 */
export const reshopComparisonSchema = z.object({
  quoteId: z.string(),
  line: z.enum(['auto', 'home']),
  state: z.string(),
  currentPremium: z.number(),
  currentInsurer: z.enum(consumerCompanyChoices).nullable(),
  /** The carrier's name as printed on the declarations page, where one was kept. */
  carrierName: z.string().nullable(),
  /** The cheapest like-for-like estimates, cheapest first (at most three). */
  estimates: z.array(compactEstimateSchema),
  /** Parts of today's cover the estimates differ in (less cover first; `notPriced`: cannot be matched). */
  differences: z.array(coverDifferenceSchema),
  /** Today's premium less the best estimate (negative: the best costs more). */
  savings: z.number(),
  /** Whether the best is at least 5% and at least $50 a year below today's premium. */
  pays: z.boolean(),
  computedAt: z.string(),
});
export type ReshopComparison = z.infer<typeof reshopComparisonSchema>;

/** `from=mail`: opened from the re-shop mail's link (counted as opened; no tracking pixel). */
export const reshopQuerySchema = z.object({ from: z.enum(['mail', 'bell']).optional() });
