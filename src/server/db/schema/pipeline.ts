import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lostReasons, pipelineStages, stageCauses } from '../../../shared/contracts/pipeline';
import { users } from './accounts';
import { leads } from './leads';

/**
 * Every stage change of a lead (issue 29): who (null: an event moved it), when, from, to, why.
 * Written by `lead_stage_auto` (migration 0025's triggers) and by the agent's manual moves.
 */
export const leadStageEvents = pgTable(
  'lead_stage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStage: text('from_stage', { enum: pipelineStages }),
    toStage: text('to_stage', { enum: pipelineStages }).notNull(),
    lostReason: text('lost_reason', { enum: lostReasons }),
    cause: text('cause', { enum: stageCauses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_stage_events_lead_idx').on(table.leadId, table.createdAt)],
);

/** An agent's private note on a lead: never shown to the consumer, in the agent's data download. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_notes_lead_idx').on(table.leadId, table.createdAt),
    index('lead_notes_agent_idx').on(table.agentId, table.createdAt),
    check('lead_notes_body_check', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);
