import type { Profile, ProfileInput } from '../../../shared/contracts/profiles';

/** The form's field names, in the order the server may name them in `issues`. */
export const profileFieldNames = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'birthDate',
  'currentInsurance',
  'insuranceCompany',
  'currentPremium',
  'renewalDate',
  'contactPreference',
  'budgetRange',
] as const satisfies readonly (keyof ProfileInput)[];

/** The stored profile as the form's starting values (only the profile's own fields). */
export function profileToFormValues(profile: Profile): ProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    birthDate: profile.birthDate,
    currentInsurance: profile.currentInsurance,
    insuranceCompany: profile.insuranceCompany,
    currentPremium: profile.currentPremium,
    renewalDate: profile.renewalDate,
    contactPreference: profile.contactPreference,
    budgetRange: profile.budgetRange,
  };
}
