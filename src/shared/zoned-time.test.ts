import { describe, expect, it } from 'vitest';
import { presetWallTime, utcToWallTime, wallTimeToUtc } from './zoned-time';

describe('wall times in a time zone', () => {
  const ny = 'America/New_York';
  it('keeps 09:00 in New York either side of both daylight-saving changes', () => {
    // 2027: summer time from 14 March, back on 7 November.
    expect(wallTimeToUtc({ date: '2027-03-13', time: '09:00' }, ny).toISOString()).toBe(
      '2027-03-13T14:00:00.000Z',
    );
    expect(wallTimeToUtc({ date: '2027-03-15', time: '09:00' }, ny).toISOString()).toBe(
      '2027-03-15T13:00:00.000Z',
    );
    expect(wallTimeToUtc({ date: '2027-11-06', time: '09:00' }, ny).toISOString()).toBe(
      '2027-11-06T13:00:00.000Z',
    );
    expect(wallTimeToUtc({ date: '2027-11-08', time: '09:00' }, ny).toISOString()).toBe(
      '2027-11-08T14:00:00.000Z',
    );
  });
  it('reads a time skipped by the spring change as the hour after, and round-trips', () => {
    expect(wallTimeToUtc({ date: '2027-03-14', time: '02:30' }, ny).toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    const at = new Date('2027-07-04T16:45:00Z');
    expect(utcToWallTime(at, ny)).toMatchObject({ date: '2027-07-04', time: '12:45' });
    expect(wallTimeToUtc({ date: '2027-07-04', time: '12:45' }, 'Asia/Kolkata').toISOString()).toBe(
      '2027-07-04T07:15:00.000Z',
    );
  });
  it('works out the presets in the agent’s zone', () => {
    // Friday 2027-01-15, 23:30 in New York (04:30 UTC on the 16th).
    const now = new Date('2027-01-16T04:30:00Z');
    expect(presetWallTime('tomorrowNine', now, ny)).toEqual({ date: '2027-01-16', time: '09:00' });
    expect(presetWallTime('nextMondayNine', now, ny)).toEqual({
      date: '2027-01-18',
      time: '09:00',
    });
    expect(presetWallTime('inOneHour', now, ny)).toEqual({ date: '2027-01-16', time: '00:30' });
    // On a Monday, next Monday is a week on.
    expect(presetWallTime('nextMondayNine', new Date('2027-01-18T15:00:00Z'), ny)).toEqual({
      date: '2027-01-25',
      time: '09:00',
    });
  });
});
