import { z } from 'zod';
import { roles } from '../roles';
import type { ValidationMessageKey } from '../validation-messages';
import { licenceLines, lineReviewStatuses } from './licences';

/** The operator's console (issue 31): people, suspension, revocation, figures, the audit log. */
const m = (key: ValidationMessageKey) => ({ message: key });

export const accountStatuses = ['active', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What the audit log records; one list, read by the console's labels too. */
export const auditActions = [
  'user_suspended',
  'user_reinstated',
  'licence_line_revoked',
  'figures_downloaded',
  'review_hidden',
  'consumer_cleared_for_matching',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const reasonMaxLength = 1000;

const reasonSchema = z
  .string(m('adminReasonRequired'))
  .trim()
  .min(3, m('adminReasonRequired'))
  .max(reasonMaxLength, m('tooLong'));

export const peopleSearchQuerySchema = z.object({
  q: z.string(m('invalidValue')).trim().min(1, m('adminSearchRequired')).max(200, m('tooLong')),
});

export const personSummarySchema = z.object({
  id: z.uuid(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  npn: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peopleSearchResultSchema = z.object({ items: z.array(personSummarySchema) });
export type PeopleSearchResult = z.infer<typeof peopleSearchResultSchema>;

export const auditEventSchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  targetUserId: z.uuid().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogSchema = z.object({ items: z.array(auditEventSchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;

export const personDetailSchema = personSummarySchema.extend({
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  emailConfirmed: z.boolean(),
  signIns: z.array(z.object({ at: z.string() })),
  devices: z.array(
    z.object({
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  licences: z.array(
    z.object({
      state: z.string(),
      line: z.enum(licenceLines),
      status: z.enum(lineReviewStatuses),
    }),
  ),
  /** Counts by status: as the agent (received) or the consumer (their requests' leads). */
  leads: z.record(z.string(), z.number()),
  offers: z.record(z.string(), z.number()),
  audit: z.array(auditEventSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const suspensionInputSchema = z.object({ reason: reasonSchema });
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

export const revocationInputSchema = z.object({
  state: z.string(m('invalidValue')).regex(/^[A-Z]{2}$/, m('invalidValue')),
  line: z.enum(licenceLines, m('invalidValue')),
  reason: reasonSchema,
});
export type RevocationInput = z.infer<typeof revocationInputSchema>;

export const figuresQuerySchema = z.object({
  days: z.enum(['7', '30'], m('invalidValue')).default('7'),
});

export const figuresSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  requestsPerDay: z.array(
    z.object({ day: z.string(), requests: z.number(), consents: z.number() }),
  ),
  requests: z.number(),
  consents: z.number(),
  /** Consents over requests made in the period, 0 to 1; null with no requests. */
  consentRate: z.number().nullable(),
  byStateAndLine: z.array(
    z.object({ state: z.string(), line: z.string(), matched: z.number(), unmatched: z.number() }),
  ),
  /** Seconds from a lead's delivery to the agent's first answer; null with no answers. */
  firstContactMedianSeconds: z.number().nullable(),
  firstContactP90Seconds: z.number().nullable(),
  offers: z.number(),
  offersAccepted: z.number(),
  withdrawals: z.number(),
  /**
   * Re-shop mails (issue 30, section 4) sent in the period, and how many of them were opened: the
   * comparison opened from the mail's (or push's) link, or the bell item read. No tracking pixel.
   */
  reshopSent: z.number(),
  reshopOpened: z.number(),
});
export type Figures = z.infer<typeof figuresSchema>;
