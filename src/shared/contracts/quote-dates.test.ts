import { describe, expect, it } from 'vitest';
import { ageOn, driverSchema, lifeQuoteInputSchema } from './quotes';

describe('ageOn (on every quote request)', () => {
  it('counts whole years, one less before the birthday', () => {
    expect(ageOn('1986-04-02', '2026-04-02')).toBe(40);
    expect(ageOn('1986-04-02', '2026-04-01')).toBe(39);
    expect(ageOn('1986-04-02', '2026-12-31')).toBe(40);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});

describe('birth date rules (one check, reported as three refinements were)', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];
  const driver = (birthDate: string) =>
    messages(driverSchema.safeParse({ birthDate, record: 'clean' }));

  it('reports every rule a date breaks, text that is no date included', () => {
    expect(driver('1986-01-01')).toEqual([]);
    expect(driver('2999-01-01')).toEqual(['birthDateFuture', 'driverTooYoung']);
    expect(driver('1800-01-01')).toEqual(['birthDateInvalid']);
    expect(driver('2020-01-01')).toEqual(['driverTooYoung']);
    expect(driver('1986-02-30')).toEqual(['birthDateInvalid']);
    // An age that is not a number fails every rule, as a refinement that is not true fails.
    expect(driver('abcd-01-01')).toEqual([
      'birthDateInvalid',
      'birthDateFuture',
      'birthDateInvalid',
      'driverTooYoung',
    ]);
    // The life line's own age rule still runs after it.
    expect(messages(lifeQuoteInputSchema.shape.birthDate.safeParse('19x0-05-05'))).toEqual([
      'birthDateInvalid',
      'birthDateInvalid',
      'lifeAgeRange',
      'lifeAgeRange',
    ]);
  });
});
