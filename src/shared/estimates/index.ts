import type { EstimateResult, QuoteInput } from '../contracts/quotes';
import { isoTimestamp } from '../iso-time';
import { stateFromZip } from '../zip-state';
import { estimateAuto } from './auto';
import { estimateHome } from './home';
import { estimateLife } from './life';
import { likeForLike } from './like-for-like';
import { estimateRenters } from './renters';

/**
 * The premium estimate engine: pure and deterministic (no I/O, no clock but `now`), the same in the
 * browser and on the server. Price = state base x the factors of shared/data x a carrier index
 * (decisions 0021 and 0022). Bump the version whenever a figure or rule changes: saved estimates
 * keep the version that computed them.
 */
export const engineVersion = '2026.11-3';

/** Estimates for a request already parsed by `quoteInputSchema`. */
export function estimateQuote(asked: QuoteInput, now: Date = new Date()): EstimateResult {
  const state = stateFromZip(asked.zip);
  if (!state) throw new Error(`estimateQuote: ${asked.zip} is not a ZIP code of a US state`);
  // With the current cover known, every estimate is priced at it (issue 30).
  const matched = likeForLike(asked, state);
  const input = matched?.input ?? asked;
  const computedAt = isoTimestamp(now.getTime());
  const today = computedAt.slice(0, 10);
  const priced =
    input.type === 'auto'
      ? estimateAuto(input, state, today)
      : input.type === 'home'
        ? estimateHome(input, state)
        : input.type === 'renters'
          ? estimateRenters(input, state)
          : estimateLife(input, today);
  const cheapest = priced.estimates[0]?.annual;
  const savings =
    input.currentPremium && cheapest !== undefined ? input.currentPremium - cheapest : 0;
  return {
    type: input.type,
    state,
    basis: input.type === 'auto' || input.type === 'home' ? 'carriers' : 'market',
    estimates: priced.estimates,
    coverage: priced.coverage,
    engineVersion,
    computedAt,
    yearlySavings: savings > 0 ? savings : null,
    ...(matched ? { likeForLike: { differences: matched.differences } } : {}),
  };
}
