import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

export type LiveEventRow = typeof liveEvents.$inferSelect;

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
