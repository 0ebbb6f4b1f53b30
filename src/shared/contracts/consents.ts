import { z } from 'zod';
import { languages } from '../languages';
import type { ValidationMessageKey } from '../validation-messages';
import { providerSchema } from './agency';
import { ratingSummarySchema } from './reviews';

/**
 * Consent (issue 10): a consumer's saved request reaches at most `maxAgentsPerRequest` agents at
 * once, only through a consent; who would receive it, and who has it.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const maxAgentsPerRequest = 3;

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
  languages: z.array(z.enum(languages)),
  bio: z.string(),
  /** Median minutes from a lead to the first answer, last 30 days; null without answers. */
  medianFirstReplyMinutes: z.number().nullable(),
  offersAccepted: z.number().int().nonnegative(),
  /** Visible reviews: the count, and the average from 3 of them ('New on Lion' before). */
  rating: ratingSummarySchema,
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
export const leadCloseReasons = [
  'request_changed',
  'agent_suspended',
  'licence_revoked',
  /** The agent reported the lead (decision 0125): the request goes to other agents. */
  'reported',
] as const;
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
  /** The consumer accepted an offer: no new agent receives the request until they take it back. */
  offerAccepted: z.boolean(),
});
export type RequestSharing = z.infer<typeof requestSharingSchema>;

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
