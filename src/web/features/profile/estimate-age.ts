import { estimateFreshDays } from '../../../shared/contracts/quotes';

const dayMs = 86_400_000;

/** Estimates computed more than `estimateFreshDays` ago are marked out of date. */
export function isEstimateOutOfDate(computedAt: string, now: Date = new Date()): boolean {
  const computed = Date.parse(computedAt);
  if (Number.isNaN(computed)) return false;
  return now.getTime() - computed > estimateFreshDays * dayMs;
}
