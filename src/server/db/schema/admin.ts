import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action (issue 31, decision 0090): who, when, what, on whom and why. Append-only:
 * the app has no UPDATE or DELETE of it, and a trigger (migration 0021) refuses both. No foreign
 * keys: the record outlives the accounts it names, so the ids and the actor's e-mail are copied.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_events_created_idx').on(table.createdAt),
    index('admin_audit_events_target_idx').on(table.targetUserId, table.createdAt),
  ],
);
