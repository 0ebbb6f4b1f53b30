import type { Estimate, EstimateCarrierId, EstimateFactor } from '../contracts/quotes';
import { compareByPrice } from './price-order';
import type { EstimateSourceId } from './sources';
import type { CarrierIndex } from './tables';

/** Multipliers are kept to 3 decimals, so that the breakdown shown multiplies out to the price. */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Linear interpolation over sorted `[x, y]` points, held flat beyond the first and last point. */
export function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  // Indexes, not destructuring: this runs for every estimate (the estimate hot path, decision 0050).
  const first = points[0] as readonly [number, number];
  if (x <= first[0]) return first[1];
  for (let at = 1; at < points.length; at++) {
    const upper = points[at] as readonly [number, number];
    if (x <= upper[0]) {
      const lower = points[at - 1] as readonly [number, number];
      return lower[1] + ((x - lower[0]) * (upper[1] - lower[1])) / (upper[0] - lower[0]);
    }
  }
  return (points[points.length - 1] as readonly [number, number])[1];
}

export const factor = (
  name: string,
  value: string | number,
  multiplier: number,
  source: EstimateSourceId,
): EstimateFactor => ({ name, value: String(value), multiplier, source });

/** The yearly price the factors multiply out to (the first, `base`, is in dollars). */
export const multiply = (factors: readonly EstimateFactor[]): number =>
  factors.reduce((total, item) => total * item.multiplier, 1);

/**
 * An estimate from its factors. `lowRatio` and `highRatio` scale the price to the ends of its range
 * (the lowest and highest source figure over the point figure); `floorYearly`, where given, is
 * the lowest yearly price (and range end) allowed. `exact` is the factors' product, when the caller
 * has it already.
 */
export function toEstimate(
  carrier: EstimateCarrierId,
  factors: EstimateFactor[],
  lowRatio: number,
  highRatio: number,
  floorYearly = 0,
  exact = multiply(factors),
): Estimate {
  if (exact < floorYearly) {
    factors.push(
      // The spec's "renters from $15 per month": the value is that monthly floor in dollars.
      factor('minimum', floorYearly / 12, round3(floorYearly / exact), 'minimumPrice'),
    );
  }
  const yearly = Math.max(floorYearly, exact);
  const annual = Math.round(yearly);
  const monthly = Math.round(annual / 12);
  return {
    carrier,
    monthly,
    sixMonth: Math.round(annual / 2),
    annual,
    low: Math.min(monthly, rangeEnd(exact, lowRatio, floorYearly)),
    high: Math.max(monthly, rangeEnd(exact, highRatio, floorYearly)),
    factors,
  };
}

/** The monthly price at one end of the range: the exact price scaled by `ratio`, never under the floor. */
const rangeEnd = (exact: number, ratio: number, floorYearly: number): number =>
  Math.round(Math.max(floorYearly, exact * ratio) / 12);

const carrierFactors = new WeakMap<CarrierIndex, [EstimateFactor, number, number]>();

/**
 * The carrier factor and the range its sources give: `[factor, lowRatio, highRatio]` (built once).
 * The figure of each source is in `tables.ts`; the factor cites the publications together.
 */
function carrierFactor(
  entry: CarrierIndex,
  source: EstimateSourceId,
): [EstimateFactor, number, number] {
  const known = carrierFactors.get(entry);
  if (known) return known;
  const figures = entry.sources.filter((value): value is number => value !== null);
  const built: [EstimateFactor, number, number] = [
    factor('carrier', entry.carrier, entry.index, source),
    Math.min(...figures) / entry.index,
    Math.max(...figures) / entry.index,
  ];
  carrierFactors.set(entry, built);
  return built;
}

export const byPrice = (a: Estimate, b: Estimate): number =>
  compareByPrice(a, b) || (a.carrier < b.carrier ? -1 : 1);

/**
 * One estimate per carrier of `carriers` (USAA only with `includeUsaa`): the shared factors and
 * the carrier's own, cheapest first. The shared product is multiplied once; the carrier's factor
 * is the last multiplication, so each price is the one `multiply` gives for its factors.
 */
export function carrierEstimates(
  carriers: readonly CarrierIndex[],
  common: readonly EstimateFactor[],
  source: EstimateSourceId,
  includeUsaa: boolean,
): Estimate[] {
  const commonProduct = multiply(common);
  const estimates: Estimate[] = [];
  for (const entry of carriers) {
    if (entry.carrier === 'usaa' && !includeUsaa) continue;
    const [carrier, lowRatio, highRatio] = carrierFactor(entry, source);
    const factors = common.slice();
    // A copy: the carrier's factor is built once and shared by every request.
    factors.push(
      factor(carrier.name, carrier.value, carrier.multiplier, carrier.source as EstimateSourceId),
    );
    estimates.push(
      toEstimate(
        entry.carrier,
        factors,
        lowRatio,
        highRatio,
        0,
        commonProduct * carrier.multiplier,
      ),
    );
  }
  return estimates.sort(byPrice);
}
