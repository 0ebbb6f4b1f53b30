import { describe, expect, it } from 'vitest';
import { formatMinutes, formatRelative } from './time-format';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelative', () => {
  it('reads as now under a minute, then minutes, hours and days', () => {
    expect(formatRelative(ago(20_000), now, 'en')).toBe('now');
    expect(formatRelative(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(formatRelative(ago(24 * 3_600_000), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(-23 * 3_600_000), now, 'en')).toBe('in 23 hours');
  });

  it('speaks Spanish', () => {
    expect(formatRelative(ago(5 * 60_000), now, 'es')).toBe('hace 5 minutos');
  });
});

describe('formatMinutes', () => {
  it('uses minutes under 2 hours, hours under 2 days, then days', () => {
    expect(formatMinutes(0, 'en')).toBe('0 minutes');
    expect(formatMinutes(45.4, 'en')).toBe('45 minutes');
    expect(formatMinutes(150, 'en')).toBe('3 hours');
    expect(formatMinutes(3 * 24 * 60, 'en')).toBe('3 days');
    expect(formatMinutes(45, 'es')).toBe('45 minutos');
  });
});
