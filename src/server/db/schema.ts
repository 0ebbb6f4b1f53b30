import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agentStatuses } from '../../shared/contracts/auth';
import { activeCallStatuses, callStatuses } from '../../shared/contracts/calls';
import {
  consentModes,
  leadCloseReasons,
  leadStatuses,
  offerStatuses,
  premiumPeriods,
  type SharedField,
} from '../../shared/contracts/leads';
import { lineReviewStatuses, reviewDecisions } from '../../shared/contracts/licences';
import { notificationKinds } from '../../shared/contracts/notifications';
import {
  budgetRanges,
  contactPreferences,
  currentInsuranceChoices,
} from '../../shared/contracts/profiles';
import { vehicleUses } from '../../shared/contracts/quote-options';
import type { EstimateResult, QuoteInput } from '../../shared/contracts/quotes';
import { insuranceTypes } from '../../shared/insurance-types';
import { appLanguages } from '../../shared/languages';
import { roles } from '../../shared/roles';

/** Lists only the server uses (no contract carries them). */
export const linkPurposes = ['confirm_email', 'sign_in', 'reset_password', 'change_email'] as const;
export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export const callSignalKinds = ['description', 'candidate'] as const;

/**
 * A check constraint's condition `<column> in ('a', 'b', ...)`, written from the same contract
 * list as the column's enum: one source per list. The migrations hold the same values; changing a
 * list needs a migration that changes the constraint.
 */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

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
    locale: text('locale', { enum: appLanguages }).notNull().default('en'),
    callsEnabled: boolean('calls_enabled').notNull().default(false),
    manualStatus: text('manual_status', { enum: agentStatuses }).notNull().default('available'),
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
    type: text('type', { enum: insuranceTypes }).notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    input: jsonb('input').$type<QuoteInput>().notNull(),
    result: jsonb('result').$type<EstimateResult>().notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The `Idempotency-Key` of the POST that created the row and its body's SHA-256 (decision 0032). */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
  },
  (table) => [
    index('saved_quotes_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_quotes_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    check('saved_quotes_type_check', isOneOf(table.type, insuranceTypes)),
  ],
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
 * Every e-mail the product sends, written before it is sent (an outbox): a worker delivers due
 * rows, retries failures with back-off and marks the ones it gives up on, so none is lost silently.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Extra headers (List-Unsubscribe of notification mails, issue 21). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', isOneOf(table.status, mailStatuses)),
  ],
);

/** An agent's licence record: one row per agent; states and lines in `agentLicenceLines`. */
export const agentLicences = pgTable('agent_licences', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** National Producer Number, digits only. */
  npn: text('npn').notNull(),
  languages: text('languages').array().notNull(),
  bio: text('bio').notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One licensed (state, line) of an agent with its own review: a change sends back to review only
 * the pairs it adds (an NPN change sends back all of them). Leads route on verified rows.
 */
export const agentLicenceLines = pgTable(
  'agent_licence_lines',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agentLicences.agentId, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    line: text('line', { enum: insuranceTypes }).notNull(),
    status: text('status', { enum: lineReviewStatuses }).notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.state, table.line] }),
    index('agent_licence_lines_route_idx').on(table.state, table.line, table.status),
    index('agent_licence_lines_status_idx').on(table.status),
    check('agent_licence_lines_status_check', isOneOf(table.status, lineReviewStatuses)),
  ],
);

/** Where an agent serves: a licensed state, optionally narrowed to 3-digit ZIP prefixes. */
export const agentServiceAreas = pgTable(
  'agent_service_areas',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agentLicences.agentId, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** Empty: the whole state. */
    zipPrefixes: text('zip_prefixes').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.state] }),
    index('agent_service_areas_state_idx').on(table.state),
  ],
);

/** Every review decision, kept: who decided what about which pairs, when and why. */
export const licenceDecisions = pgTable(
  'licence_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decision: text('decision', { enum: reviewDecisions }).notNull(),
    reason: text('reason'),
    npn: text('npn').notNull(),
    /** The (state, line) pairs this decision covered. */
    lines: jsonb('lines').$type<Array<{ state: string; line: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('licence_decisions_agent_created_idx').on(table.agentId, table.createdAt),
    check('licence_decisions_decision_check', isOneOf(table.decision, reviewDecisions)),
  ],
);

/**
 * A consumer's consent to share one saved request: how agents are chosen, exactly what is shared
 * (fixed when given) and the wording they read. One per request; leads carry each agent.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the consumer deleted their account (`subject_id` then names the record). */
    consumerId: uuid('consumer_id').references(() => users.id, { onDelete: 'set null' }),
    /** A pseudonymous id given when the account was deleted: no name, e-mail or phone (0042). */
    subjectId: uuid('subject_id'),
    /** Null once the request was deleted: the consent stays as the proof (decision 0042). */
    quoteId: uuid('quote_id')
      .unique()
      .references(() => savedQuotes.id, { onDelete: 'set null' }),
    /** The request's line and state when consent was given, kept after the request goes. */
    line: text('line', { enum: insuranceTypes }).notNull(),
    state: text('state').notNull(),
    mode: text('mode', { enum: consentModes }).notNull(),
    scope: jsonb('scope').$type<SharedField[]>().notNull(),
    wording: text('wording').notNull(),
    /** The consumer's language when they consented: matching prefers agents who speak it. */
    language: text('language', { enum: appLanguages }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * An auto consent whose request may still take agents: the lead job looks only at these
     * (cleared when its request holds three open leads, set again when one of them closes).
     */
    needsAgents: boolean('needs_agents').notNull().default(true),
    /** The `Idempotency-Key` of the POST that created the row and its body's SHA-256 (decision 0032). */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
  },
  (table) => [
    index('consents_consumer_idx').on(table.consumerId),
    uniqueIndex('consents_consumer_idempotency_idx').on(table.consumerId, table.idempotencyKey),
    index('consents_open_auto_idx').on(table.mode, table.withdrawnAt),
    index('consents_needs_agents_idx')
      .on(table.createdAt)
      .where(sql`${table.mode} = 'auto' and ${table.withdrawnAt} is null and ${table.needsAgents}`),
  ],
);

/**
 * A consumer took access back from an agent (decision 0035): one row per withdrawal, kept. Auto
 * matching never gives that consumer's requests to that agent again; a later manual pick sets
 * `regranted_at`. Live events about the consumer made after `withdrawn_at` (and before a
 * re-grant) never reach the agent.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
    regrantedAt: timestamp('regranted_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_pair_idx').on(table.agentId, table.consumerId, table.withdrawnAt),
    index('withdrawals_consumer_idx').on(table.consumerId),
  ],
);

/**
 * One agent's access to one consented request. The agent can read the customer only while the
 * lead is `pending` or `accepted`; `passed`, `expired` and `withdrawn` leads read as missing.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => savedQuotes.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: consentModes }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('pending'),
    passReason: text('pass_reason'),
    /** Why a `closed` lead closed: the request was edited into a state or line it no longer fits. */
    closeReason: text('close_reason', { enum: leadCloseReasons }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Auto-matched leads pass to the next match when unanswered by then. */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** The agent's first answer (accept, pass or an offer): the reply-time figures. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('leads_quote_agent_idx').on(table.quoteId, table.agentId),
    index('leads_agent_status_created_idx').on(table.agentId, table.status, table.createdAt),
    index('leads_consumer_idx').on(table.consumerId, table.createdAt),
    index('leads_due_idx').on(table.status, table.respondBy),
    check('leads_status_check', isOneOf(table.status, leadStatuses)),
  ],
);

/** An agent's custom quote for a lead. Money in cents. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => savedQuotes.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider'),
    premiumCents: integer('premium_cents').notNull(),
    period: text('period', { enum: premiumPeriods }).notNull(),
    coverages: jsonb('coverages').$type<Array<{ kind: string; limit: string }>>().notNull(),
    deductible: integer('deductible').notNull(),
    termMonths: integer('term_months').notNull(),
    description: text('description').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The `Idempotency-Key` of the POST that created the row and its body's SHA-256 (decision 0032). */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
  },
  (table) => [
    index('offers_agent_created_idx').on(table.agentId, table.createdAt),
    uniqueIndex('offers_agent_idempotency_idx').on(table.agentId, table.idempotencyKey),
    index('offers_quote_idx').on(table.quoteId, table.createdAt),
    index('offers_lead_idx').on(table.leadId),
    // The lead job expires open offers past their date every pass: an index, not a table scan.
    index('offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('sent', 'viewed')`),
    check('offers_status_check', isOneOf(table.status, offerStatuses)),
    check('offers_premium_check', sql`${table.premiumCents} > 0`),
  ],
);

/**
 * The consumer's contact log: every agent action on their data, kept after access ends, after the
 * request is deleted and after either account is deleted (decision 0042). The agent as consumers
 * saw them, the consent, line and state are copied on the row when it is written.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the consumer deleted their account (`subject_id` then names the record). */
    consumerId: uuid('consumer_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id'),
    /** The agent's id at the time: no foreign key, it outlives the agent's account. */
    agentId: uuid('agent_id').notNull(),
    agentFirstName: text('agent_first_name').notNull().default(''),
    agentLastInitial: text('agent_last_initial').notNull().default(''),
    agentCompany: text('agent_company'),
    quoteId: uuid('quote_id').references(() => savedQuotes.id, { onDelete: 'set null' }),
    consentId: uuid('consent_id').references(() => consents.id, { onDelete: 'set null' }),
    line: text('line', { enum: insuranceTypes }),
    state: text('state'),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_events_consumer_created_idx').on(table.consumerId, table.createdAt)],
);

/**
 * Live events, one row per recipient: the NOTIFY carries only the id, the receiving instance reads
 * the row, and a reconnecting tab replays the rows it missed. Kept a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    leadId: uuid('lead_id'),
    offerId: uuid('offer_id'),
    quoteId: uuid('quote_id'),
    conversationId: uuid('conversation_id'),
    callId: uuid('call_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_user_id_idx').on(table.userId, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/**
 * A consumer and an agent talking. `last_seq` numbers messages without gaps (given inside the
 * sending transaction); `last_change` moves on every change, for catching up.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastChange: bigint('last_change', { mode: 'number' }).notNull().default(0),
    consumerReadSeq: integer('consumer_read_seq').notNull().default(0),
    /** Messages up to this seq were said before the consumer's latest withdrawal: the agent never reads them. */
    agentHiddenThroughSeq: integer('agent_hidden_through_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.consumerId, table.agentId),
    index('conversations_agent_idx').on(table.agentId, table.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('messages_conversation_seq_idx').on(table.conversationId, table.seq),
    uniqueIndex('messages_sender_client_idx').on(table.senderId, table.clientId),
    index('messages_conversation_change_idx').on(table.conversationId, table.change),
  ],
);

/** An agent's private notes on a conversation: never sent to the consumer by any path. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_notes_conversation_idx').on(table.conversationId, table.createdAt),
  ],
);

/**
 * Voice calls between the members of a conversation. At most one ringing or accepted call per
 * conversation, held by a partial unique index so two instances cannot both start one.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: callStatuses }).notNull().default('ringing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('calls_status_check', isOneOf(table.status, callStatuses)),
    uniqueIndex('calls_one_active_idx')
      .on(table.conversationId)
      .where(isOneOf(table.status, activeCallStatuses)),
    index('calls_conversation_created_idx').on(table.conversationId, table.createdAt),
    index('calls_caller_created_idx').on(table.callerId, table.createdAt),
    index('calls_callee_created_idx').on(table.calleeId, table.createdAt),
    index('calls_ringing_idx').on(table.createdAt).where(sql`${table.status} = 'ringing'`),
  ],
);

/** WebRTC signalling of a call (descriptions and ICE candidates), read by the other member. */
export const callSignals = pgTable(
  'call_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    fromUser: uuid('from_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: callSignalKinds }).notNull(),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('call_signals_kind_check', isOneOf(table.kind, callSignalKinds)),
    index('call_signals_call_idx').on(table.callId, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ConsumerProfileRow = typeof consumerProfiles.$inferSelect;
export type ConsumerVehicleRow = typeof consumerVehicles.$inferSelect;
export type SavedQuoteRow = typeof savedQuotes.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type LiveEventRow = typeof liveEvents.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type CallRow = typeof calls.$inferSelect;

/**
 * Secrets the server makes for itself, generated once and shared by every instance (decision
 * 0037): `device-cookies` signs the device cookies and two-factor pending tokens, and encrypts
 * the TOTP secrets (each through its own derived key).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * One thing a person should hear of, written in the same transaction as its cause (decision
 * 0060). `dedupe_key` makes scheduled ones (a lead about to expire, a renewal) once-only across
 * instances. It is also the bell's list; `read_at` is set when the person reads the place.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    leadId: uuid('lead_id'),
    offerId: uuid('offer_id'),
    quoteId: uuid('quote_id'),
    conversationId: uuid('conversation_id'),
    callId: uuid('call_id'),
    /** Facts a mail needs that the rows do not keep (a licence decision's pairs and reason). */
    data: jsonb('data'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_conversation_idx').on(table.conversationId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * One notification on one channel: claimed by one instance at a time (`FOR UPDATE SKIP LOCKED`),
 * decided (sent, skipped) in the transaction that writes the mail to the outbox.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Why it was skipped (preference, present, read, ...), for support and tests. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx').on(table.status, table.dueAt),
  ],
);

/** A person's choice for one kind; a kind without a row follows the defaults (preferences.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Quiet hours (whole hours, the person's IANA time zone); none when start = end or null. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  quietStart: integer('quiet_start'),
  quietEnd: integer('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who has a live socket open, per instance, refreshed by a heartbeat (decision 0060): the
 * deliverer on any instance reads it before mailing about a message.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.userId] }),
    index('live_presence_user_idx').on(table.userId, table.seenAt),
  ],
);

/** A browser's Web Push subscription ('Notify me on this device'). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The session that subscribed: its end (logout, revocation, a reset) ends the push too. */
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionTokenHash),
  ],
);
