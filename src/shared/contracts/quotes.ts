import { z } from 'zod';
import { calendarDate } from '../calendar-date';
import { coverParts } from '../cover-compare';
import { insuranceTypes } from '../insurance-types';
import { consumerCompanyChoices, insurerIds } from '../insurers';
import { todayIso } from '../iso-time';
import type { ValidationMessageKey } from '../validation-messages';
import { vinProblem } from '../vin';
import { stateFromZip } from '../zip-state';
import { autoCurrentCoverSchema, homeCurrentCoverSchema } from './current-policy';
import {
  autoCreditBannedStates,
  autoDeductibles,
  type CreditTier,
  coverageLevels,
  creditTiers,
  drivingRecords,
  homeDeductibles,
  lifeHealthClasses,
  lifeTerms,
  propertyCreditBannedStates,
  propertyTypes,
  rentersDeductibles,
  rentersLiabilityLimits,
  sexes,
  vehicleUses,
} from './quote-options';

/**
 * The quote request of every line (auto, home, renters, life) and the estimates the engine answers.
 * One contract: the flow's forms, `POST /api/quotes/estimate`, the saved requests and the engine
 * all read these schemas. zod messages are validation-message keys that name the field.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export * from './current-policy';
/** The answer lists, zod-free for the flow's first screen (quote-options.ts), are part of this contract. */
export * from './quote-options';

export const minVehicleYear = 1950;
export const minDriverAge = 16;
export const maxPersonAge = 110;
export const lifeAgeRange = { min: 18, max: 70, maxFor30YearTerm: 50 } as const;

/** Whole years between an ISO birth date and `today` (an ISO date, the caller's clock). */
export function ageOn(birthDate: string, today: string): number {
  // Year difference, less one before the birthday: 'MM-DD' strings compare as the days do.
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** Today's ISO date (UTC), worked out once a day: several checks of every request ask. */
export { todayIso } from '../iso-time';

const zip = z
  .string(m('zipInvalid'))
  .trim()
  .regex(/^\d{5}$/, m('zipInvalid'))
  .refine((value) => stateFromZip(value) !== undefined, m('zipInvalid'));

const isoDate = calendarDate;

const birthDate = (minAge: number, tooYoung: ValidationMessageKey) =>
  // One check that reads the clock and the age once: it runs on every estimate (decision 0067).
  // It reports what three refinements did: each rule fails unless it holds (an age that is not
  // a number, from text that is not a date, fails every rule), and later checks still run.
  isoDate('birthDateInvalid').check((context) => {
    const today = todayIso();
    const age = ageOn(context.value, today);
    const fail = (key: ValidationMessageKey) =>
      context.issues.push({ code: 'custom', input: context.value, continue: true, ...m(key) });
    if (!(context.value <= today)) fail('birthDateFuture');
    if (!(age <= maxPersonAge)) fail('birthDateInvalid');
    if (!(age >= minAge)) fail(tooYoung);
  });

const credit = z.enum(creditTiers, m('creditRequired'));
const dollars = (min: number, max: number, key: ValidationMessageKey) =>
  z.number(m(key)).int(m(key)).min(min, m(key)).max(max, m(key));
const choice = <T extends readonly number[]>(values: T, key: ValidationMessageKey) =>
  z
    .number(m(key))
    .refine((value): value is T[number] => (values as readonly number[]).includes(value), m(key));

export const driverSchema = z.object(
  {
    birthDate: birthDate(minDriverAge, 'driverTooYoung'),
    record: z.enum(drivingRecords, m('recordRequired')),
  },
  m('driverRequired'),
);
export type Driver = z.infer<typeof driverSchema>;

/** Next year's models are sold this year. */
const maxVehicleYear = () => Number(todayIso().slice(0, 4)) + 1;

export const vehicleSchema = z.object(
  {
    year: z
      .number(m('vehicleYearRange'))
      .int(m('vehicleYearRange'))
      .min(minVehicleYear, m('vehicleYearRange'))
      .refine((year) => year <= maxVehicleYear(), m('vehicleYearRange')),
    make: z.string(m('makeRequired')).trim().min(1, m('makeRequired')).max(40, m('tooLong')),
    model: z.string(m('modelRequired')).trim().min(1, m('modelRequired')).max(60, m('tooLong')),
    use: z.enum(vehicleUses, m('useRequired')),
    annualMileage: dollars(0, 100_000, 'mileageRange'),
    vin: z
      .string()
      .trim()
      .toUpperCase()
      // A wrong check digit says so before anything else (issue 30): it is the likely typo.
      .refine((value) => value === '' || vinProblem(value) !== 'format', m('vinInvalid'))
      .refine((value) => value === '' || vinProblem(value) !== 'checkDigit', m('vinCheckDigit'))
      .optional(),
    /** Read from the VIN (vPIC): shown in 'Why this price?'; the engine has no factor for them. */
    body: z.string(m('invalidValue')).trim().max(40, m('tooLong')).optional(),
    fuel: z.string(m('invalidValue')).trim().max(40, m('tooLong')).optional(),
    trim: z.string(m('invalidValue')).trim().max(60, m('tooLong')).optional(),
  },
  m('vehicleRequired'),
);
export type Vehicle = z.infer<typeof vehicleSchema>;

/** Optional answers every line may carry: the current insurer and premium feed the savings line. */
const currentPolicy = {
  currentInsurer: z.enum(consumerCompanyChoices, m('invalidValue')).optional(),
  /** What the consumer pays now, in dollars per year. */
  currentPremium: dollars(0, 50_000, 'currentPremiumRange').optional(),
};

export const autoQuoteInputSchema = z
  .object({
    type: z.literal('auto'),
    zip,
    drivers: z
      .array(driverSchema, m('driverRequired'))
      .min(1, m('driverRequired'))
      .max(2, m('tooManyDrivers')),
    vehicles: z
      .array(vehicleSchema, m('vehicleRequired'))
      .min(1, m('vehicleRequired'))
      .max(2, m('tooManyVehicles')),
    coverage: z.enum(coverageLevels, m('coverageRequired')),
    deductible: choice(autoDeductibles, 'deductibleRequired').optional(),
    credit: credit.optional(),
    military: z.boolean(m('militaryRequired')),
    ...currentPolicy,
    /** The current policy's limits and deductibles: estimates are priced like for like (issue 30). */
    currentCover: autoCurrentCoverSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.coverage === 'full' && input.deductible === undefined) {
      context.addIssue({ code: 'custom', path: ['deductible'], ...m('deductibleRequired') });
    }
    const state = stateFromZip(input.zip);
    const creditAllowed = !(autoCreditBannedStates as readonly string[]).includes(state ?? '');
    if (state && creditAllowed && input.credit === undefined) {
      context.addIssue({ code: 'custom', path: ['credit'], ...m('creditRequired') });
    }
  });
export type AutoQuoteInput = z.infer<typeof autoQuoteInputSchema>;

export const homeQuoteInputSchema = z
  .object({
    type: z.literal('home'),
    zip,
    propertyType: z.enum(propertyTypes, m('propertyTypeRequired')),
    dwellingAmount: dollars(50_000, 5_000_000, 'dwellingRange'),
    yearBuilt: z
      .number(m('yearBuiltRange'))
      .int(m('yearBuiltRange'))
      .min(1800, m('yearBuiltRange'))
      .refine((year) => year <= new Date().getUTCFullYear() + 1, m('yearBuiltRange')),
    deductible: choice(homeDeductibles, 'deductibleRequired'),
    claims: z
      .number(m('claimsRange'))
      .int(m('claimsRange'))
      .min(0, m('claimsRange'))
      .max(10, m('claimsRange')),
    credit: credit.optional(),
    /** USAA eligibility; USAA is shown only after a yes. */
    military: z.boolean(m('militaryRequired')).optional(),
    ...currentPolicy,
    /** The current policy's cover: estimates are priced like for like (issue 30). */
    currentCover: homeCurrentCoverSchema.optional(),
  })
  .superRefine(requireCreditWhereAllowed);
export type HomeQuoteInput = z.infer<typeof homeQuoteInputSchema>;

export const rentersQuoteInputSchema = z
  .object({
    type: z.literal('renters'),
    zip,
    propertyAmount: dollars(5_000, 500_000, 'propertyRange'),
    liability: choice(rentersLiabilityLimits, 'liabilityRequired'),
    deductible: choice(rentersDeductibles, 'deductibleRequired'),
    credit: credit.optional(),
    ...currentPolicy,
  })
  .superRefine(requireCreditWhereAllowed);
export type RentersQuoteInput = z.infer<typeof rentersQuoteInputSchema>;

export const lifeQuoteInputSchema = z
  .object({
    type: z.literal('life'),
    zip,
    birthDate: birthDate(lifeAgeRange.min, 'lifeAgeRange').refine(
      (value) => ageOn(value, todayIso()) <= lifeAgeRange.max,
      m('lifeAgeRange'),
    ),
    sex: z.enum(sexes, m('sexRequired')),
    amount: dollars(50_000, 10_000_000, 'lifeAmountRange'),
    termYears: choice(lifeTerms, 'termRequired'),
    tobacco: z.boolean(m('tobaccoRequired')),
    health: z.enum(lifeHealthClasses, m('healthRequired')),
    ...currentPolicy,
  })
  .superRefine((input, context) => {
    const age = ageOn(input.birthDate, todayIso());
    if (input.termYears === 30 && age > lifeAgeRange.maxFor30YearTerm) {
      context.addIssue({ code: 'custom', path: ['termYears'], ...m('lifeTermAge') });
    }
  });
export type LifeQuoteInput = z.infer<typeof lifeQuoteInputSchema>;

function requireCreditWhereAllowed(
  input: { zip: string; credit?: CreditTier },
  context: z.RefinementCtx,
): void {
  const state = stateFromZip(input.zip);
  const creditAllowed = !(propertyCreditBannedStates as readonly string[]).includes(state ?? '');
  if (state && creditAllowed && input.credit === undefined) {
    context.addIssue({ code: 'custom', path: ['credit'], ...m('creditRequired') });
  }
}

export const quoteInputSchema = z.discriminatedUnion(
  'type',
  [autoQuoteInputSchema, homeQuoteInputSchema, rentersQuoteInputSchema, lifeQuoteInputSchema],
  m('quoteTypeRequired'),
);
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** One part in which an estimate's cover differs from the current policy (shared/cover-compare.ts). */
export const coverDifferenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['lower', 'higher']),
    part: z.enum(coverParts),
    reference: z.number(),
    compared: z.number(),
  }),
  z.object({ kind: z.enum(['missing', 'notPriced', 'added']), part: z.enum(coverParts) }),
]);

/** One multiplier of an estimate: what it is, the answer it came from, and where the figure is from. */
export const estimateFactorSchema = z.object({
  /** A stable key (`base`, `age`, `record`, `credit`, `carrier`, ...); the browser words it. */
  name: z.string(),
  /** The answer or fact the factor was read for, e.g. `40`, `clean`, `TX full`. */
  value: z.string(),
  /** The multiplier; for `base` it is the state's yearly base premium in dollars. */
  multiplier: z.number(),
  /** A source id: `GET /api/estimate-sources` says what it stands for (decision 0050). */
  source: z.string(),
});
export type EstimateFactor = z.infer<typeof estimateFactorSchema>;

/** `market` is one market-wide range where the data has no carrier differences (decision 0021). */
export const estimateCarrierIds = [...insurerIds, 'market'] as const;
export type EstimateCarrierId = (typeof estimateCarrierIds)[number];

/** One carrier's prices without the factors: what `POST /api/quotes/estimate` answers by default. */
export const compactEstimateSchema = z.object({
  carrier: z.enum(estimateCarrierIds),
  /** Whole US dollars. `low` and `high` bound the monthly price where sources disagree. */
  monthly: z.number(),
  sixMonth: z.number(),
  annual: z.number(),
  low: z.number(),
  high: z.number(),
});
export type CompactEstimate = z.infer<typeof compactEstimateSchema>;

export const estimateSchema = compactEstimateSchema.extend({
  factors: z.array(estimateFactorSchema),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** What the policy covers, for the results' coverage line (dollar amounts). */
export const coverageSummarySchema = z.object({
  /** e.g. `50/100/50` (thousands) for auto liability, or null where not applicable. */
  liability: z.string().nullable(),
  comprehensiveAndCollision: z.boolean(),
  deductible: z.number().nullable(),
  /** Home dwelling, renters property or life face amount. */
  amount: z.number().nullable(),
});
export type CoverageSummary = z.infer<typeof coverageSummarySchema>;

export const estimateResultSchema = z.object({
  type: z.enum(insuranceTypes),
  state: z.string(),
  /** `carriers`: one estimate per carrier; `market`: one market range (the data has no carrier split). */
  basis: z.enum(['carriers', 'market']),
  estimates: z.array(estimateSchema),
  coverage: coverageSummarySchema,
  engineVersion: z.string(),
  /** ISO timestamp of the computation. */
  computedAt: z.string(),
  /** Dollars a year below the current premium for the cheapest estimate, when one was given. */
  yearlySavings: z.number().nullable(),
  /**
   * Present where the request named its current cover: the estimates are priced at it, and these
   * are the parts they still differ in, less cover first (issue 30). Absent on older results.
   */
  likeForLike: z.object({ differences: z.array(coverDifferenceSchema) }).optional(),
});
export type EstimateResult = z.infer<typeof estimateResultSchema>;

/** The default answer of `POST /api/quotes/estimate`: the prices, no factors (decision 0050). */
export const compactEstimateResultSchema = estimateResultSchema.extend({
  estimates: z.array(compactEstimateSchema),
});
export type CompactEstimateResult = z.infer<typeof compactEstimateResultSchema>;

/** How a source id of a factor is cited (`GET /api/estimate-sources`). */
export const estimateSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('publication'),
    publisher: z.string(),
    title: z.string(),
    /** `YYYY-MM`, `YYYY` or null (undated). */
    date: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), text: z.string() }),
]);
export type EstimateSourceEntry = z.infer<typeof estimateSourceSchema>;

export const estimateSourcesSchema = z.object({
  engineVersion: z.string(),
  sources: z.record(z.string(), estimateSourceSchema),
});
export type EstimateSources = z.infer<typeof estimateSourcesSchema>;

/** `POST /api/quotes/estimate?detail=full`: the factors of every estimate and the sources they cite. */
export const fullEstimateResultSchema = estimateResultSchema.extend({
  sources: z.record(z.string(), estimateSourceSchema),
});
export type FullEstimateResult = z.infer<typeof fullEstimateResultSchema>;

/** What `detail` of `POST /api/quotes/estimate` may ask for: `compact` (default) or `full`. */
export const estimateDetails = ['compact', 'full'] as const;
export type EstimateDetail = (typeof estimateDetails)[number];
export const estimateQuerySchema = z.object({
  detail: z.enum(estimateDetails, m('invalidValue')).optional(),
});

/** Estimates are marked out of date after this many days. */
export const estimateFreshDays = 30;

export const savedQuoteSchema = z.object({
  id: z.string(),
  type: z.enum(insuranceTypes),
  state: z.string(),
  zip: z.string(),
  /**
   * The answers as validated when saved. Not parsed again on the way out: rules that read today's
   * date (ages, a 30-year term) would refuse a request saved a year ago and turn a read into a 500.
   */
  input: z.custom<QuoteInput>((value) => typeof value === 'object' && value !== null),
  result: estimateResultSchema,
  /** The cheapest monthly estimate, for lists. */
  bestMonthly: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedQuote = z.infer<typeof savedQuoteSchema>;

/** The cheapest monthly estimate of a result (0 for a result without estimates). */
export function bestMonthlyOf(result: EstimateResult): number {
  if (result.estimates.length === 0) return 0;
  return Math.min(...result.estimates.map((estimate) => estimate.monthly));
}

/** The 404 message of a saved request that is not the caller's (or not at all). */
export const quoteNotFoundMessage = 'quoteNotFound';

export const savedQuoteListSchema = z.object({ quotes: z.array(savedQuoteSchema) });
export type SavedQuoteList = z.infer<typeof savedQuoteListSchema>;
