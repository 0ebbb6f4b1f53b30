import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  consentModes,
  leadCloseReasons,
  leadStatuses,
  offerStatuses,
  premiumPeriods,
  type SharedField,
} from '../../../shared/contracts/leads';
import { lostReasons, pipelineStages } from '../../../shared/contracts/pipeline';
import { insuranceTypes } from '../../../shared/insurance-types';
import { languages } from '../../../shared/languages';
import { users } from './accounts';
import { isOneOf } from './checks';
import { savedQuotes } from './quotes';

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
    language: text('language', { enum: languages }).notNull(),
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
    /** The same consumer's same-line request of the last 30 days this one repeats (decision 0127). */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => consents.id, {
      onDelete: 'set null',
    }),
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
    /** The agent's pipeline (issue 29): moved by events (triggers of migration 0025) and by hand. */
    stage: text('stage', { enum: pipelineStages }).notNull().default('new'),
    lostReason: text('lost_reason', { enum: lostReasons }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the lead first left New: speed to lead. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** The one 'still waiting' reminder was written (speed to lead). */
    staleRemindedAt: timestamp('stale_reminded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('leads_quote_agent_idx').on(table.quoteId, table.agentId),
    index('leads_agent_status_created_idx').on(table.agentId, table.status, table.createdAt),
    index('leads_consumer_idx').on(table.consumerId, table.createdAt),
    // Matching's duplicate rule: did this agent receive this consumer's request lately (0127)?
    index('leads_agent_consumer_idx').on(table.agentId, table.consumerId, table.createdAt),
    index('leads_due_idx').on(table.status, table.respondBy),
    check('leads_status_check', isOneOf(table.status, leadStatuses)),
    index('leads_agent_stage_created_idx').on(
      table.agentId,
      table.stage,
      table.createdAt,
      table.id,
    ),
    index('leads_agent_created_idx').on(table.agentId, table.createdAt, table.id),
    index('leads_new_waiting_idx')
      .on(table.createdAt)
      .where(
        sql`${table.stage} = 'new' and ${table.status} in ('pending', 'accepted') and ${table.staleRemindedAt} is null`,
      ),
    check('leads_stage_check', isOneOf(table.stage, pipelineStages)),
    check(
      'leads_lost_reason_check',
      sql`(${table.stage} = 'lost') = (${table.lostReason} is not null) and (${table.lostReason} is null or ${isOneOf(table.lostReason, lostReasons)})`,
    ),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

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
    // The review requests' scan (14 days after acceptance).
    index('offers_accepted_answered_idx')
      .on(table.answeredAt)
      .where(sql`${table.status} = 'accepted'`),
    check('offers_status_check', isOneOf(table.status, offerStatuses)),
    check('offers_premium_check', sql`${table.premiumCents} > 0`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

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
