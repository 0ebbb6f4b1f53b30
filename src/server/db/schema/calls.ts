import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeCallStatuses, callStatuses } from '../../../shared/contracts/calls';
import { users } from './accounts';
import { isOneOf } from './checks';
import { conversations } from './messages';

/** Only the server uses this list (no contract carries it). */
export const callSignalKinds = ['description', 'candidate'] as const;

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

export type CallRow = typeof calls.$inferSelect;

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
