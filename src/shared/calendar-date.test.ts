import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';
import { offerInputSchema } from './contracts/leads';
import { profileInputSchema } from './contracts/profiles';

describe('calendar dates (issue 18, 1.11)', () => {
  it('accepts real days only, leap days in leap years', () => {
    for (const day of ['2026-11-30', '2028-02-29', '2000-02-29', '2026-12-31', '1970-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of [
      '2026-11-31',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('refuses an impossible offer expiry with the expiry message, not the range one', () => {
    const result = offerInputSchema.safeParse({
      premium: 100,
      period: 'monthly',
      coverages: [],
      deductible: 500,
      termMonths: 6,
      expiresOn: '2026-11-31',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('offerExpiryInvalid');
  });

  it('refuses impossible birth and renewal dates in the profile', () => {
    const base = {
      firstName: 'Casey',
      lastName: 'Morgan',
      email: 'casey@example.com',
      phone: null,
      address: null,
      city: null,
      state: null,
      zip: null,
      birthDate: null,
      currentInsurance: null,
      insuranceCompany: null,
      currentPremium: null,
      renewalDate: null,
      contactPreference: 'in_app',
      budgetRange: null,
    };
    expect(profileInputSchema.safeParse({ ...base, renewalDate: '2026-11-31' }).success).toBe(
      false,
    );
    expect(profileInputSchema.safeParse({ ...base, birthDate: '1990-02-29' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ ...base, birthDate: '1992-02-29' }).success).toBe(true);
  });
});
