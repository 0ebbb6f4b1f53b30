import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  AutoQuoteInput,
  CreditTier,
  DrivingRecord,
  EstimateResult,
  HomeQuoteInput,
  LifeQuoteInput,
  QuoteInput,
  RentersQuoteInput,
} from '../contracts/quotes';
import {
  autoDeductibles,
  coverageLevels,
  creditTiers,
  drivingRecords,
  homeDeductibles,
  lifeHealthClasses,
  propertyTypes,
  vehicleUses,
} from '../contracts/quotes';
import { type StateCode, stateCodes } from '../states/state-names';
import { realZips } from '../test-support/real-zips';
import { estimateQuote } from './index';
import { estimateSourceIds } from './sources';

const now = new Date('2026-11-24T12:00:00Z');

const zip = fc.constantFrom(...stateCodes).map((state) => realZips[state]);
const credit = fc.constantFrom(...creditTiers);
/** A birth date that makes the person `age` on `now` (2026-11-24). */
const bornAt = (age: number) => `${2026 - age}-06-01`;

const driver = fc.record({
  birthDate: fc.integer({ min: 16, max: 95 }).map(bornAt),
  record: fc.constantFrom(...drivingRecords),
});
const vehicle = fc.record({
  year: fc.integer({ min: 1950, max: 2027 }),
  make: fc.constantFrom('Toyota', 'Honda', 'Ford', 'BMW', 'Tesla', 'Kia', 'Subaru'),
  model: fc.constantFrom('Camry', 'Odyssey', 'F-150', '330i', 'Model 3', 'RAV4', 'Outback', 'Soul'),
  use: fc.constantFrom(...vehicleUses),
  annualMileage: fc.integer({ min: 0, max: 100_000 }),
});
const auto: fc.Arbitrary<AutoQuoteInput> = fc
  .record({
    zip,
    drivers: fc.array(driver, { minLength: 1, maxLength: 2 }),
    vehicles: fc.array(vehicle, { minLength: 1, maxLength: 2 }),
    coverage: fc.constantFrom(...coverageLevels),
    deductible: fc.constantFrom(...autoDeductibles),
    credit,
    military: fc.boolean(),
  })
  .map((fields) => ({
    type: 'auto' as const,
    ...fields,
    deductible: fields.coverage === 'full' ? fields.deductible : undefined,
  }));
const home: fc.Arbitrary<HomeQuoteInput> = fc.record({
  type: fc.constant('home' as const),
  zip,
  propertyType: fc.constantFrom(...propertyTypes),
  dwellingAmount: fc.integer({ min: 50_000, max: 5_000_000 }),
  yearBuilt: fc.integer({ min: 1800, max: 2027 }),
  deductible: fc.constantFrom(...homeDeductibles),
  claims: fc.integer({ min: 0, max: 10 }),
  credit,
  military: fc.boolean(),
});
const renters: fc.Arbitrary<RentersQuoteInput> = fc.record({
  type: fc.constant('renters' as const),
  zip,
  propertyAmount: fc.integer({ min: 5000, max: 500_000 }),
  liability: fc.constantFrom(100_000, 300_000),
  deductible: fc.constantFrom(500, 1000),
  credit,
});
const life: fc.Arbitrary<LifeQuoteInput> = fc
  .record({
    zip,
    age: fc.integer({ min: 18, max: 70 }),
    sex: fc.constantFrom('female' as const, 'male' as const),
    amount: fc.integer({ min: 50_000, max: 10_000_000 }),
    termYears: fc.constantFrom(10, 20, 30),
    tobacco: fc.boolean(),
    health: fc.constantFrom(...lifeHealthClasses),
  })
  .map(({ age, termYears, ...fields }) => ({
    type: 'life' as const,
    ...fields,
    birthDate: bornAt(age),
    termYears: termYears === 30 && age > 50 ? 20 : termYears,
  }));
const anyInput: fc.Arbitrary<QuoteInput> = fc.oneof(auto, home, renters, life);

const run = (input: QuoteInput) => estimateQuote(input, now);
const priceOf = (result: EstimateResult) =>
  new Map(result.estimates.map((item) => [item.carrier, item] as const));

/** Every carrier's prices (point and range) in `after` are at least those in `before`. */
function expectNotCheaper(before: EstimateResult, after: EstimateResult) {
  const was = priceOf(before);
  expect([...priceOf(after).keys()].sort()).toEqual([...was.keys()].sort());
  for (const item of after.estimates) {
    const old = was.get(item.carrier);
    if (!old) throw new Error('carrier missing');
    expect(item.annual).toBeGreaterThanOrEqual(old.annual);
    expect(item.monthly).toBeGreaterThanOrEqual(old.monthly);
    expect(item.low).toBeGreaterThanOrEqual(old.low);
    expect(item.high).toBeGreaterThanOrEqual(old.high);
  }
}
const expectSame = (a: EstimateResult, b: EstimateResult) =>
  expect(b.estimates).toEqual(a.estimates);

const recordRank = (record: DrivingRecord) => drivingRecords.indexOf(record);

describe('estimate properties', () => {
  it('a worse driving record never lowers a price', () => {
    fc.assert(
      fc.property(auto, fc.nat(), fc.constantFrom(...drivingRecords), (input, which, record) => {
        const at = which % input.drivers.length;
        const current = input.drivers[at]?.record ?? 'clean';
        if (recordRank(record) < recordRank(current)) return;
        const worse = {
          ...input,
          drivers: input.drivers.map((item, index) => (index === at ? { ...item, record } : item)),
        };
        expectNotCheaper(run(input), run(worse));
      }),
    );
  });

  it('a higher deductible never raises a price', () => {
    const lower = <T>(values: readonly T[]) =>
      fc.constantFrom(...values.slice(0, -1).map((_, at) => at));
    fc.assert(
      fc.property(auto, lower(autoDeductibles), (input, at) => {
        const full = { ...input, coverage: 'full' as const };
        expectNotCheaper(
          run({ ...full, deductible: autoDeductibles[at + 1] }),
          run({ ...full, deductible: autoDeductibles[at] }),
        );
      }),
    );
    fc.assert(
      fc.property(home, lower(homeDeductibles), (input, at) => {
        expectNotCheaper(
          run({ ...input, deductible: homeDeductibles[at + 1] as HomeQuoteInput['deductible'] }),
          run({ ...input, deductible: homeDeductibles[at] as HomeQuoteInput['deductible'] }),
        );
      }),
    );
    fc.assert(
      fc.property(renters, (input) => {
        expectNotCheaper(run({ ...input, deductible: 1000 }), run({ ...input, deductible: 500 }));
      }),
    );
  });

  it('more coverage never costs less', () => {
    fc.assert(
      fc.property(auto, (input) => {
        const minimum = run({ ...input, coverage: 'state_minimum', deductible: undefined });
        const standard = run({ ...input, coverage: 'standard', deductible: undefined });
        expectNotCheaper(minimum, standard);
        for (const deductible of autoDeductibles) {
          expectNotCheaper(standard, run({ ...input, coverage: 'full', deductible }));
        }
      }),
    );
    fc.assert(
      fc.property(home, fc.integer({ min: 0, max: 1_000_000 }), (input, extra) => {
        const more = Math.min(5_000_000, input.dwellingAmount + extra);
        expectNotCheaper(run(input), run({ ...input, dwellingAmount: more }));
      }),
    );
    fc.assert(
      fc.property(renters, fc.integer({ min: 0, max: 200_000 }), (input, extra) => {
        const more = Math.min(500_000, input.propertyAmount + extra);
        expectNotCheaper(run(input), run({ ...input, propertyAmount: more }));
        expectNotCheaper(
          run({ ...input, liability: 100_000 }),
          run({ ...input, liability: 300_000 }),
        );
      }),
    );
    fc.assert(
      fc.property(life, fc.integer({ min: 0, max: 2_000_000 }), (input, extra) => {
        const more = Math.min(10_000_000, input.amount + extra);
        expectNotCheaper(run(input), run({ ...input, amount: more }));
      }),
    );
  });

  it('credit changes nothing in CA, HI and MA (auto) or CA, HI, MD and MA (home, renters)', () => {
    const tiers = fc.constantFrom<CreditTier>(...creditTiers);
    fc.assert(
      fc.property(auto, fc.constantFrom('CA', 'HI', 'MA'), tiers, (input, state, tier) => {
        const there = { ...input, zip: realZips[state as StateCode] };
        expectSame(run(there), run({ ...there, credit: tier }));
        expectSame(run(there), run({ ...there, credit: undefined }));
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(home, renters),
        fc.constantFrom('CA', 'HI', 'MD', 'MA'),
        tiers,
        (input, state, tier) => {
          const there = { ...input, zip: realZips[state as StateCode] };
          expectSame(run(there), run({ ...there, credit: tier }));
        },
      ),
    );
    // Where it is allowed, poor credit costs more than excellent.
    fc.assert(
      fc.property(auto, (input) => {
        const there = { ...input, zip: realZips.TX };
        const excellent = run({ ...there, credit: 'excellent' }).estimates[0]?.annual ?? 0;
        expect(run({ ...there, credit: 'poor' }).estimates[0]?.annual).toBeGreaterThan(excellent);
      }),
    );
  });

  it('is deterministic, keeps low <= monthly <= high, sorts by price and multiplies out', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = run(input);
        expect(run(input)).toEqual(result);
        expect(result.computedAt).toBe(now.toISOString());
        expect(result.estimates.length).toBeGreaterThan(0);
        let previous = 0;
        for (const item of result.estimates) {
          expect(item.low).toBeLessThanOrEqual(item.monthly);
          expect(item.monthly).toBeLessThanOrEqual(item.high);
          expect(item.monthly).toBe(Math.round(item.annual / 12));
          expect(item.sixMonth).toBe(Math.round(item.annual / 2));
          for (const value of [item.monthly, item.sixMonth, item.annual, item.low, item.high]) {
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(item.monthly).toBeGreaterThanOrEqual(previous);
          previous = item.monthly;
          expect(item.factors[0]?.name).toBe('base');
          // Every factor cites a source of the catalogue (publication or note), never free text.
          for (const part of item.factors) expect(estimateSourceIds).toContain(part.source);
          const product = item.factors.reduce((total, part) => total * part.multiplier, 1);
          // Multipliers are kept to 3 decimals: the breakdown multiplies out to within 0.1%.
          expect(Math.abs(product - item.annual)).toBeLessThanOrEqual(item.annual * 0.001 + 0.5);
        }
      }),
    );
  });

  it('shows USAA if and only if the military question was answered yes', () => {
    fc.assert(
      fc.property(fc.oneof(auto, home), (input) => {
        const carriers = run(input).estimates.map((item) => item.carrier);
        expect(carriers.includes('usaa')).toBe(input.military === true);
        expect(carriers).toHaveLength((input.type === 'auto' ? 8 : 6) + (input.military ? 1 : 0));
      }),
    );
    fc.assert(
      fc.property(fc.oneof(renters, life), (input) => {
        expect(run(input).estimates.map((item) => item.carrier)).toEqual(['market']);
        expect(run(input).basis).toBe('market');
      }),
    );
  });

  it('answers savings only when the current premium is above the cheapest estimate', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 0, max: 50_000 }), (input, currentPremium) => {
        const result = run({ ...input, currentPremium });
        const cheapest = result.estimates[0]?.annual ?? 0;
        expect(result.yearlySavings).toBe(
          currentPremium > cheapest ? currentPremium - cheapest : null,
        );
      }),
    );
    expect(
      run({
        type: 'renters',
        zip: '78701',
        propertyAmount: 30_000,
        liability: 100_000,
        deductible: 500,
        credit: 'good',
      }).yearlySavings,
    ).toBeNull();
  });
});
