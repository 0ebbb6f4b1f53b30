import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EstimateResult, QuoteInput } from '../../shared/contracts/quotes';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; one account per email. */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['agent', 'consumer', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Insurer id (see src/shared/insurers.ts), 'none', 'other', or null. */
    company: text('company'),
    companyVerified: boolean('company_verified').notNull().default(false),
    callsEnabled: boolean('calls_enabled').notNull().default(false),
    manualStatus: text('manual_status', { enum: ['available', 'busy', 'unavailable'] })
      .notNull()
      .default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('agent', 'consumer', 'admin')`),
    check(
      'users_manual_status_check',
      sql`${table.manualStatus} in ('available', 'busy', 'unavailable')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token held in the cookie; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Inactivity deadline: moves forward when the session is refreshed. */
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    /** Hard deadline, regardless of activity. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);

export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_events_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Rate-limit counters shared by every app instance (decision 0008). One row per key, e.g.
 * `auth-ip:<address>` or `signin-failures:<email>`: a window opens at the first hit and the count
 * restarts once the window has passed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowStartedAt)],
);

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
    currentInsurance: text('current_insurance', { enum: ['insured', 'none'] }),
    /** Dollars per year. */
    currentPremium: integer('current_premium'),
    renewalDate: date('renewal_date', { mode: 'string' }),
    contactPreference: text('contact_preference', { enum: ['in_app', 'email', 'phone'] })
      .notNull()
      .default('in_app'),
    budgetRange: text('budget_range', {
      enum: ['under_100', '100_200', '200_300', '300_500', 'over_500'],
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'consumer_profiles_contact_preference_check',
      sql`${table.contactPreference} in ('in_app', 'email', 'phone')`,
    ),
    check(
      'consumer_profiles_current_insurance_check',
      sql`${table.currentInsurance} is null or ${table.currentInsurance} in ('insured', 'none')`,
    ),
  ],
);

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
    use: text('use', { enum: ['commute', 'pleasure', 'business'] }).notNull(),
    annualMileage: integer('annual_mileage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consumer_vehicles_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * A consumer's saved quote request: the answers as validated and the estimates the server
 * computed from them (never the client's), with the engine version that computed them.
 */
export const savedQuotes = pgTable(
  'saved_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['auto', 'home', 'renters', 'life'] }).notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    input: jsonb('input').$type<QuoteInput>().notNull(),
    result: jsonb('result').$type<EstimateResult>().notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_quotes_user_created_idx').on(table.userId, table.createdAt),
    check('saved_quotes_type_check', sql`${table.type} in ('auto', 'home', 'renters', 'life')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ConsumerProfileRow = typeof consumerProfiles.$inferSelect;
export type ConsumerVehicleRow = typeof consumerVehicles.$inferSelect;
export type SavedQuoteRow = typeof savedQuotes.$inferSelect;
