import { localeOf } from '../../lib/format';

/** A UTC instant as the agent reads it, in their own zone ('Mar 4, 2026, 9:00 AM'). */
export function formatInZone(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as words, read as that day wherever the reader is. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The browser's own zone (the first guess of the agent's). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
}
