import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agentStatuses } from '../../../shared/contracts/auth';
import { languages } from '../../../shared/languages';
import { roles } from '../../../shared/roles';
import { isOneOf } from './checks';

/** Only the server uses this list (no contract carries it). */
export const linkPurposes = [
  'confirm_email',
  'sign_in',
  'reset_password',
  'change_email',
  'cancel_email_change',
] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; one account per email. */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Insurer id (see src/shared/insurers.ts), 'none', 'other', or null. */
    company: text('company'),
    /** True once the work e-mail is confirmed and its domain is the insurer's (issue 9). */
    companyVerified: boolean('company_verified').notNull().default(false),
    /**
     * An agent's own agency name, self-declared (decision 0045): consumers see it, marked so,
     * wherever the work e-mail's domain has not proved an insurer.
     */
    agencyName: text('agency_name'),
    /** When the person proved they read this address (the confirmation link). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The language of the e-mails we send them. */
    locale: text('locale', { enum: languages }).notNull().default('en'),
    callsEnabled: boolean('calls_enabled').notNull().default(false),
    manualStatus: text('manual_status', { enum: agentStatuses }).notNull().default('available'),
    /**
     * Set by an operator (issue 31): no sign-in, no session, no matching while set; the reason is
     * what the person was told. Cleared on reinstatement (the audit log keeps the history).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', isOneOf(table.role, roles)),
    check('users_manual_status_check', isOneOf(table.manualStatus, agentStatuses)),
    check(
      'users_agency_name_length_check',
      sql`${table.agencyName} is null or char_length(${table.agencyName}) between 2 and 120`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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
    /** The browser's User-Agent at sign-in (at most 512 characters), shown as words (issue 18). */
    userAgent: text('user_agent'),
    /** The client's address at sign-in, placed roughly with the offline IP data when listed. */
    ip: text('ip'),
    /**
     * When this session passed the account's second factor (the code step, or the enrolment it
     * made); null otherwise, and cleared when two-factor is turned off. The admin gate reads it
     * (decision 0075).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
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
 * Single-use links mailed or printed to a person: e-mail confirmation and admin sign-in. The link
 * carries `<id>.<secret>`; only the secret's SHA-256 is stored, compared in constant time.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: linkPurposes }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** change_email: the address the link was mailed to, which becomes the account's when used. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('link_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    index('link_tokens_expires_at_idx').on(table.expiresAt),
    check('link_tokens_purpose_check', isOneOf(table.purpose, linkPurposes)),
  ],
);

/**
 * A user's TOTP secret (RFC 6238), AES-256-GCM encrypted; pending until `enabled_at` (decision
 * 0038). `last_used_step` is the 30-second step of the last code accepted: a code is never taken
 * twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * "I lost my second factor" (decision 0074): asked from a reset link at `removal_requested_at`;
   * from `removal_due_at` (72 hours later) the next password reset turns two-factor off. The
   * mailed cancel link's secret is stored as its SHA-256.
   */
  removalRequestedAt: timestamp('removal_requested_at', { withTimezone: true }),
  removalDueAt: timestamp('removal_due_at', { withTimezone: true }),
  removalCancelHash: text('removal_cancel_hash'),
});

/** Ten single-use recovery codes per enrolment; only each code's SHA-256 is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('two_factor_recovery_codes_user_hash_idx').on(table.userId, table.codeHash),
  ],
);
