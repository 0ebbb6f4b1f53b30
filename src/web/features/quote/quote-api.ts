import type {
  CompactEstimateResult,
  EstimateSources,
  FullEstimateResult,
  QuoteInput,
  SavedQuote,
} from '../../../shared/contracts/quotes';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { ActionKeys } from '../../lib/idempotency-key';

export const quoteEndpoints = {
  estimate: '/api/quotes/estimate',
  sources: '/api/estimate-sources',
  quotes: '/api/quotes',
  quote: (id: string) => `/api/quotes/${encodeURIComponent(id)}`,
} as const;

/** Estimates for the answers, compact (prices, no factors); open to visitors, stores nothing. */
export function fetchEstimates(
  input: QuoteInput,
  signal?: AbortSignal,
): Promise<CompactEstimateResult> {
  return apiPost<CompactEstimateResult>(quoteEndpoints.estimate, input, { signal });
}

/** The same estimates with every factor, for 'Why this price?' (decision 0050). */
export function fetchFullEstimates(
  input: QuoteInput,
  signal?: AbortSignal,
): Promise<FullEstimateResult> {
  return apiPost<FullEstimateResult>(`${quoteEndpoints.estimate}?detail=full`, input, { signal });
}

/** The sources the factors cite; the URL names the engine version, so the browser keeps it. */
export function fetchEstimateSources(
  engineVersion: string,
  signal?: AbortSignal,
): Promise<EstimateSources> {
  return apiGet<EstimateSources>(
    `${quoteEndpoints.sources}?v=${encodeURIComponent(engineVersion)}`,
    { signal },
  );
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
