import { createHash } from 'node:crypto';
import {
  type CompactEstimateResult,
  type EstimateResult,
  type EstimateSources,
  estimateCarrierIds,
  type FullEstimateResult,
} from '../../../shared/contracts/quotes';
import { engineVersion } from '../../../shared/estimates';
import { type EstimateSourceId, estimateSources } from '../../../shared/estimates/sources';

/**
 * The answers of `POST /api/quotes/estimate` (decision 0050). By default the compact one: the
 * prices without their factors, about a tenth of the full answer's bytes, written by a fixed
 * serializer (no generic walk over the object). `?detail=full` adds every factor and the sources
 * they cite.
 */

const quote = JSON.stringify;

/** The opening of each carrier's entry, spelled once: `{"carrier":"geico","monthly":`. */
const entryOpenings = new Map<string, string>(
  estimateCarrierIds.map((carrier) => [carrier, `{"carrier":${quote(carrier)},"monthly":`]),
);

/**
 * The compact answer as JSON, the same text as `JSON.stringify(toCompact(result))`. The line,
 * state, basis and time are written without escaping: enum values and an ISO time, none of which
 * holds a character JSON escapes (the API test compares this text with JSON.stringify's).
 */
export function compactAnswerJson(result: EstimateResult): string {
  let estimates = '';
  for (const item of result.estimates) {
    if (estimates) estimates += ',';
    estimates += `${entryOpenings.get(item.carrier) ?? `{"carrier":${quote(item.carrier)},"monthly":`}${item.monthly},"sixMonth":${item.sixMonth},"annual":${item.annual},"low":${item.low},"high":${item.high}}`;
  }
  const { coverage } = result;
  return `{"type":"${result.type}","state":"${result.state}","basis":"${result.basis}","estimates":[${estimates}],"coverage":{"liability":${quote(coverage.liability)},"comprehensiveAndCollision":${coverage.comprehensiveAndCollision},"deductible":${coverage.deductible},"amount":${coverage.amount}},"engineVersion":${quote(result.engineVersion)},"computedAt":"${result.computedAt}","yearlySavings":${result.yearlySavings}${
    // Only with a current cover (issue 30): plain data of the engine, written as JSON.
    result.likeForLike ? `,"likeForLike":${JSON.stringify(result.likeForLike)}` : ''
  }}`;
}

/** The compact answer as an object (the reference `compactAnswerJson` is tested against). */
export function toCompact(result: EstimateResult): CompactEstimateResult {
  return {
    ...result,
    estimates: result.estimates.map(({ factors: _factors, ...prices }) => prices),
  };
}

/** The full answer: the engine's result and the sources its factors cite. */
export function toFull(result: EstimateResult): FullEstimateResult {
  const sources: FullEstimateResult['sources'] = {};
  for (const item of result.estimates) {
    for (const factor of item.factors) {
      const entry = estimateSources[factor.source as EstimateSourceId];
      if (entry) sources[factor.source] = entry;
    }
  }
  return { ...result, sources };
}

/** `GET /api/estimate-sources`: the whole catalogue, written once, with its ETag. */
const sourcesBody: EstimateSources = { engineVersion, sources: estimateSources };
export const sourcesJson = JSON.stringify(sourcesBody);
export const sourcesEtag = `"${createHash('sha256').update(sourcesJson).digest('base64url').slice(0, 27)}"`;
