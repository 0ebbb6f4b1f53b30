import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leadReportReasons } from '../../../shared/contracts/bad-leads';
import { insuranceTypes } from '../../../shared/insurance-types';
import { users } from './accounts';
import { isOneOf } from './checks';
import { leads } from './leads';

/**
 * An agent's report of a lead it held (issue 29, item 7; decision 0125): once per lead. The
 * report outlives the lead (its request may be deleted) so the operator's counts stay; the
 * consumer and the line are copied. A reported lead leaves the agent's performance figures.
 */
export const leadReports = pgTable(
  'lead_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .unique('lead_reports_lead_id_unique')
      .references(() => leads.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line: text('line', { enum: insuranceTypes }).notNull(),
    reason: text('reason', { enum: leadReportReasons }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lead_reports_reason_check', isOneOf(table.reason, leadReportReasons)),
    index('lead_reports_consumer_idx').on(table.consumerId, table.createdAt),
    index('lead_reports_agent_idx').on(table.agentId, table.createdAt),
  ],
);

/**
 * An operator cleared a consumer held for review (decision 0126): reports older than the newest
 * clearance no longer count toward the hold. Kept; the audit log has the same action.
 */
export const reportClearances = pgTable(
  'report_clearances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clearedBy: uuid('cleared_by').notNull(),
    reason: text('reason').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_clearances_consumer_idx').on(table.consumerId, table.clearedAt)],
);
