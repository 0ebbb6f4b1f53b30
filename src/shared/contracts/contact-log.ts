import { z } from 'zod';
import { languages } from '../languages';
import { agentCardSchema, consentModes, leadStatuses, sharedFields } from './consents';
import { licenceLines } from './licences';

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
  /** The agent recorded that the consumer asked not to be contacted: its access ended (0125). */
  'do_not_contact',
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
  language: z.enum(languages),
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
