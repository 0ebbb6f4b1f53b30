import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lineReviewStatuses, reviewDecisions } from '../../../shared/contracts/licences';
import { insuranceTypes } from '../../../shared/insurance-types';
import { users } from './accounts';
import { isOneOf } from './checks';

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

/**
 * What an agent chooses to receive (decision 0094): a subset of its licence record's lines and
 * states ([] = all), ZIP codes or prefixes ([] = any), working hours in its time zone (null = any
 * time) and a daily limit (null = none). No row: everything its licence allows. Pausing is the
 * agent's `users.manual_status` 'unavailable', not a column here.
 */
export const agentLeadFlows = pgTable(
  'agent_lead_flows',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: text('lines').array().notNull().default(sql`'{}'::text[]`),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    zipPrefixes: text('zip_prefixes').array().notNull().default(sql`'{}'::text[]`),
    /** ISO weekdays, 1 Monday ... 7 Sunday; null with `workFrom`/`workTo`: any time. */
    workDays: integer('work_days').array(),
    /** 'HH:MM' in `timeZone`, from inclusive, to exclusive ('24:00' ends the day). */
    workFrom: text('work_from'),
    workTo: text('work_to'),
    timeZone: text('time_zone').notNull().default('UTC'),
    dailyCap: integer('daily_cap'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'agent_lead_flows_hours_check',
      sql`(${table.workDays} is null) = (${table.workFrom} is null) and (${table.workFrom} is null) = (${table.workTo} is null) and (${table.workFrom} is null or ${table.workFrom} < ${table.workTo})`,
    ),
    check(
      'agent_lead_flows_daily_cap_check',
      sql`${table.dailyCap} is null or ${table.dailyCap} >= 1`,
    ),
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
