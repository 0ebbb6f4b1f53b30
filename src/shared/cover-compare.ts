import type { CurrentCover } from './contracts/current-policy';

/**
 * Comparing cover, not only prices (issue 30): a cheaper price for lower limits is less cover.
 * Pure functions shared by the estimate engine (pricing like for like), the results and the
 * offer cards. Every amount is whole US dollars.
 */

/** The parts of a policy's cover that can differ. */
export const coverParts = [
  'bodilyInjuryPerPerson',
  'bodilyInjuryPerAccident',
  'propertyDamage',
  'uninsuredMotorist',
  'underinsuredMotorist',
  'medicalPayments',
  'comprehensive',
  'collision',
  'deductible',
  'dwelling',
  'otherStructures',
  'personalProperty',
  'liability',
] as const;
export type CoverPart = (typeof coverParts)[number];

/**
 * One difference of the compared cover (an estimate's, an offer's) from the reference (the cover
 * asked for or held today). `lower`: a lower limit or a higher deductible, so less cover;
 * `missing`: not included at all; `notPriced`: the estimate cannot price this part; `higher`:
 * more cover (a higher limit, a lower deductible); `added`: included although not asked for.
 */
export type CoverDifference =
  | { kind: 'lower' | 'higher'; part: CoverPart; reference: number; compared: number }
  | { kind: 'missing' | 'notPriced' | 'added'; part: CoverPart };

const kindOrder: Record<CoverDifference['kind'], number> = {
  lower: 0,
  missing: 1,
  notPriced: 2,
  higher: 3,
  added: 4,
};

/** Less cover first (lower limits, then what is left out), then what cannot be priced, then more. */
export function orderDifferences(differences: readonly CoverDifference[]): CoverDifference[] {
  return differences
    .map((difference, index) => ({ difference, index }))
    .sort(
      (a, b) =>
        kindOrder[a.difference.kind] - kindOrder[b.difference.kind] ||
        coverParts.indexOf(a.difference.part) - coverParts.indexOf(b.difference.part) ||
        a.index - b.index,
    )
    .map(({ difference }) => difference);
}

/** True when the compared cover buys at least what the reference does (nothing lower or missing). */
export function coversAtLeast(differences: readonly CoverDifference[]): boolean {
  return differences.every(
    (difference) => difference.kind === 'higher' || difference.kind === 'added',
  );
}

/** A limit compared part by part: a lower one is less cover. */
export function compareLimit(
  part: CoverPart,
  reference: number,
  compared: number,
): CoverDifference[] {
  if (compared < reference) return [{ kind: 'lower', part, reference, compared }];
  if (compared > reference) return [{ kind: 'higher', part, reference, compared }];
  return [];
}

/** A deductible compared: a higher one is less cover (the person pays more of a claim). */
export function compareDeductible(
  part: CoverPart,
  reference: number,
  compared: number,
): CoverDifference[] {
  if (compared > reference) return [{ kind: 'lower', part, reference, compared }];
  if (compared < reference) return [{ kind: 'higher', part, reference, compared }];
  return [];
}

export interface LiabilityLimits {
  bodilyInjuryPerPerson: number;
  bodilyInjuryPerAccident: number;
  propertyDamage: number;
}

/** Every liability part compared, in the order people read them (per person, per accident, PD). */
export function compareLiability(
  reference: LiabilityLimits,
  compared: LiabilityLimits,
): CoverDifference[] {
  return [
    ...compareLimit(
      'bodilyInjuryPerPerson',
      reference.bodilyInjuryPerPerson,
      compared.bodilyInjuryPerPerson,
    ),
    ...compareLimit(
      'bodilyInjuryPerAccident',
      reference.bodilyInjuryPerAccident,
      compared.bodilyInjuryPerAccident,
    ),
    ...compareLimit('propertyDamage', reference.propertyDamage, compared.propertyDamage),
  ];
}

/**
 * The dollar amounts of a limit as agents and declarations pages write it: `30/60/25`,
 * `$30,000/$60,000/$25,000`, `30k/60k/25k`, `$1M`. Figures under 1,000 are thousands (the
 * split-limit convention). Null when a part is not a figure.
 */
export function parseLimitAmounts(text: string): number[] | null {
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 3) return null;
  const amounts: number[] = [];
  for (const part of parts) {
    const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([kKmM])?$/.exec(part);
    if (!match) return null;
    let value = Number((match[1] as string).replace(/,/g, ''));
    const unit = match[2]?.toLowerCase();
    if (unit === 'k') value *= 1000;
    else if (unit === 'm') value *= 1_000_000;
    else if (value < 1000) value *= 1000;
    amounts.push(Math.round(value));
  }
  return amounts;
}

/** `50/100/50`-style liability, or null when it is not three figures. */
export function parseLiabilityLimits(text: string): LiabilityLimits | null {
  const amounts = parseLimitAmounts(text);
  if (amounts?.length !== 3) return null;
  const [bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage] = amounts as [
    number,
    number,
    number,
  ];
  return { bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage };
}

/** `50/100/50` from dollar limits (thousands, as split limits are written). */
export function liabilityText(limits: LiabilityLimits): string {
  const k = (value: number) => String(Math.round(value / 1000));
  return `${k(limits.bodilyInjuryPerPerson)}/${k(limits.bodilyInjuryPerAccident)}/${k(limits.propertyDamage)}`;
}

/** The cover an offer is compared with: the estimates' or the policy held today. */
export interface ReferenceCover {
  line: 'auto' | 'home' | 'other';
  /** Auto liability limits, or null where none is priced or held. */
  liability: LiabilityLimits | null;
  /** Uninsured motorist per person, or null where not held. */
  uninsuredMotorist: number | null;
  /** Comprehensive and collision deductibles, null where not carried. */
  comprehensive: number | null;
  collision: number | null;
  /** The one deductible of a home or renters policy, null where not applicable. */
  deductible: number | null;
}

/** An offer's cover as agents enter it: coverage kinds with a limit as text, and one deductible. */
export interface OfferCover {
  coverages: readonly { kind: string; limit: string }[];
  deductible: number;
}

const amountsOf = (offer: OfferCover, kind: string) => {
  const coverage = offer.coverages.find((item) => item.kind === kind);
  return coverage ? { amounts: parseLimitAmounts(coverage.limit) } : null;
};

/** The liability an offer names, as one split limit or as bodily injury plus property damage. */
function offerLiability(offer: OfferCover): { listed: boolean; limits: LiabilityLimits | null } {
  const liability = offer.coverages.find((item) => item.kind === 'liability');
  if (liability) return { listed: true, limits: parseLiabilityLimits(liability.limit) };
  const bodily = amountsOf(offer, 'bodily_injury');
  const damage = amountsOf(offer, 'property_damage');
  if (!bodily && !damage) return { listed: false, limits: null };
  const [perPerson, perAccident] = bodily?.amounts ?? [];
  const [propertyDamage] = damage?.amounts ?? [];
  if (perPerson === undefined || propertyDamage === undefined)
    return { listed: true, limits: null };
  return {
    listed: true,
    limits: {
      bodilyInjuryPerPerson: perPerson,
      bodilyInjuryPerAccident: perAccident ?? perPerson,
      propertyDamage,
    },
  };
}

/**
 * Every part in which an offer's cover differs from a reference cover, less cover first: a
 * 30/60/25 offer against 50/100/50 is three lower limits before anything it adds. A limit written
 * so it cannot be read is not guessed at (the card shows the agent's text beside it).
 */
export function compareOfferCover(offer: OfferCover, reference: ReferenceCover): CoverDifference[] {
  const differences: CoverDifference[] = [];
  if (reference.line === 'auto') {
    const liability = offerLiability(offer);
    if (reference.liability) {
      if (!liability.listed) differences.push({ kind: 'missing', part: 'liability' });
      else if (liability.limits)
        differences.push(...compareLiability(reference.liability, liability.limits));
    } else if (liability.listed) {
      differences.push({ kind: 'added', part: 'liability' });
    }
    const uninsured = amountsOf(offer, 'uninsured_motorist');
    if (reference.uninsuredMotorist !== null) {
      if (!uninsured) differences.push({ kind: 'missing', part: 'uninsuredMotorist' });
      else if (uninsured.amounts?.[0] !== undefined) {
        differences.push(
          ...compareLimit('uninsuredMotorist', reference.uninsuredMotorist, uninsured.amounts[0]),
        );
      }
    } else if (uninsured) {
      differences.push({ kind: 'added', part: 'uninsuredMotorist' });
    }
    for (const part of ['comprehensive', 'collision'] as const) {
      const offered = offer.coverages.some((item) => item.kind === part);
      const held = reference[part];
      if (held !== null) {
        if (!offered) differences.push({ kind: 'missing', part });
        else differences.push(...compareDeductible(part, held, offer.deductible));
      } else if (offered) {
        differences.push({ kind: 'added', part });
      }
    }
    if (offer.coverages.some((item) => item.kind === 'underinsured_motorist')) {
      differences.push({ kind: 'added', part: 'underinsuredMotorist' });
    }
    if (offer.coverages.some((item) => item.kind === 'medical_payments')) {
      differences.push({ kind: 'added', part: 'medicalPayments' });
    }
  } else if (reference.deductible !== null) {
    differences.push(...compareDeductible('deductible', reference.deductible, offer.deductible));
  }
  return orderDifferences(differences);
}

/** The cover the estimates price (their coverage summary). */
export function estimatesReference(result: {
  type: string;
  coverage: {
    liability: string | null;
    comprehensiveAndCollision: boolean;
    deductible: number | null;
  };
}): ReferenceCover {
  const { coverage } = result;
  if (result.type === 'auto') {
    const physical = coverage.comprehensiveAndCollision ? (coverage.deductible ?? null) : null;
    return {
      line: 'auto',
      liability: coverage.liability ? parseLiabilityLimits(coverage.liability) : null,
      uninsuredMotorist: null,
      comprehensive: physical,
      collision: physical,
      deductible: null,
    };
  }
  return {
    line: result.type === 'home' ? 'home' : 'other',
    liability: null,
    uninsuredMotorist: null,
    comprehensive: null,
    collision: null,
    deductible: coverage.deductible,
  };
}

/** The cover of the policy held today (contracts/current-policy.ts). */
export function currentReference(cover: CurrentCover): ReferenceCover {
  if (cover.line === 'auto') {
    return {
      line: 'auto',
      liability: cover,
      uninsuredMotorist: cover.uninsuredMotoristPerPerson,
      comprehensive: cover.comprehensiveDeductible,
      collision: cover.collisionDeductible,
      deductible: null,
    };
  }
  return {
    line: 'home',
    liability: null,
    uninsuredMotorist: null,
    comprehensive: null,
    collision: null,
    deductible: cover.deductible,
  };
}
