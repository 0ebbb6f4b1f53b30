import { z } from 'zod';
import { type InsuranceType, insuranceTypes } from '../insurance-types';
import { type StateCode, stateCodes } from '../states/state-names';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * An agent's lead flow (issue 31, 2.17; decision 0094): which of its licensed lines, states and
 * ZIPs it receives, when, how many a day, and whether it is paused. Matching applies every one of
 * them in its query (src/server/modules/leads/matching.ts). The form and `PUT /api/agent/lead-flow`
 * share `leadFlowInputSchema`.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const leadFlowZipsMax = 200;
export const leadFlowCapMax = 500;

/** ISO weekdays: 1 Monday ... 7 Sunday (Postgres `extract(isodow ...)`). */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

/** `HH:MM`, 00:00 to 23:59; an end may also be 24:00 (the end of the day). */
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const isClockTime = (value: string) => clockPattern.test(value);
const isEndTime = (value: string) => value === '24:00' || clockPattern.test(value);

/** A name the runtime's time-zone database knows (`America/Chicago`, `UTC`). */
export function isKnownTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const hasNoDuplicates = (values: readonly unknown[]) => new Set(values).size === values.length;

export const workingHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(1, m('invalidValue')).max(7, m('invalidValue')))
      .min(1, m('leadFlowDaysRequired'))
      .refine(hasNoDuplicates, m('invalidValue')),
    from: z.string().refine(isClockTime, m('leadFlowTimeInvalid')),
    to: z.string().refine(isEndTime, m('leadFlowTimeInvalid')),
  })
  .superRefine((hours, context) => {
    // Zero-padded HH:MM compare as text; overnight shifts are two settings, not one (0094).
    if (isClockTime(hours.from) && isEndTime(hours.to) && hours.from >= hours.to) {
      context.addIssue({ code: 'custom', path: ['to'], ...m('leadFlowFromAfterTo') });
    }
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const leadFlowInputSchema = z.object({
  /** The lines it receives; [] = every line of its licence record. */
  lines: z
    .array(z.enum(insuranceTypes, m('invalidValue')))
    .max(insuranceTypes.length, m('invalidValue'))
    .refine(hasNoDuplicates, m('invalidValue')),
  /** The states it receives; [] = every state of its licence record. */
  states: z
    .array(z.enum(stateCodes as [StateCode, ...StateCode[]], m('stateInvalid')))
    .max(stateCodes.length, m('invalidValue'))
    .refine(hasNoDuplicates, m('invalidValue')),
  /** ZIP codes (5 digits) or prefixes (3 or 4) a request's ZIP must start with; [] = any. */
  zipPrefixes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{3,5}$/, m('leadFlowZipInvalid')),
    )
    .max(leadFlowZipsMax, m('leadFlowZipsTooMany'))
    .transform((values) => [...new Set(values)]),
  /** null = at any time. */
  workingHours: workingHoursSchema.nullable(),
  /** The zone of the working hours and of the daily limit's day. */
  timeZone: z.string().trim().refine(isKnownTimeZone, m('leadFlowTimeZoneInvalid')),
  /** New leads a day at most; null = no limit. */
  dailyCap: z
    .number(m('leadFlowCapInvalid'))
    .int(m('leadFlowCapInvalid'))
    .min(1, m('leadFlowCapInvalid'))
    .max(leadFlowCapMax, m('leadFlowCapInvalid'))
    .nullable(),
  /** No new leads at all; the same switch as the portal's 'Unavailable' status. */
  paused: z.boolean(),
});
export type LeadFlowInput = z.input<typeof leadFlowInputSchema>;

export const leadFlowSchema = z.object({
  lines: z.array(z.enum(insuranceTypes)),
  states: z.array(z.string()),
  zipPrefixes: z.array(z.string()),
  workingHours: z
    .object({ days: z.array(z.number().int()), from: z.string(), to: z.string() })
    .nullable(),
  timeZone: z.string(),
  dailyCap: z.number().int().nullable(),
  paused: z.boolean(),
  /** False until the agent first saves its lead flow (the time zone is then the browser's). */
  saved: z.boolean(),
  /** The verified (state, line) pairs of its licence record: what it may receive at all. */
  verified: z.array(z.object({ state: z.string(), line: z.enum(insuranceTypes) })),
  /** New leads since the start of today in `timeZone`, against `dailyCap`. */
  leadsToday: z.number().int(),
});
export type LeadFlow = z.infer<typeof leadFlowSchema>;
export type LeadFlowLine = InsuranceType;
