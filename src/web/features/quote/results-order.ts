import {
  type CompactEstimate,
  type EstimateCarrierId,
  estimateFreshDays,
} from '../../../shared/contracts/quotes';
import { compareByPrice } from '../../../shared/estimates/price-order';
import { findInsurer } from '../../../shared/insurers';

const dayMs = 24 * 60 * 60 * 1000;

/** Estimates older than `estimateFreshDays` are out of date. */
export function isOutOfDate(computedAt: string, now: Date = new Date()): boolean {
  const computed = new Date(computedAt).getTime();
  return Number.isFinite(computed) && now.getTime() - computed > estimateFreshDays * dayMs;
}

export type ResultsSort = 'price' | 'carrier';
export const resultsSorts: readonly ResultsSort[] = ['price', 'carrier'];

/** The carrier's display name from the spec's insurer list; `market` has none (it is translated). */
export function carrierName(carrier: EstimateCarrierId): string | undefined {
  return findInsurer(carrier)?.name;
}

/**
 * The estimates to show: those of the chosen carriers (all when `carriers` is null), cheapest
 * first by the yearly price, then the monthly one (ties by name) or by carrier name.
 */
export function orderEstimates<T extends CompactEstimate>(
  estimates: readonly T[],
  sort: ResultsSort,
  carriers: ReadonlySet<EstimateCarrierId> | null = null,
): T[] {
  const byName = (a: T, b: T) =>
    (carrierName(a.carrier) ?? a.carrier).localeCompare(carrierName(b.carrier) ?? b.carrier, 'en');
  return estimates
    .filter((estimate) => carriers === null || carriers.has(estimate.carrier))
    .sort((a, b) => (sort === 'price' ? compareByPrice(a, b) || byName(a, b) : byName(a, b)));
}
