import type { Estimate, EstimateCarrierId, EstimateFactor } from '../contracts/quotes';
import { compareByPrice } from './price-order';
import type { EstimateSourceId } from './sources';
import type { CarrierIndex } from './tables';

/** Multipliers are kept to 3 decimals, so that the breakdown shown multiplies out to the price. */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Linear interpolation over sorted `[x, y]` points, held flat beyond the first and last point. */
export function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0] as readonly [number, number];
  if (x <= first[0]) return first[1];
  for (let at = 1; at < points.length; at++) {
    const [x1, y1] = points[at] as readonly [number, number];
    if (x <= x1) {
      const [x0, y0] = points[at - 1] as readonly [number, number];
      return y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
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
 * the lowest yearly price (and range end) allowed.
 */
export function toEstimate(
  carrier: EstimateCarrierId,
  factors: EstimateFactor[],
  lowRatio: number,
  highRatio: number,
  floorYearly = 0,
): Estimate {
  const exact = multiply(factors);
  if (exact < floorYearly) {
    factors.push(
      // The spec's "renters from $15 per month": the value is that monthly floor in dollars.
      factor('minimum', floorYearly / 12, round3(floorYearly / exact), 'minimumPrice'),
    );
  }
  const yearly = Math.max(floorYearly, exact);
  const annual = Math.round(yearly);
  const monthly = Math.round(annual / 12);
  const end = (ratio: number) => Math.round(Math.max(floorYearly, exact * ratio) / 12);
  return {
    carrier,
    monthly,
    sixMonth: Math.round(annual / 2),
    annual,
    low: Math.min(monthly, end(lowRatio)),
    high: Math.max(monthly, end(highRatio)),
    factors,
  };
}

const carrierFactors = new WeakMap<CarrierIndex, [EstimateFactor, number, number]>();

/**
 * The carrier factor and the range its sources give: `[factor, lowRatio, highRatio]` (built once).
 * The figure of each source is in `tables.ts`; the factor cites the publications together.
 */
export function carrierFactor(
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
