import { z } from 'zod';
import { calendarDate } from '../calendar-date';
import { appLanguages } from '../languages';
import type { ValidationMessageKey } from '../validation-messages';
import { providerSchema } from './agency';
import { agentLanguages, licenceLines } from './licences';
import { estimateResultSchema } from './quotes';

/**
 * Consent, leads, offers and the contact log (issue 10). A consumer's saved request reaches at
 * most `maxAgentsPerRequest` agents at once, only through a consent; agents answer with offers.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const maxAgentsPerRequest = 3;
export const offerDefaultExpiryDays = 30;
export const offerMaxExpiryDays = 60;
export const offerMaxPremium = 100_000;
export const passReasonMaxLength = 300;
export const offerDescriptionMaxLength = 2000;

/** What a consent shares with an agent; e-mail and phone only when the contact preference says so. */
export const sharedFields = [
  'name',
  'zipAndState',
  'answers',
  'estimates',
  'email',
  'phone',
] as const;
export type SharedField = (typeof sharedFields)[number];

/** Consent: `{mode:'auto'}` (the system matches) or `{agentIds}` (picked among the matches). */
export const consentInputSchema = z
  .object({
    mode: z.literal('auto', m('consentModeInvalid')).optional(),
    agentIds: z
      .array(z.uuid(m('agentNotMatched')), m('agentsRequired'))
      .min(1, m('agentsRequired'))
      .max(maxAgentsPerRequest, m('tooManyAgents'))
      .refine((ids) => new Set(ids).size === ids.length, m('tooManyAgents'))
      .optional(),
  })
  .refine(
    (input) => (input.mode === undefined) !== (input.agentIds === undefined),
    m('consentModeInvalid'),
  );
export type ConsentInput = z.infer<typeof consentInputSchema>;

/** An agent as consumers see them before and after sharing: never an e-mail or a last name. */
export const agentCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  /** Who the agent's offers come from: a proven insurer, or a self-declared agency (decision 0045). */
  provider: providerSchema.nullable(),
  /** States with a verified licence: the 'Licensed in TX' badge. */
  verifiedStates: z.array(z.string()),
  languages: z.array(z.enum(agentLanguages)),
  bio: z.string(),
  /** Median minutes from a lead to the first answer, last 30 days; null without answers. */
  medianFirstReplyMinutes: z.number().nullable(),
  offersAccepted: z.number().int().nonnegative(),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

/** `GET /api/quotes/:id/matches`: who would receive the request, and the consent as worded. */
export const matchListSchema = z.object({
  agents: z.array(agentCardSchema),
  scope: z.array(z.enum(sharedFields)),
  /** The sentence the consumer agrees to; stored with the consent as shown. */
  wording: z.string(),
});
export type MatchList = z.infer<typeof matchListSchema>;

/** How a request's agents were chosen: matched by the system, or picked by the consumer. */
export const consentModes = ['auto', 'picked'] as const;
export type ConsentMode = (typeof consentModes)[number];

export const leadStatuses = [
  'pending',
  'accepted',
  'passed',
  'expired',
  'withdrawn',
  /** The request was edited into a state or line the agent is not licensed for (decision 0036). */
  'closed',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadCloseReasons = ['request_changed'] as const;
export type LeadCloseReason = (typeof leadCloseReasons)[number];

/** One agent a request was shared with, as its consumer sees it. */
export const sharedWithSchema = z.object({
  leadId: z.string(),
  agent: agentCardSchema,
  status: z.enum(leadStatuses),
  /** Why a `closed` lead closed; null otherwise. */
  closeReason: z.enum(leadCloseReasons).nullable(),
  sharedAt: z.string(),
  respondBy: z.string().nullable(),
});
export type SharedWith = z.infer<typeof sharedWithSchema>;

/** `GET /api/quotes/:id/consents` and the answer of `POST`: the consent and who has the data. */
export const requestSharingSchema = z.object({
  consent: z
    .object({
      id: z.string(),
      mode: z.enum(consentModes),
      scope: z.array(z.enum(sharedFields)),
      wording: z.string(),
      createdAt: z.string(),
      withdrawnAt: z.string().nullable(),
    })
    .nullable(),
  sharedWith: z.array(sharedWithSchema),
  /** Auto mode: how many more agents the request still waits for (0 to 3). */
  waitingFor: z.number().int().min(0).max(maxAgentsPerRequest),
});
export type RequestSharing = z.infer<typeof requestSharingSchema>;

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

export const passInputSchema = z.object({
  reason: z
    .string(m('passReasonRequired'))
    .trim()
    .min(3, m('passReasonRequired'))
    .max(passReasonMaxLength, m('tooLong')),
});
export type PassInput = z.infer<typeof passInputSchema>;

/** The customer as a consent shares them: e-mail and phone only when in scope. */
export const sharedCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  zip: z.string(),
  state: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactPreference: z.enum(['in_app', 'email', 'phone']),
  language: z.enum(agentLanguages),
});
export type SharedCustomer = z.infer<typeof sharedCustomerSchema>;

export const leadSummarySchema = z.object({
  id: z.string(),
  status: z.enum(leadStatuses),
  mode: z.enum(consentModes),
  line: z.enum(licenceLines),
  state: z.string(),
  zip: z.string(),
  customerName: z.string(),
  bestMonthly: z.number(),
  receivedAt: z.string(),
  respondBy: z.string().nullable(),
  offers: z.number().int().nonnegative(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;
export const leadListSchema = z.object({ leads: z.array(leadSummarySchema) });
export type LeadList = z.infer<typeof leadListSchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  customer: sharedCustomerSchema,
  scope: z.array(z.enum(sharedFields)),
  /** The request's answers as saved (shared only under the `answers` scope). */
  answers: z.record(z.string(), z.unknown()),
  result: estimateResultSchema,
  passReason: z.string().nullable(),
  offerList: z.array(offerSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** Contact-log entries: what an agent did with a consumer's data. */
export const contactEventKinds = [
  'lead_delivered',
  'profile_viewed',
  'lead_accepted',
  'lead_passed',
  'lead_expired',
  'offer_sent',
  'offer_withdrawn',
  'access_withdrawn',
  'message_sent',
  /** A voice call between them, either way, answered or not. */
  'call',
] as const;
export type ContactEventKind = (typeof contactEventKinds)[number];

/** A consent as given: kept as the consumer's proof after the request is deleted (decision 0042). */
export const consentRecordSchema = z.object({
  id: z.string(),
  /** Null once the request was deleted. */
  quoteId: z.string().nullable(),
  line: z.enum(licenceLines),
  state: z.string(),
  mode: z.enum(consentModes),
  scope: z.array(z.enum(sharedFields)),
  wording: z.string(),
  language: z.enum(appLanguages),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const contactLogSchema = z.object({
  agents: z.array(
    z.object({
      /** The agent as consumers saw them; once their account is closed, as they were then. */
      agent: agentCardSchema,
      /** The agent closed their account since. */
      accountClosed: z.boolean(),
      /** The agent's access to this consumer's data right now. */
      hasAccess: z.boolean(),
      since: z.string(),
      requests: z.array(
        z.object({
          consentId: z.string().nullable(),
          /** Null once the request was deleted. */
          quoteId: z.string().nullable(),
          line: z.enum(licenceLines),
          leadStatus: z.enum(leadStatuses),
        }),
      ),
      events: z.array(
        z.object({
          kind: z.enum(contactEventKinds),
          quoteId: z.string().nullable(),
          at: z.string(),
        }),
      ),
    }),
  ),
  /** Every consent the consumer gave, with its wording, newest first. */
  consents: z.array(consentRecordSchema),
});
export type ContactLog = z.infer<typeof contactLogSchema>;

export const agentPerformanceSchema = z.object({
  medianFirstReplyMinutes: z.number().nullable(),
  offersSent: z.number().int().nonnegative(),
  offersAccepted: z.number().int().nonnegative(),
  /** Accepted / answered-or-open offers of the last 30 days, 0..1; null without offers. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
});
export type AgentPerformance = z.infer<typeof agentPerformanceSchema>;

const consentTexts = {
  en: {
    fields: {
      name: 'your name',
      zipAndState: 'your ZIP code and state',
      answers: "this request's answers",
      estimates: 'its estimates',
      email: 'your e-mail address',
      phone: 'your phone number',
    },
    sentence: (fields: string) =>
      `I agree that Lion Insurance shares ${fields} with at most 3 licensed agents, so that they can send me offers. I can withdraw their access at any time on my profile.`,
    and: 'and',
  },
  es: {
    fields: {
      name: 'su nombre',
      zipAndState: 'su código postal y estado',
      answers: 'las respuestas de esta solicitud',
      estimates: 'sus estimaciones',
      email: 'su correo electrónico',
      phone: 'su número de teléfono',
    },
    sentence: (fields: string) =>
      `Acepto que Lion Insurance comparta ${fields} con un máximo de 3 agentes con licencia, para que me envíen ofertas. Puedo retirarles el acceso en cualquier momento desde mi perfil.`,
    and: 'y',
  },
} as const;

/** The consent sentence for a scope, in the consumer's language (shown and stored alike). */
export function consentWording(language: 'en' | 'es', scope: readonly SharedField[]): string {
  const texts = consentTexts[language];
  const names = scope.map((field) => texts.fields[field]);
  const fields =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${texts.and} ${names.at(-1)}`;
  return texts.sentence(fields);
}

/** What a consent shares: never e-mail or phone unless the contact preference asks for it. */
export function consentScope(
  contactPreference: 'in_app' | 'email' | 'phone',
  hasPhone: boolean,
): SharedField[] {
  const scope: SharedField[] = ['name', 'zipAndState', 'answers', 'estimates'];
  if (contactPreference === 'email') scope.push('email');
  if (contactPreference === 'phone' && hasPhone) scope.push('phone');
  return scope;
}

/** The consumer's monthly figure of a premium, to set beside the estimates. */
export function monthlyOf(premium: number, period: PremiumPeriod): number {
  const divisor = period === 'monthly' ? 1 : period === 'six_month' ? 6 : 12;
  return Math.round((premium / divisor) * 100) / 100;
}
