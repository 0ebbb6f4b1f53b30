import type { CoverageKind } from '../../../shared/contracts/leads';
import type { EstimateResult } from '../../../shared/contracts/quotes';
import { localeOf } from '../../lib/format';

/** A span of time in one unit, for texts such as '3 days left' or 'replies in about 2 hours'. */
export interface Span {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

const minuteMs = 60_000;

/** Minutes as the largest unit that reads naturally: under 2 hours in minutes, under 2 days in hours. */
export function spanOfMinutes(minutes: number): Span {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 120) return { unit: 'minutes', count: whole };
  if (whole < 48 * 60) return { unit: 'hours', count: Math.round(whole / 60) };
  return { unit: 'days', count: Math.round(whole / (24 * 60)) };
}

/**
 * Time left before an offer expires, rounded down so it never promises more than there is; null
 * once it has passed. Under a minute still reads as 1 minute.
 */
export function timeLeft(expiresAt: string, now: Date = new Date()): Span | null {
  const ms = Date.parse(expiresAt) - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.max(1, Math.floor(ms / minuteMs));
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}

/** The coverages the estimates price, in the offer's terms (life estimates price none of them). */
export function estimateCoverageKinds(
  result: Pick<EstimateResult, 'type' | 'coverage'>,
): CoverageKind[] {
  if (result.type === 'life') return [];
  const kinds: CoverageKind[] = [];
  if (result.coverage.liability !== null) kinds.push('liability');
  if (result.coverage.comprehensiveAndCollision) kinds.push('comprehensive', 'collision');
  return kinds;
}

/**
 * What an offer leaves out of, or adds to, the cover its request's estimates price, so a price
 * is never set beside another for different cover without a word (issue 20). `unlisted`: the
 * agent named no coverage, so nothing can be compared; null for life, whose estimates name none.
 */
export type CoverageGap =
  | { kind: 'unlisted' }
  | { kind: 'compared'; missing: CoverageKind[]; added: CoverageKind[] };

export function coverageGap(
  offerKinds: readonly CoverageKind[],
  result: Pick<EstimateResult, 'type' | 'coverage'>,
): CoverageGap | null {
  if (result.type === 'life') return null;
  if (offerKinds.length === 0) return { kind: 'unlisted' };
  const estimated = estimateCoverageKinds(result);
  return {
    kind: 'compared',
    missing: estimated.filter((kind) => !offerKinds.includes(kind)),
    added: offerKinds.filter((kind) => !estimated.includes(kind)),
  };
}

/** 'Comprehensive and Collision' / 'Comprehensive y Collision': names joined for a sentence. */
export function joinNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type: 'conjunction' }).format(
    names,
  );
}
