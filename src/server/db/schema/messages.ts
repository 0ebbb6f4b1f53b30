import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

export type ConversationRow = typeof conversations.$inferSelect;

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

export type MessageRow = typeof messages.$inferSelect;

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
