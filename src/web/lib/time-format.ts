import { useEffect, useState } from 'react';
import { localeOf } from './format';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How far a moment is from now in the reader's language: 'now', '5 minutes ago', 'in 3 hours',
 * 'yesterday'. Rounded to the unit that reads naturally, so a list of leads reads at a glance.
 */
export function formatRelative(iso: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const ms = Date.parse(iso) - now.getTime();
  const size = Math.abs(ms);
  if (size < minuteMs) return format.format(0, 'second');
  if (size < hourMs) return format.format(Math.trunc(ms / minuteMs), 'minute');
  if (size < dayMs) return format.format(Math.trunc(ms / hourMs), 'hour');
  return format.format(Math.trunc(ms / dayMs), 'day');
}

/** A length of time from minutes: '45 minutes', '3 hours', '2 days' (whole units, rounded). */
export function formatMinutes(minutes: number, language: string): string {
  const whole = Math.max(0, Math.round(minutes));
  const [value, unit] =
    whole < 120
      ? [whole, 'minute']
      : whole < 48 * 60
        ? [Math.round(whole / 60), 'hour']
        : [Math.round(whole / (24 * 60)), 'day'];
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/** A calendar day without a time ('Mar 4, 2026'), read in UTC like the offer's expiry date. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The current time, renewed every `intervalMs`, so that '5 minutes ago' keeps telling the truth. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
