import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { taskKinds } from '../../../shared/contracts/desk';
import { users } from './accounts';
import { isOneOf } from './checks';
import { leads, offers } from './leads';

/**
 * The policy an accepted offer became, recorded by its agent (issue 29, item 6; decision 0107).
 * `renewal_date` is after `effective_date` (a check, and the API's refusal before it).
 */
export const wonPolicies = pgTable(
  'won_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    policyNumber: text('policy_number'),
    effectiveDate: date('effective_date').notNull(),
    termMonths: integer('term_months').notNull(),
    premiumCents: integer('premium_cents').notNull(),
    renewalDate: date('renewal_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('won_policies_offer_idx').on(table.offerId),
    index('won_policies_agent_renewal_idx').on(table.agentId, table.renewalDate),
    index('won_policies_consumer_idx').on(table.consumerId),
    index('won_policies_renewal_idx').on(table.renewalDate),
    check('won_policies_term_check', sql`${table.termMonths} in (6, 12)`),
    check('won_policies_premium_check', sql`${table.premiumCents} > 0`),
    check('won_policies_dates_check', sql`${table.renewalDate} > ${table.effectiveDate}`),
  ],
);

/**
 * A follow-up an agent promised on a lead they hold (issue 29, item 4; decision 0105). `due_at` is
 * UTC; `reminded_at` is the sent marker, set in the transaction that writes the `task_due`
 * notification (claimed `FOR UPDATE SKIP LOCKED`). A renewal task names its policy and mark
 * (45 or 15 days), unique: made once each.
 */
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: taskKinds }).notNull(),
    note: text('note').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    policyId: uuid('policy_id').references(() => wonPolicies.id, { onDelete: 'cascade' }),
    renewalMark: integer('renewal_mark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('agent_tasks_kind_check', isOneOf(table.kind, taskKinds)),
    index('agent_tasks_agent_due_idx').on(table.agentId, table.dueAt),
    index('agent_tasks_lead_idx').on(table.leadId),
    index('agent_tasks_reminder_idx')
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null and ${table.remindedAt} is null`),
    uniqueIndex('agent_tasks_renewal_idx').on(table.policyId, table.renewalMark),
  ],
);

/** One subscribable calendar feed per agent: the secret token is kept only as its SHA-256. */
export const agentTaskFeeds = pgTable(
  'agent_task_feeds',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agent_task_feeds_token_idx').on(table.tokenHash)],
);
