import type { EstimateResult, QuoteInput, SavedQuote } from '../../../shared/contracts/quotes';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { ActionKeys } from '../../lib/idempotency-key';

export const quoteEndpoints = {
  estimate: '/api/quotes/estimate',
  quotes: '/api/quotes',
  quote: (id: string) => `/api/quotes/${encodeURIComponent(id)}`,
} as const;

/** Estimates for the answers; open to visitors, stores nothing. */
export function fetchEstimates(input: QuoteInput, signal?: AbortSignal): Promise<EstimateResult> {
  return apiPost<EstimateResult>(quoteEndpoints.estimate, input, { signal });
}

const saveKeys = new ActionKeys();

/**
 * Saves the request in the signed-in consumer's account (the server prices it again). Saving the
 * same answers again before a save succeeded (a double click, a retry after an error) reuses the
 * Idempotency-Key: the server answers the request it stored instead of storing a second.
 */
export function saveQuote(input: QuoteInput): Promise<SavedQuote> {
  return saveKeys.run('save', input, (idempotencyKey) =>
    apiPost<SavedQuote>(quoteEndpoints.quotes, input, { idempotencyKey }),
  );
}

export function fetchSavedQuote(id: string, signal?: AbortSignal): Promise<SavedQuote> {
  return apiGet<SavedQuote>(quoteEndpoints.quote(id), { signal, retries: 0 });
}

/** Re-prices a saved request with these answers (the stored ones for a re-check). */
export function updateSavedQuote(id: string, input: QuoteInput): Promise<SavedQuote> {
  return apiPut<SavedQuote>(quoteEndpoints.quote(id), input);
}
