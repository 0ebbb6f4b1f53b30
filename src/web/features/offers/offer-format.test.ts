import { describe, expect, it } from 'vitest';
import { formatPremium, spanOfMinutes, timeLeft } from './offer-format';

describe('spanOfMinutes', () => {
  it('reads in minutes, then hours, then days', () => {
    expect(spanOfMinutes(0)).toEqual({ unit: 'minutes', count: 0 });
    expect(spanOfMinutes(45.4)).toEqual({ unit: 'minutes', count: 45 });
    expect(spanOfMinutes(119)).toEqual({ unit: 'minutes', count: 119 });
    expect(spanOfMinutes(120)).toEqual({ unit: 'hours', count: 2 });
    expect(spanOfMinutes(47 * 60)).toEqual({ unit: 'hours', count: 47 });
    expect(spanOfMinutes(3 * 24 * 60)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('timeLeft', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('rounds down and never promises more than is left', () => {
    expect(timeLeft('2026-03-31T11:59:00Z', now)).toEqual({ unit: 'days', count: 29 });
    expect(timeLeft('2026-03-03T11:00:00Z', now)).toEqual({ unit: 'hours', count: 47 });
    expect(timeLeft('2026-03-01T13:59:30Z', now)).toEqual({ unit: 'minutes', count: 119 });
    expect(timeLeft('2026-03-01T12:00:20Z', now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('answers null once the offer has expired', () => {
    expect(timeLeft('2026-03-01T12:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-02-01T00:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});

describe('formatPremium', () => {
  it('shows cents only when there are any', () => {
    expect(formatPremium(98.5, 'en')).toBe('$98.50');
    expect(formatPremium(1200, 'en')).toBe('$1,200');
    expect(formatPremium(1200, 'es')).toBe('$1,200');
  });
});
