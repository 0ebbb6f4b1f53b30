import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';
import { licenceLines } from './licences';

/** Bad leads (issue 29, item 7; decisions 0125-0127): an agent's report, the operator's view. */
const m = (key: ValidationMessageKey) => ({ message: key });

/** Why an agent reports a lead; `do_not_contact` also withdraws the agent at once. */
export const leadReportReasons = [
  'unreachable',
  'duplicate',
  'outside_licence',
  'fake_details',
  'do_not_contact',
] as const;
export type LeadReportReason = (typeof leadReportReasons)[number];

export const leadReportNoteMaxLength = 500;

/** Reports by this many different agents hold a consumer's requests out of matching. */
export const reportsBeforeReview = 3;

export const leadReportInputSchema = z.object({
  reason: z.enum(leadReportReasons, m('leadReportReasonRequired')),
  note: z
    .string(m('invalidValue'))
    .trim()
    .max(leadReportNoteMaxLength, m('leadReportNoteTooLong'))
    .default(''),
});
export type LeadReportInput = z.input<typeof leadReportInputSchema>;

export const leadReportSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  reason: z.enum(leadReportReasons),
  note: z.string(),
  createdAt: z.string(),
  /** The agent's access ended with the report (asked not to be contacted). */
  withdrawn: z.boolean(),
});
export type LeadReport = z.infer<typeof leadReportSchema>;

const reasonCountsSchema = z.record(z.enum(leadReportReasons), z.number().int());

export const reportedConsumerSchema = z.object({
  consumerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reports: z.number().int(),
  /** Different agents who reported since the last clearance: held at `reportsBeforeReview`. */
  agentsSinceCleared: z.number().int(),
  held: z.boolean(),
  duplicateRequests: z.number().int(),
  lastReportAt: z.string(),
  lastClearedAt: z.string().nullable(),
  reasons: reasonCountsSchema,
});
export type ReportedConsumer = z.infer<typeof reportedConsumerSchema>;

export const reportingAgentSchema = z.object({
  agentId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reports: z.number().int(),
  lastReportAt: z.string(),
  reasons: reasonCountsSchema,
});
export type ReportingAgent = z.infer<typeof reportingAgentSchema>;

export const adminReportItemSchema = z.object({
  id: z.uuid(),
  consumerId: z.uuid(),
  consumerName: z.string(),
  agentId: z.uuid(),
  agentName: z.string(),
  line: z.enum(licenceLines),
  reason: z.enum(leadReportReasons),
  note: z.string(),
  createdAt: z.string(),
});
export type AdminReportItem = z.infer<typeof adminReportItemSchema>;

export const adminReportsSchema = z.object({
  consumers: z.array(reportedConsumerSchema),
  agents: z.array(reportingAgentSchema),
  recent: z.array(adminReportItemSchema),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;
