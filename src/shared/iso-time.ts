/**
 * ISO 8601 times without `Date.prototype.toISOString` on every call. Every estimate stamps its
 * time and checks birth dates against today; `toISOString` (a calendar split and a formatted
 * print in the engine) was a sixth of the estimate engine's time (decision 0067). The day's
 * `YYYY-MM-DD` is worked out once a day, by `toISOString` itself, and the time of day by
 * arithmetic.
 */

const msPerDay = 86_400_000;
/** The largest time Date holds, either side of 1970 (ECMAScript's time range). */
const maxTime = 8.64e15;
let day = { from: 0, until: 0, iso: '', prefix: '' };

/** The UTC day `ms` falls in. A clock set back (tests) is a new day too. */
function dayOf(ms: number): typeof day {
  if (ms >= day.until || ms < day.from) {
    const from = ms - (((ms % msPerDay) + msPerDay) % msPerDay);
    const midnight = new Date(from).toISOString();
    // YYYY-MM-DD, or ±YYYYYY-MM-DD beyond the year 9999.
    const iso = midnight.slice(0, midnight.indexOf('T'));
    day = { from, until: from + msPerDay, iso, prefix: `${iso}T` };
  }
  return day;
}

const twoDigits = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
const threeDigits = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

/** `new Date(ms).toISOString()`, the same text. */
export function isoTimestamp(time: number): string {
  // Outside Date's range (NaN included) toISOString throws; Date keeps whole milliseconds.
  if (!(Math.abs(time) <= maxTime)) return new Date(time).toISOString();
  const ms = Math.trunc(time) + 0;
  const { from, prefix } = dayOf(ms);
  const inDay = ms - from;
  const seconds = Math.floor(inDay / 1000);
  return `${prefix}${twoDigits[Math.floor(seconds / 3600)]}:${twoDigits[Math.floor(seconds / 60) % 60]}:${twoDigits[seconds % 60]}.${threeDigits[inDay % 1000]}Z`;
}

/** Today's ISO date (UTC). */
export const todayIso = (): string => dayOf(Date.now()).iso;
