/**
 * Wall-clock times in an IANA time zone and the UTC instants they are (decision 0106): a task due
 * "09:00 in America/New_York" is stored as the instant that is 09:00 there on that day, whichever
 * side of a daylight-saving change it falls. No library: `Intl` knows the zones.
 */

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 hours */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(at: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: get('weekday'),
  };
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  const p = partsOf(new Date(whole), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The UTC instant of a wall-clock time in `timeZone`. A time skipped by a spring-forward change
 * (02:30 on that night) reads as the same time after the change (03:30).
 */
export function wallTimeToUtc(wall: WallTime, timeZone: string): Date {
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = wall.time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(asUtc, timeZone);
  const after = offsetAt(asUtc - before, timeZone);
  for (const offset of [after, before]) {
    const at = new Date(asUtc - offset);
    const back = utcToWallTime(at, timeZone);
    if (back.date === wall.date && back.time === wall.time) return at;
  }
  // In a spring-forward gap: the offset before the change, which lands after it.
  return new Date(asUtc - Math.min(before, after));
}

/** The wall-clock date and time of `at` in `timeZone`. */
export function utcToWallTime(at: Date, timeZone: string): WallTime & { weekday: number } {
  const p = partsOf(at, timeZone);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    weekday,
  };
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

export const taskPresets = ['inOneHour', 'tomorrowNine', 'nextMondayNine'] as const;
export type TaskPreset = (typeof taskPresets)[number];

/** A preset's wall time in the agent's zone: in 1 hour, tomorrow 09:00, next Monday 09:00. */
export function presetWallTime(preset: TaskPreset, now: Date, timeZone: string): WallTime {
  if (preset === 'inOneHour') {
    const { date, time } = utcToWallTime(new Date(now.getTime() + 3_600_000), timeZone);
    return { date, time };
  }
  const today = utcToWallTime(now, timeZone);
  if (preset === 'tomorrowNine') return { date: addDays(today.date, 1), time: '09:00' };
  // Next Monday: a Monday's next is a week on.
  const ahead = (8 - today.weekday) % 7 || 7;
  return { date: addDays(today.date, ahead), time: '09:00' };
}
