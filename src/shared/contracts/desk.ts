import { z } from 'zod';
import { calendarDate } from '../calendar-date';

/** The agent's desk, part 2 (issue 29, items 4 and 6): follow-up tasks and won policies. */

/** What a task is; `renewal` is the "review renewal" task made by itself before a renewal. */
export const taskKinds = ['call', 'message', 'email', 'other', 'renewal'] as const;
export type TaskKind = (typeof taskKinds)[number];
/** The kinds an agent picks by hand. */
export const manualTaskKinds = ['call', 'message', 'email', 'other'] as const;

export const taskNoteMaxLength = 1000;
/** Days before a renewal that a "review renewal" task is made (once each). */
export const renewalTaskDays = [45, 15] as const;
export const policyTerms = [6, 12] as const;
export const policyPremiumMax = 1_000_000;
/** The dates a policy may name (PostgreSQL refuses year 0; `Date.UTC` reads 0-99 as 1900s). */
export const policyDateFrom = '1990-01-01';
export const policyDateTo = '2100-12-31';

const m = (message: string) => ({ message });

/** A local wall-clock time in the agent's time zone: the server turns it into UTC. */
export const localDueSchema = z.object({
  date: calendarDate('taskDateInvalid'),
  time: z.string(m('taskTimeInvalid')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('taskTimeInvalid')),
});
export type LocalDue = z.infer<typeof localDueSchema>;

export const taskInputSchema = z.object({
  leadId: z.string(m('taskLeadInvalid')).min(1, m('taskLeadInvalid')).max(64),
  kind: z.enum(manualTaskKinds, m('taskKindInvalid')),
  note: z.string().trim().max(taskNoteMaxLength, m('tooLong')).default(''),
  due: localDueSchema,
});
export type TaskInput = z.input<typeof taskInputSchema>;

export const taskUpdateSchema = z
  .object({
    /** Done (true) or open again (false). */
    done: z.boolean().optional(),
    /** Reschedule (or snooze) to this local time. */
    due: localDueSchema.optional(),
    /** Snooze this many minutes from now. */
    snoozeMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .optional(),
    note: z.string().trim().max(taskNoteMaxLength, m('tooLong')).optional(),
    kind: z.enum(manualTaskKinds, m('taskKindInvalid')).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), m('taskNothing'));
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  kind: z.enum(taskKinds),
  note: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  customer: z.string(),
  line: z.string(),
  state: z.string(),
  /** The renewal a `renewal` task is about. */
  renewalDate: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({
  tasks: z.array(taskSchema),
  /** The agent's IANA time zone (notification settings) and whether they set it. */
  timeZone: z.string(),
  timeZoneSet: z.boolean(),
});
export type TaskList = z.infer<typeof taskListSchema>;

export const taskListQuerySchema = z.object({
  leadId: z.string().max(64).optional(),
  /** open (default): not done; all: done too (the last 30 days). */
  status: z.enum(['open', 'all']).default('open'),
});

export const taskFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer that made it: the secret address is never shown again. */
  url: z.string().nullable(),
});
export type TaskFeed = z.infer<typeof taskFeedSchema>;

export const policyInputSchema = z
  .object({
    leadId: z.string(m('taskLeadInvalid')).min(1, m('taskLeadInvalid')).max(64),
    carrier: z
      .string(m('carrierRequired'))
      .trim()
      .min(1, m('carrierRequired'))
      .max(100, m('tooLong')),
    policyNumber: z.string().trim().max(60, m('tooLong')).optional().default(''),
    effectiveDate: calendarDate('effectiveDateInvalid'),
    termMonths: z.union([z.literal(6), z.literal(12)], m('termInvalid')),
    /** Dollars for the term. */
    premium: z
      .number(m('policyPremiumInvalid'))
      .min(1, m('policyPremiumInvalid'))
      .max(policyPremiumMax, m('policyPremiumInvalid')),
    /** Optional: the renewal date if it is not effective + term; never before the effective date. */
    renewalDate: calendarDate('renewalDateInvalid').optional(),
  })
  .refine((body) => body.effectiveDate >= policyDateFrom && body.effectiveDate <= policyDateTo, {
    message: 'effectiveDateInvalid',
    path: ['effectiveDate'],
  })
  .refine((body) => !body.renewalDate || body.renewalDate <= policyDateTo, {
    message: 'renewalDateInvalid',
    path: ['renewalDate'],
  })
  .refine((body) => !body.renewalDate || body.renewalDate > body.effectiveDate, {
    message: 'renewalBeforeEffective',
    path: ['renewalDate'],
  });
export type PolicyInput = z.input<typeof policyInputSchema>;

export const policySchema = z.object({
  id: z.string(),
  leadId: z.string(),
  carrier: z.string(),
  policyNumber: z.string().nullable(),
  effectiveDate: z.string(),
  termMonths: z.number(),
  premium: z.number(),
  renewalDate: z.string(),
  customer: z.string(),
  line: z.string(),
  state: z.string(),
  createdAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const policyListSchema = z.object({ policies: z.array(policySchema) });

/** A policy as its consumer sees it in their profile. */
export const consumerPolicySchema = z.object({
  id: z.string(),
  carrier: z.string(),
  policyNumber: z.string().nullable(),
  effectiveDate: z.string(),
  termMonths: z.number(),
  premium: z.number(),
  renewalDate: z.string(),
  line: z.string(),
  agent: z.string(),
});
export const consumerPolicyListSchema = z.object({ policies: z.array(consumerPolicySchema) });
export type ConsumerPolicy = z.infer<typeof consumerPolicySchema>;

/** The renewal date: effective date plus the term, the same day of the month (or the month's last). */
export function renewalDateOf(effectiveDate: string, termMonths: number): string {
  const [year, month, day] = effectiveDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + termMonths, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`;
}
