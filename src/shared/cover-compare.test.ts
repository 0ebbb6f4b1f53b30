import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AutoCurrentCover, AutoQuoteInput, HomeQuoteInput } from './contracts/quotes';
import {
  compareLiability,
  compareOfferCover,
  coversAtLeast,
  currentReference,
  estimatesReference,
  liabilityText,
  orderDifferences,
  parseLiabilityLimits,
  parseLimitAmounts,
} from './cover-compare';
import { estimateQuote } from './estimates';
import { autoLevelLimits } from './estimates/like-for-like';

describe('limits as people write them', () => {
  it('reads split limits in thousands, dollars, k and M', () => {
    expect(parseLimitAmounts('30/60/25')).toEqual([30_000, 60_000, 25_000]);
    expect(parseLimitAmounts('$30,000/$60,000/$25,000')).toEqual([30_000, 60_000, 25_000]);
    expect(parseLimitAmounts('100k / 300k / 100k')).toEqual([100_000, 300_000, 100_000]);
    expect(parseLimitAmounts('$1M')).toEqual([1_000_000]);
    expect(parseLimitAmounts('$500')).toEqual([500_000]);
    expect(parseLimitAmounts('$2,500')).toEqual([2_500]);
  });

  it('refuses text that is not a limit', () => {
    expect(parseLimitAmounts('state minimum')).toBeNull();
    expect(parseLimitAmounts('1/2/3/4')).toBeNull();
    expect(parseLiabilityLimits('100/300')).toBeNull();
  });

  it('writes back what it read (any split limit in thousands)', () => {
    const k = fc.integer({ min: 1, max: 999 }).map((value) => value * 1000);
    fc.assert(
      fc.property(k, k, k, (perPerson, perAccident, damage) => {
        const limits = {
          bodilyInjuryPerPerson: perPerson,
          bodilyInjuryPerAccident: perAccident,
          propertyDamage: damage,
        };
        expect(parseLiabilityLimits(liabilityText(limits))).toEqual(limits);
      }),
    );
  });
});

describe('every difference counts, lower limits first', () => {
  it('names each lower limit of 30/60/25 against 50/100/50, per person first', () => {
    const asked = parseLiabilityLimits('50/100/50');
    const offered = parseLiabilityLimits('30/60/25');
    if (!asked || !offered) throw new Error('unparsed');
    const differences = orderDifferences([
      { kind: 'added', part: 'uninsuredMotorist' },
      ...compareLiability(asked, offered),
    ]);
    expect(differences).toEqual([
      { kind: 'lower', part: 'bodilyInjuryPerPerson', reference: 50_000, compared: 30_000 },
      { kind: 'lower', part: 'bodilyInjuryPerAccident', reference: 100_000, compared: 60_000 },
      { kind: 'lower', part: 'propertyDamage', reference: 50_000, compared: 25_000 },
      { kind: 'added', part: 'uninsuredMotorist' },
    ]);
    expect(coversAtLeast(differences)).toBe(false);
  });

  it('puts every lower or missing part before any higher or added one, whatever the input order', () => {
    const part = fc.constantFrom(
      'bodilyInjuryPerPerson',
      'propertyDamage',
      'uninsuredMotorist',
      'collision',
    ) as fc.Arbitrary<
      'bodilyInjuryPerPerson' | 'propertyDamage' | 'uninsuredMotorist' | 'collision'
    >;
    const difference = fc.oneof(
      fc.record({
        kind: fc.constantFrom('lower', 'higher') as fc.Arbitrary<'lower' | 'higher'>,
        part,
        reference: fc.nat(),
        compared: fc.nat(),
      }),
      fc.record({
        kind: fc.constantFrom('missing', 'notPriced', 'added') as fc.Arbitrary<
          'missing' | 'notPriced' | 'added'
        >,
        part,
      }),
    );
    fc.assert(
      fc.property(fc.array(difference, { maxLength: 8 }), (list) => {
        const ordered = orderDifferences(list);
        expect(ordered).toHaveLength(list.length);
        const lessCover = ordered.map((item) => item.kind === 'lower' || item.kind === 'missing');
        // No less-cover item after a more-cover one.
        expect(
          lessCover.indexOf(false) === -1 ||
            !lessCover.slice(lessCover.indexOf(false)).includes(true),
        ).toBe(true);
        expect(coversAtLeast(list)).toBe(
          !list.some((item) => !['higher', 'added'].includes(item.kind)),
        );
      }),
    );
  });

  it('compares limits both ways: lower one way is higher the other', () => {
    const limit = fc.integer({ min: 0, max: 500 }).map((value) => value * 1000);
    const limits = fc.record({
      bodilyInjuryPerPerson: limit,
      bodilyInjuryPerAccident: limit,
      propertyDamage: limit,
    });
    fc.assert(
      fc.property(limits, limits, (a, b) => {
        const forward = compareLiability(a, b);
        const back = compareLiability(b, a);
        expect(forward.map((item) => item.part)).toEqual(back.map((item) => item.part));
        for (const [index, item] of forward.entries()) {
          expect(back[index]?.kind).toBe(item.kind === 'lower' ? 'higher' : 'lower');
        }
      }),
    );
  });
});

const now = new Date('2026-11-24T12:00:00Z');
const texas: AutoQuoteInput = {
  type: 'auto',
  zip: '78701',
  drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12_000 }],
  coverage: 'state_minimum',
  credit: 'good',
  military: false,
  currentInsurer: 'geico',
  currentPremium: 2_400,
};
const cover: AutoCurrentCover = {
  line: 'auto',
  bodilyInjuryPerPerson: 50_000,
  bodilyInjuryPerAccident: 100_000,
  propertyDamage: 50_000,
  uninsuredMotoristPerPerson: null,
  uninsuredMotoristPerAccident: null,
  comprehensiveDeductible: null,
  collisionDeductible: null,
};

describe('estimates priced like for like', () => {
  it('prices 50/100/50 liability at the 50/100/50 level whatever level was picked, with no difference', () => {
    const plain = estimateQuote({ ...texas, coverage: 'standard' }, now);
    const matched = estimateQuote({ ...texas, currentCover: cover }, now);
    expect(matched.coverage.liability).toBe('50/100/50');
    expect(matched.estimates.map((item) => item.annual)).toEqual(
      plain.estimates.map((item) => item.annual),
    );
    expect(matched.likeForLike).toEqual({ differences: [] });
  });

  it('prices comprehensive and collision at the nearest deductible and says where it differs', () => {
    const result = estimateQuote(
      {
        ...texas,
        currentCover: {
          ...cover,
          comprehensiveDeductible: 250,
          collisionDeductible: 1000,
          uninsuredMotoristPerPerson: 50_000,
          uninsuredMotoristPerAccident: 100_000,
        },
      },
      now,
    );
    expect(result.coverage).toMatchObject({ comprehensiveAndCollision: true, deductible: 1000 });
    expect(result.likeForLike?.differences).toEqual([
      { kind: 'lower', part: 'comprehensive', reference: 250, compared: 1000 },
      { kind: 'notPriced', part: 'uninsuredMotorist' },
      { kind: 'higher', part: 'bodilyInjuryPerPerson', reference: 50_000, compared: 100_000 },
      { kind: 'higher', part: 'bodilyInjuryPerAccident', reference: 100_000, compared: 300_000 },
      { kind: 'higher', part: 'propertyDamage', reference: 50_000, compared: 100_000 },
    ]);
  });

  it("never prices below today's limits where a level reaches them, and names each part it cannot reach", () => {
    const amount = fc.integer({ min: 0, max: 400 }).map((value) => value * 1000);
    fc.assert(
      fc.property(amount, amount, amount, (perPerson, extra, damage) => {
        const current = {
          ...cover,
          bodilyInjuryPerPerson: perPerson,
          bodilyInjuryPerAccident: perPerson + extra,
          propertyDamage: damage,
        };
        const result = estimateQuote({ ...texas, currentCover: current }, now);
        const priced = parseLiabilityLimits(result.coverage.liability ?? '');
        if (!priced) throw new Error('no liability');
        const lower = (result.likeForLike?.differences ?? []).filter(
          (item) => item.kind === 'lower',
        );
        const full = autoLevelLimits('TX').full;
        expect(lower.map((item) => item.part)).toEqual(
          compareLiability(current, full)
            .filter((item) => item.kind === 'lower')
            .map((item) => item.part),
        );
        if (lower.length === 0) {
          expect(priced.bodilyInjuryPerPerson).toBeGreaterThanOrEqual(perPerson);
          expect(priced.bodilyInjuryPerAccident).toBeGreaterThanOrEqual(perPerson + extra);
          expect(priced.propertyDamage).toBeGreaterThanOrEqual(damage);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('prices a home at its dwelling amount and nearest deductible, naming what the estimate does not price', () => {
    const home: HomeQuoteInput = {
      type: 'home',
      zip: '78701',
      propertyType: 'house',
      dwellingAmount: 300_000,
      yearBuilt: 2005,
      deductible: 1000,
      claims: 0,
      credit: 'good',
      currentCover: {
        line: 'home',
        dwelling: 420_000,
        otherStructures: 42_000,
        personalProperty: 210_000,
        liability: 300_000,
        deductible: 2_000,
      },
    };
    const result = estimateQuote(home, now);
    expect(result.coverage).toMatchObject({ amount: 420_000, deductible: 2_000 });
    expect(result.likeForLike?.differences).toEqual([
      { kind: 'notPriced', part: 'otherStructures' },
      { kind: 'notPriced', part: 'personalProperty' },
      { kind: 'notPriced', part: 'liability' },
    ]);
  });

  it('leaves a request without current cover as it was', () => {
    expect(estimateQuote(texas, now).likeForLike).toBeUndefined();
  });
});

describe('offers against the estimates and the policy today', () => {
  const standard = estimatesReference({
    type: 'auto',
    coverage: { liability: '50/100/50', comprehensiveAndCollision: false, deductible: null },
  });

  it('says the lower limits of a 30/60/25 offer before the uninsured motorist cover it adds', () => {
    const offer = {
      coverages: [
        { kind: 'liability', limit: '30/60/25' },
        { kind: 'uninsured_motorist', limit: '30/60' },
      ],
      deductible: 0,
    };
    expect(compareOfferCover(offer, standard)).toEqual([
      { kind: 'lower', part: 'bodilyInjuryPerPerson', reference: 50_000, compared: 30_000 },
      { kind: 'lower', part: 'bodilyInjuryPerAccident', reference: 100_000, compared: 60_000 },
      { kind: 'lower', part: 'propertyDamage', reference: 50_000, compared: 25_000 },
      { kind: 'added', part: 'uninsuredMotorist' },
    ]);
  });

  it('reads bodily injury and property damage entered apart', () => {
    const offer = {
      coverages: [
        { kind: 'bodily_injury', limit: '$25,000/$50,000' },
        { kind: 'property_damage', limit: '$50,000' },
      ],
      deductible: 0,
    };
    expect(compareOfferCover(offer, standard)).toEqual([
      { kind: 'lower', part: 'bodilyInjuryPerPerson', reference: 50_000, compared: 25_000 },
      { kind: 'lower', part: 'bodilyInjuryPerAccident', reference: 100_000, compared: 50_000 },
    ]);
  });

  it('names what the policy today has and the offer leaves out, and a higher deductible as less cover', () => {
    const today = currentReference({
      ...cover,
      uninsuredMotoristPerPerson: 50_000,
      uninsuredMotoristPerAccident: 100_000,
      comprehensiveDeductible: 500,
      collisionDeductible: 500,
    });
    const offer = {
      coverages: [
        { kind: 'liability', limit: '100/300/100' },
        { kind: 'collision', limit: 'ACV' },
      ],
      deductible: 1000,
    };
    expect(compareOfferCover(offer, today)).toEqual([
      { kind: 'lower', part: 'collision', reference: 500, compared: 1000 },
      { kind: 'missing', part: 'uninsuredMotorist' },
      { kind: 'missing', part: 'comprehensive' },
      { kind: 'higher', part: 'bodilyInjuryPerPerson', reference: 50_000, compared: 100_000 },
      { kind: 'higher', part: 'bodilyInjuryPerAccident', reference: 100_000, compared: 300_000 },
      { kind: 'higher', part: 'propertyDamage', reference: 50_000, compared: 100_000 },
    ]);
  });

  it('does not guess at a limit it cannot read', () => {
    const offer = { coverages: [{ kind: 'liability', limit: 'state minimum' }], deductible: 0 };
    expect(compareOfferCover(offer, standard)).toEqual([]);
  });
});
