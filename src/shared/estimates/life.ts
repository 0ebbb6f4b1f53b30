import {
  ageOn,
  type CoverageSummary,
  type Estimate,
  type LifeQuoteInput,
} from '../contracts/quotes';
import { factor, interpolate, round3, toEstimate } from './common';
import {
  lifeCrossChecks,
  lifeGrid,
  lifeGridAges,
  lifeGridFaces,
  lifeGridSource,
  lifeHealth,
  lifeHealthSource,
  lifeTobacco,
  lifeTobaccoSource,
} from './tables';

/** Monthly rate per $1,000 of cover at one grid age, interpolated between the grid's faces. */
function perThousand(row: readonly [number, number, number], face: number): number {
  const points = lifeGridFaces.map(
    (gridFace, at) => [gridFace, (row[at] as number) / (gridFace / 1000)] as const,
  );
  const [[f0, r0], [f1, r1]] = points as unknown as [[number, number], [number, number]];
  // Below $250k the first segment is extended (smaller policies cost more per $1k);
  // above $1M the $1M rate per $1k is held.
  if (face < f0) return r0 - ((f0 - face) * (r1 - r0)) / (f1 - f0);
  return interpolate(points, face);
}

/**
 * Monthly non-smoker Standard rate from the grid: log-linear between the grid ages (ages under
 * 30 take the age-30 rate), per-$1k linear between the grid faces.
 */
export function lifeGridMonthly(
  sex: 'female' | 'male',
  termYears: number,
  age: number,
  face: number,
): number {
  const rows = lifeGrid[`${sex}${termYears}`];
  if (!rows) throw new Error(`No life grid for a ${termYears}-year term`);
  const clamped = Math.min(
    Math.max(age, lifeGridAges[0]),
    lifeGridAges[lifeGridAges.length - 1] as number,
  );
  let upper = lifeGridAges.findIndex((gridAge) => gridAge >= clamped);
  if (upper === 0) upper = 1;
  const [a0, a1] = [lifeGridAges[upper - 1] as number, lifeGridAges[upper] as number];
  const [row0, row1] = [rows[upper - 1], rows[upper]];
  if (!row0) throw new Error(`No ${termYears}-year term at age ${age}`);
  const rate0 = perThousand(row0, face) * (face / 1000);
  if (!row1) {
    if (clamped > a0) throw new Error(`No ${termYears}-year term at age ${age}`);
    return rate0;
  }
  const rate1 = perThousand(row1, face) * (face / 1000);
  return rate0 * (rate1 / rate0) ** ((clamped - a0) / (a1 - a0));
}

let crossCheckRange: [number, number] | undefined;

/** The lowest and highest ratio of a published rate to the grid's rate for the same person. */
export function lifeSourceRange(): [number, number] {
  if (!crossCheckRange) {
    const ratios = lifeCrossChecks.map(
      ([, age, sex, term, face, yearly]) => yearly / (lifeGridMonthly(sex, term, age, face) * 12),
    );
    crossCheckRange = [Math.min(...ratios), Math.max(...ratios)];
  }
  return crossCheckRange;
}

/** Life: one market estimate (a rate grid, no carrier split: decision 0021). */
export function estimateLife(
  input: LifeQuoteInput,
  today: string,
): { estimates: Estimate[]; coverage: CoverageSummary } {
  const age = ageOn(input.birthDate, today);
  const monthly = lifeGridMonthly(input.sex, input.termYears, age, input.amount);
  const [, healthMultiplier] = lifeHealth[input.health];
  const factors = [
    // What the base was read for: sex, age, term years and amount, comma-separated.
    factor(
      'base',
      `${input.sex},${age},${input.termYears},${input.amount}`,
      Math.round(monthly * 12 * 100) / 100,
      lifeGridSource,
    ),
    factor(
      'tobacco',
      input.tobacco ? 'yes' : 'no',
      input.tobacco ? round3(interpolate(lifeTobacco, age)) : 1,
      input.tobacco ? lifeTobaccoSource : 'nonSmokerBase',
    ),
    // The answer as given; the class it is rated as (Preferred Plus, Preferred, Standard) is in
    // `lifeHealth`.
    factor('health', input.health, healthMultiplier, lifeHealthSource),
  ];
  const [low, high] = lifeSourceRange();
  return {
    estimates: [toEstimate('market', factors, low, high)],
    coverage: {
      liability: null,
      comprehensiveAndCollision: false,
      deductible: null,
      amount: input.amount,
    },
  };
}
