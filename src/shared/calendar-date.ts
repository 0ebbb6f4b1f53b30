import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD. `Date` rolls an impossible day over
 * (2026-11-31 reads as 1 December, 2026-02-29 as 1 March): the day must come back unchanged.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Arithmetic, no Date: this runs on every quote request (the estimate hot path, decision 0050).
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** The one schema of a day a person types (offer expiry, birth and renewal dates). */
export const calendarDate = (key: ValidationMessageKey) =>
  z.string({ message: key }).refine(isCalendarDate, { message: key });
