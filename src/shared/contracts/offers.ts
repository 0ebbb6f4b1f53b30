import { z } from 'zod';
import { calendarDate } from '../calendar-date';
import type { ValidationMessageKey } from '../validation-messages';
import { providerSchema } from './agency';
import { agentCardSchema } from './consents';
import { licenceLines } from './licences';

/** An agent's custom quote for a lead, and the consumer's answer to it (issue 10). */
const m = (key: ValidationMessageKey) => ({ message: key });

export const offerDefaultExpiryDays = 30;
export const offerMaxExpiryDays = 60;
export const offerMaxPremium = 100_000;
export const offerDescriptionMaxLength = 2000;

/** Coverage labels of spec section 3 (the deductible is its own field). */
export const coverageKinds = [
  'liability',
  'collision',
  'comprehensive',
  'medical_payments',
  'uninsured_motorist',
  'underinsured_motorist',
  'property_damage',
  'bodily_injury',
] as const;
export type CoverageKind = (typeof coverageKinds)[number];

export const premiumPeriods = ['monthly', 'six_month', 'annual'] as const;
export type PremiumPeriod = (typeof premiumPeriods)[number];

export const offerStatuses = [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Only a real calendar day: 2026-11-31 is refused, never stored as 1 December. */
const isoDate = calendarDate('offerExpiryInvalid');

/** Days from today (UTC) to an ISO date. */
export function daysUntil(isoDay: string, now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${isoDay}T00:00:00Z`) - today) / 86_400_000);
}

export const offerInputSchema = z.object({
  /** Dollars per `period`, cents allowed. */
  premium: z
    .number(m('premiumInvalid'))
    .min(1, m('premiumInvalid'))
    .max(offerMaxPremium, m('premiumInvalid'))
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m('premiumInvalid')),
  period: z.enum(premiumPeriods, m('periodInvalid')),
  coverages: z
    .array(
      z.object({
        kind: z.enum(coverageKinds, m('coverageInvalid')),
        limit: z
          .string(m('coverageLimitInvalid'))
          .trim()
          .min(1, m('coverageLimitInvalid'))
          .max(60, m('tooLong')),
      }),
      m('coverageInvalid'),
    )
    .max(coverageKinds.length, m('coverageInvalid'))
    .refine(
      (list) => new Set(list.map((item) => item.kind)).size === list.length,
      m('coverageDuplicate'),
    ),
  deductible: z
    .number(m('deductibleInvalid'))
    .int(m('deductibleInvalid'))
    .min(0, m('deductibleInvalid'))
    .max(100_000, m('deductibleInvalid')),
  termMonths: z
    .number(m('termInvalid'))
    .int(m('termInvalid'))
    .min(1, m('termInvalid'))
    .max(360, m('termInvalid')),
  description: z
    .string(m('invalidValue'))
    .trim()
    .max(offerDescriptionMaxLength, m('tooLong'))
    .default(''),
  /** The last day the consumer can accept (UTC); default 30 days from today, at most 60. */
  expiresOn: isoDate
    .refine((value) => {
      const days = daysUntil(value);
      return days >= 1 && days <= offerMaxExpiryDays;
    }, m('offerExpiryRange'))
    .optional(),
});
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  quoteId: z.string(),
  line: z.enum(licenceLines),
  agent: agentCardSchema,
  /** The agent's provider as `agent.provider` (computed when read, never taken from the agent). */
  provider: providerSchema.nullable(),
  premium: z.number(),
  period: z.enum(premiumPeriods),
  /** The premium as a monthly figure, to compare with the estimates. */
  monthly: z.number(),
  coverages: z.array(z.object({ kind: z.enum(coverageKinds), limit: z.string() })),
  deductible: z.number().int(),
  termMonths: z.number().int(),
  description: z.string(),
  expiresAt: z.string(),
  status: z.enum(offerStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.object({ offers: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

/** The consumer's monthly figure of a premium, to set beside the estimates. */
export function monthlyOf(premium: number, period: PremiumPeriod): number {
  const divisor = period === 'monthly' ? 1 : period === 'six_month' ? 6 : 12;
  return Math.round((premium / divisor) * 100) / 100;
}
