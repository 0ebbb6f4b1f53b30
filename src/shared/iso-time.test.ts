import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTimestamp, todayIso } from './iso-time';

describe('isoTimestamp and todayIso', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the same text as toISOString for any time, in any order of days', () => {
    // Every time Date can write (years 0000-9999 and the six-digit years beyond), in random order,
    // so that the day remembered is often the wrong one.
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps whole milliseconds of a fractional time, and throws outside the range, as Date does', () => {
    fc.assert(
      fc.property(fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }), (time) => {
        expect(isoTimestamp(time)).toBe(new Date(time).toISOString());
      }),
      { numRuns: 5000 },
    );
    expect(isoTimestamp(1.5)).toBe('1970-01-01T00:00:00.001Z');
    expect(isoTimestamp(-0.5)).toBe('1970-01-01T00:00:00.000Z');
    expect(() => isoTimestamp(8.64e15 + 1)).toThrow(RangeError);
    expect(() => isoTimestamp(-Infinity)).toThrow(RangeError);
  });

  it('is exact at the edges of a day and of a second', () => {
    for (const text of [
      '2026-11-25T23:59:59.999Z',
      '2026-11-26T00:00:00.000Z',
      '2024-02-29T12:34:56.789Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
    ]) {
      expect(isoTimestamp(Date.parse(text))).toBe(text);
    }
  });

  it('throws for an invalid time, as toISOString does', () => {
    expect(() => isoTimestamp(Number.NaN)).toThrow(RangeError);
  });

  it('follows the clock across midnight, forwards and back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T23:59:59.999Z'));
    expect(todayIso()).toBe('2026-11-25');
    vi.setSystemTime(new Date('2026-11-26T00:00:00.000Z'));
    expect(todayIso()).toBe('2026-11-26');
    vi.setSystemTime(new Date('2024-02-29T12:00:00.000Z'));
    expect(todayIso()).toBe('2024-02-29');
  });
});
