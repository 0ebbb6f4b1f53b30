import { renewalReminderDays } from '../../../shared/contracts/profiles';

const dayMs = 86_400_000;

/** The person's calendar date (their own time zone) as YYYY-MM-DD. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function utcDay(isoDate: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? null : time / dayMs;
}

/** Whole calendar days from `today` to `date` (both YYYY-MM-DD); negative once it has passed. */
export function daysBetween(today: string, date: string): number | null {
  const from = utcDay(today);
  const to = utcDay(date);
  return from === null || to === null ? null : Math.round(to - from);
}

/**
 * Days left before the renewal when it falls within the reminder window (today counts as 0),
 * otherwise null: no renewal date, one that has passed, or one further away than the window.
 */
export function renewalDaysLeft(
  renewalDate: string | null,
  today: string,
  windowDays: number = renewalReminderDays,
): number | null {
  if (!renewalDate) return null;
  const days = daysBetween(today, renewalDate);
  if (days === null || days < 0 || days > windowDays) return null;
  return days;
}
