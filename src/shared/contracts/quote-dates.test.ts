import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageOn, todayIso } from './quotes';

describe('ageOn and todayIso (on every quote request)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts whole years, one less before the birthday', () => {
    expect(ageOn('1986-04-02', '2026-04-02')).toBe(40);
    expect(ageOn('1986-04-02', '2026-04-01')).toBe(39);
    expect(ageOn('1986-04-02', '2026-12-31')).toBe(40);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
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
