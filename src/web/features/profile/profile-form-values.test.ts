import { describe, expect, it } from 'vitest';
import { type Profile, profileInputSchema } from '../../../shared/contracts/profiles';
import { profileFieldNames, profileToFormValues } from './profile-form-values';
import { rerunPath } from './saved-quote-item';

const stored: Profile = {
  firstName: 'Casey',
  lastName: 'Rivera',
  email: 'casey@example.com',
  phone: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  birthDate: null,
  currentInsurance: null,
  insuranceCompany: 'geico',
  currentPremium: null,
  renewalDate: null,
  contactPreference: 'in_app',
  budgetRange: null,
};

describe('profile form values', () => {
  it('start from a stored profile that the schema accepts unchanged', () => {
    const values = profileToFormValues(stored);
    expect(Object.keys(values).sort()).toEqual([...profileFieldNames].sort());
    // Every field but the e-mail, which changes only through a mailed link (issue 18).
    const { email: _email, ...editable } = stored;
    expect(profileInputSchema.parse(values)).toEqual(editable);
  });

  it('refuse phone contact without a phone, on the phone field', () => {
    const result = profileInputSchema.safeParse({
      ...profileToFormValues(stored),
      contactPreference: 'phone',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'phoneRequiredForCalls'],
    ]);
  });
});

describe('rerunPath', () => {
  it('opens the line flow from the saved request', () => {
    expect(rerunPath({ id: 'a1 b', type: 'home' })).toBe('/quote/home?from=a1%20b');
  });
});
