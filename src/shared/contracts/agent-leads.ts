import { z } from 'zod';
import { languages } from '../languages';
import type { ValidationMessageKey } from '../validation-messages';
import { consentModes, leadStatuses, sharedFields } from './consents';
import { licenceLines } from './licences';
import { offerSchema } from './offers';
import { contactPreferences } from './profiles';
import { estimateResultSchema } from './quotes';

/** Leads as their agent reads and answers them (issue 10). */
const m = (key: ValidationMessageKey) => ({ message: key });

export const passReasonMaxLength = 300;

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
  contactPreference: z.enum(contactPreferences),
  language: z.enum(languages),
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

export const agentPerformanceSchema = z.object({
  medianFirstReplyMinutes: z.number().nullable(),
  offersSent: z.number().int().nonnegative(),
  offersAccepted: z.number().int().nonnegative(),
  /** Accepted / answered-or-open offers of the last 30 days, 0..1; null without offers. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
});
export type AgentPerformance = z.infer<typeof agentPerformanceSchema>;
