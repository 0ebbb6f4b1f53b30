import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  budgetRanges,
  contactPreferences,
  currentInsuranceChoices,
} from '../../../shared/contracts/profiles';
import { vehicleUses } from '../../../shared/contracts/quote-options';
import { users } from './accounts';
import { isOneOf } from './checks';

/**
 * The consumer profile fields of spec section 3 that do not live on `users` (names, e-mail and
 * insurance company do). One row per consumer, written at the first profile save; no row reads
 * as the defaults (nulls, contact in-app only).
 */
export const consumerProfiles = pgTable(
  'consumer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    birthDate: date('birth_date', { mode: 'string' }),
    currentInsurance: text('current_insurance', { enum: currentInsuranceChoices }),
    /** Dollars per year. */
    currentPremium: integer('current_premium'),
    renewalDate: date('renewal_date', { mode: 'string' }),
    contactPreference: text('contact_preference', { enum: contactPreferences })
      .notNull()
      .default('in_app'),
    budgetRange: text('budget_range', { enum: budgetRanges }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'consumer_profiles_contact_preference_check',
      isOneOf(table.contactPreference, contactPreferences),
    ),
    check(
      'consumer_profiles_current_insurance_check',
      sql`${table.currentInsurance} is null or ${isOneOf(table.currentInsurance, currentInsuranceChoices)}`,
    ),
  ],
);

export type ConsumerProfileRow = typeof consumerProfiles.$inferSelect;

/** Vehicles a consumer keeps to reuse in new quote requests (at most 10 each). */
export const consumerVehicles = pgTable(
  'consumer_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    vin: text('vin'),
    use: text('use', { enum: vehicleUses }).notNull(),
    annualMileage: integer('annual_mileage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consumer_vehicles_user_created_idx').on(table.userId, table.createdAt)],
);

export type ConsumerVehicleRow = typeof consumerVehicles.$inferSelect;
