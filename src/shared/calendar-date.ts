import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD. `Date` rolls an impossible day over
 * (2026-11-31 reads as 1 December, 2026-02-29 as 1 March): the day must come back unchanged.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The one schema of a day a person types (offer expiry, birth and renewal dates). */
export const calendarDate = (key: ValidationMessageKey) =>
  z.string({ message: key }).refine(isCalendarDate, { message: key });
