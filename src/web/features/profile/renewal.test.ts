import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, localIsoDate, renewalDaysLeft } from './renewal';

describe('renewalDaysLeft', () => {
  it('counts calendar days to a renewal inside the 45-day window', () => {
    expect(renewalDaysLeft('2026-03-21', '2026-03-01')).toBe(20);
    expect(renewalDaysLeft('2026-03-01', '2026-03-01')).toBe(0);
    expect(renewalDaysLeft('2026-04-15', '2026-03-01')).toBe(45);
  });

  it('stays quiet without a date, after the date and beyond the window', () => {
    expect(renewalDaysLeft(null, '2026-03-01')).toBeNull();
    expect(renewalDaysLeft('2026-02-28', '2026-03-01')).toBeNull();
    expect(renewalDaysLeft('2026-04-16', '2026-03-01')).toBeNull();
    expect(renewalDaysLeft('not-a-date', '2026-03-01')).toBeNull();
  });

  it('crosses month, leap-day and daylight-saving boundaries by whole days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-12-20', '2027-01-03')).toBe(14);
  });

  it('answers N for a date N days after today, for any N in the window', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 45 }),
        (start, offset) => {
          const today = start.toISOString().slice(0, 10);
          const renewal = new Date(start.getTime() + offset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          return renewalDaysLeft(renewal, today) === offset;
        },
      ),
    );
  });
});

describe('localIsoDate', () => {
  it('writes the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
