import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
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
import { notificationChannels, notificationKinds } from '../../../shared/contracts/notifications';
import { sessions, users } from './accounts';
import { isOneOf } from './checks';

/** Only the server uses this list (no contract carries it). */
export const deliveryStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;

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
    check('notifications_kind_check', isOneOf(table.kind, notificationKinds)),
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
    notificationId: uuid('notification_id').notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Why it was skipped (preference, present, read, ...), for support and tests. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // Migration 0016 named it shorter than drizzle's default (`..._notifications_id_fk`).
    foreignKey({
      name: 'notification_deliveries_notification_id_fk',
      columns: [table.notificationId],
      foreignColumns: [notifications.id],
    }).onDelete('cascade'),
    check('notification_deliveries_channel_check', isOneOf(table.channel, notificationChannels)),
    check('notification_deliveries_status_check', isOneOf(table.status, deliveryStatuses)),
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
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'notification_settings_quiet_check',
      sql`(${table.quietStart} is null or ${table.quietStart} between 0 and 23) and (${table.quietEnd} is null or ${table.quietEnd} between 0 and 23)`,
    ),
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
