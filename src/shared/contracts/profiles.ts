import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { consumerCompanyChoices } from '../insurers';
import { stateCodes } from '../states/state-names';
import type { ValidationMessageKey } from '../validation-messages';
import { personName } from './person-name';
import { vehicleSchema } from './quotes';

/** The consumer profile of spec section 3 and the vehicles kept for new requests. */
const m = (key: ValidationMessageKey) => ({ message: key });

export const contactPreferences = ['in_app', 'email', 'phone'] as const;
export type ContactPreference = (typeof contactPreferences)[number];
/** Monthly budget bands, in dollars. */
export const budgetRanges = ['under_100', '100_200', '200_300', '300_500', 'over_500'] as const;
export type BudgetRange = (typeof budgetRanges)[number];
export const currentInsuranceChoices = ['insured', 'none'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m('tooLong'))
    .transform((value) => (value === '' ? null : value))
    .nullable();

const isoDateOrNull = (key: ValidationMessageKey) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), m(key))
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const profileInputSchema = z
  .object({
    firstName: personName('firstNameRequired'),
    lastName: personName('lastNameRequired'),
    // No e-mail: it changes only through the link mailed to the new address (issue 18).
    /** Optional, never required: messages and calls happen inside the product. */
    phone: optionalText(30).refine(
      (value) => value === null || /^\+?[\d\s().-]{7,20}$/.test(value),
      m('phoneInvalid'),
    ),
    address: optionalText(200),
    city: optionalText(100),
    state: z.enum(stateCodes as [string, ...string[]], m('stateInvalid')).nullable(),
    zip: optionalText(5).refine(
      (value) => value === null || /^\d{5}$/.test(value),
      m('zipInvalid'),
    ),
    birthDate: isoDateOrNull('birthDateInvalid').refine(
      (value) => value === null || value <= new Date().toISOString().slice(0, 10),
      m('birthDateFuture'),
    ),
    currentInsurance: z.enum(currentInsuranceChoices, m('invalidValue')).nullable(),
    insuranceCompany: z.enum(consumerCompanyChoices, m('invalidValue')).nullable(),
    /** Dollars per year. */
    currentPremium: z
      .number(m('currentPremiumRange'))
      .int(m('currentPremiumRange'))
      .min(0, m('currentPremiumRange'))
      .max(50_000, m('currentPremiumRange'))
      .nullable(),
    renewalDate: isoDateOrNull('renewalDateInvalid'),
    contactPreference: z.enum(contactPreferences, m('invalidValue')),
    budgetRange: z.enum(budgetRanges, m('invalidValue')).nullable(),
  })
  .superRefine((input, context) => {
    if (input.contactPreference === 'phone' && input.phone === null) {
      context.addIssue({ code: 'custom', path: ['phone'], ...m('phoneRequiredForCalls') });
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileUpdate = z.output<typeof profileInputSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  birthDate: z.string().nullable(),
  currentInsurance: z.enum(currentInsuranceChoices).nullable(),
  insuranceCompany: z.enum(consumerCompanyChoices).nullable(),
  currentPremium: z.number().nullable(),
  renewalDate: z.string().nullable(),
  contactPreference: z.enum(contactPreferences),
  budgetRange: z.enum(budgetRanges).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A vehicle kept on the profile: the quote flow's vehicle answers plus an id. */
export const vehicleInputSchema = vehicleSchema;
export const savedVehicleSchema = z.object({
  id: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  vin: z.string().nullable(),
  use: vehicleSchema.shape.use,
  annualMileage: z.number(),
});
export type SavedVehicle = z.infer<typeof savedVehicleSchema>;
export const vehicleListSchema = z.object({ vehicles: z.array(savedVehicleSchema) });

/** Days before a renewal date when the profile offers a re-check of saved requests. */
export const renewalReminderDays = 45;
