import {
  check,
  index,
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
