import { describe, expect, it } from 'vitest';
import { isEstimateOutOfDate } from './estimate-age';

describe('isEstimateOutOfDate', () => {
  const now = new Date('2026-05-31T12:00:00Z');
  it('keeps estimates of the last 30 days and marks older ones', () => {
    expect(isEstimateOutOfDate('2026-05-01T12:00:00Z', now)).toBe(false);
    expect(isEstimateOutOfDate('2026-05-01T11:59:59Z', now)).toBe(true);
    expect(isEstimateOutOfDate('2026-05-30T09:00:00Z', now)).toBe(false);
  });
  it('does not judge an unreadable date', () => {
    expect(isEstimateOutOfDate('yesterday', now)).toBe(false);
  });
});
