import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';

/** Only the server uses this list (no contract carries it). */
export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Rate-limit counters shared by every app instance (decision 0008). One row per key, e.g.
 * `auth-ip:<address>` or `signin-failures:<email>`: a window opens at the first hit and the count
 * restarts once the window has passed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowStartedAt)],
);

/**
 * Every e-mail the product sends, written before it is sent (an outbox): a worker delivers due
 * rows, retries failures with back-off and marks the ones it gives up on, so none is lost silently.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Extra headers (List-Unsubscribe of notification mails, issue 21). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', isOneOf(table.status, mailStatuses)),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Secrets the server makes for itself, generated once and shared by every instance (decision
 * 0037): `device-cookies` signs the device cookies and two-factor pending tokens, and encrypts
 * the TOTP secrets (each through its own derived key).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
