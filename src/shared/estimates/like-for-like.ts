import type {
  AutoCurrentCover,
  AutoQuoteInput,
  CoverageLevel,
  HomeCurrentCover,
  HomeQuoteInput,
  QuoteInput,
} from '../contracts/quotes';
import { autoDeductibles, homeDeductibles } from '../contracts/quotes';
import {
  type CoverDifference,
  compareDeductible,
  compareLiability,
  type LiabilityLimits,
  orderDifferences,
} from '../cover-compare';
import { autoStateFacts } from '../states/auto-facts';
import type { StateCode } from '../states/state-names';

/**
 * Pricing at the cover a person holds today (issue 30). The engine prices three auto levels
 * (state minimum, 50/100/50, 100/300/100 with comprehensive and collision) and a home policy on
 * its dwelling amount and deductible; this picks the answers that match the current policy best,
 * never below it where a level allows, and names every part that still differs.
 */

const thousand = 1000;

/** The liability limits of each auto level in a state, in dollars. */
export function autoLevelLimits(state: StateCode): Record<CoverageLevel, LiabilityLimits> {
  const facts = autoStateFacts[state];
  return {
    state_minimum: {
      bodilyInjuryPerPerson: (facts.bodilyInjury?.[0] ?? 0) * thousand,
      bodilyInjuryPerAccident: (facts.bodilyInjury?.[1] ?? 0) * thousand,
      propertyDamage: facts.propertyDamage * thousand,
    },
    standard: {
      bodilyInjuryPerPerson: 50 * thousand,
      bodilyInjuryPerAccident: 100 * thousand,
      propertyDamage: 50 * thousand,
    },
    full: {
      bodilyInjuryPerPerson: 100 * thousand,
      bodilyInjuryPerAccident: 300 * thousand,
      propertyDamage: 100 * thousand,
    },
  };
}

const atLeast = (limits: LiabilityLimits, wanted: LiabilityLimits) =>
  limits.bodilyInjuryPerPerson >= wanted.bodilyInjuryPerPerson &&
  limits.bodilyInjuryPerAccident >= wanted.bodilyInjuryPerAccident &&
  limits.propertyDamage >= wanted.propertyDamage;

/** The allowed deductible nearest to a wanted one (the lower of two equally near: more cover). */
function nearest<T extends number>(values: readonly T[], wanted: number): T {
  let best = values[0] as T;
  for (const value of values) {
    if (Math.abs(value - wanted) < Math.abs(best - wanted)) best = value;
  }
  return best;
}

export interface LikeForLike<T extends QuoteInput> {
  /** The request with the answers the engine prices set to the current cover. */
  input: T;
  /** What the estimates' cover still differs in from the current policy, less cover first. */
  differences: CoverDifference[];
}

export function autoLikeForLike(
  input: AutoQuoteInput,
  cover: AutoCurrentCover,
  state: StateCode,
): LikeForLike<AutoQuoteInput> {
  const levels = autoLevelLimits(state);
  const physical = cover.comprehensiveDeductible !== null || cover.collisionDeductible !== null;
  // Comprehensive and collision are priced only with the full level; otherwise the lowest level
  // whose every limit is at least today's, else the highest there is.
  const order: CoverageLevel[] = physical ? ['full'] : ['state_minimum', 'standard', 'full'];
  const level = order.find((candidate) => atLeast(levels[candidate], cover)) ?? 'full';
  const differences: CoverDifference[] = compareLiability(cover, levels[level]);
  let deductible: AutoQuoteInput['deductible'];
  if (level === 'full') {
    const wanted = cover.collisionDeductible ?? cover.comprehensiveDeductible ?? 500;
    deductible = nearest(autoDeductibles, wanted);
    if (cover.comprehensiveDeductible === null)
      differences.push({ kind: 'added', part: 'comprehensive' });
    else
      differences.push(
        ...compareDeductible('comprehensive', cover.comprehensiveDeductible, deductible),
      );
    if (cover.collisionDeductible === null) differences.push({ kind: 'added', part: 'collision' });
    else differences.push(...compareDeductible('collision', cover.collisionDeductible, deductible));
  }
  // The engine has no figure for uninsured motorist cover: a policy that carries it cannot match.
  if (cover.uninsuredMotoristPerPerson !== null || cover.uninsuredMotoristPerAccident !== null) {
    differences.push({ kind: 'notPriced', part: 'uninsuredMotorist' });
  }
  return {
    input: { ...input, coverage: level, deductible },
    differences: orderDifferences(differences),
  };
}

/** The dwelling amounts the quote contract accepts. */
const dwellingRange = { min: 50_000, max: 5_000_000 } as const;

export function homeLikeForLike(
  input: HomeQuoteInput,
  cover: HomeCurrentCover,
): LikeForLike<HomeQuoteInput> {
  const dwellingAmount = Math.min(dwellingRange.max, Math.max(dwellingRange.min, cover.dwelling));
  const deductible = nearest(homeDeductibles, cover.deductible);
  const differences: CoverDifference[] = [];
  if (dwellingAmount < cover.dwelling) {
    differences.push({
      kind: 'lower',
      part: 'dwelling',
      reference: cover.dwelling,
      compared: dwellingAmount,
    });
  } else if (dwellingAmount > cover.dwelling) {
    differences.push({
      kind: 'higher',
      part: 'dwelling',
      reference: cover.dwelling,
      compared: dwellingAmount,
    });
  }
  differences.push(...compareDeductible('deductible', cover.deductible, deductible));
  // The home estimate is priced on the dwelling amount and the deductible only: other
  // structures, belongings and liability have no factor of their own, so they are not matched.
  for (const part of ['otherStructures', 'personalProperty', 'liability'] as const) {
    if (cover[part] > 0) differences.push({ kind: 'notPriced', part });
  }
  return {
    input: { ...input, dwellingAmount, deductible },
    differences: orderDifferences(differences),
  };
}

/** The request priced like for like where it names its current cover; null where it does not. */
export function likeForLike(input: QuoteInput, state: StateCode): LikeForLike<QuoteInput> | null {
  if (input.type === 'auto' && input.currentCover) {
    return autoLikeForLike(input, input.currentCover, state);
  }
  if (input.type === 'home' && input.currentCover) {
    return homeLikeForLike(input, input.currentCover);
  }
  return null;
}
