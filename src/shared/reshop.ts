import type { QuoteInput } from './contracts/quotes';
import type { ReshopComparison } from './contracts/reshop';
import { estimateQuote } from './estimates';

/** The least a re-shop must save, both at once (issue 30, section 4). */
export const reshopMinimumShare = 0.05;
export const reshopMinimumDollars = 50;

/**
 * Whether a re-shop pays: the best like-for-like estimate is at least 5% AND at least $50 a year
 * below today's premium (dollars a year). Boundaries count: exactly 5% or exactly $50 pays.
 */
export function reshopPays(currentPremium: number, best: number): boolean {
  if (!(currentPremium > 0) || !Number.isFinite(best)) return false;
  const savings = currentPremium - best;
  // Whole cents, so that 5% of a premium in dollars compares exactly.
  const savingsCents = Math.round(savings * 100);
  return (
    savingsCents >= reshopMinimumDollars * 100 &&
    savingsCents * 100 >= Math.round(currentPremium * 100) * (reshopMinimumShare * 100)
  );
}

/**
 * A saved request re-priced at today's rates for the same cover: its answers through the engine
 * as it is now, like for like. Null where the request does not carry a current policy (a premium
 * and the cover), or is not auto or home.
 */
export function reshopComparison(
  quoteId: string,
  input: QuoteInput,
  now: Date = new Date(),
): ReshopComparison | null {
  if (input.type !== 'auto' && input.type !== 'home') return null;
  if (!input.currentPremium || !input.currentCover) return null;
  const result = estimateQuote(input, now);
  const estimates = result.estimates
    .slice(0, 3)
    .map(({ carrier, monthly, sixMonth, annual, low, high }) => ({
      carrier,
      monthly,
      sixMonth,
      annual,
      low,
      high,
    }));
  const best = estimates[0]?.annual;
  if (best === undefined) return null;
  return {
    quoteId,
    line: input.type,
    state: result.state,
    currentPremium: input.currentPremium,
    currentInsurer: input.currentInsurer ?? null,
    carrierName: input.currentCover.carrierName ?? null,
    estimates,
    differences: result.likeForLike?.differences ?? [],
    savings: input.currentPremium - best,
    pays: reshopPays(input.currentPremium, best),
    computedAt: result.computedAt,
  };
}
