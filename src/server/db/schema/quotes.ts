import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EstimateResult, QuoteInput } from '../../../shared/contracts/quotes';
import { type InsuranceType, insuranceTypes } from '../../../shared/insurance-types';
import { users } from './accounts';
import { isOneOf, sameValues } from './checks';

/**
 * The lines in the order migration 0002 wrote `saved_quotes_type_check`: the widget's order of
 * `insuranceTypes` changed since, the values did not. drizzle-kit compares a check's text, so the
 * schema states the order the databases hold (decision 0078); the type fails when the values
 * differ from the list's. A migration that changes the list writes it in the list's order and
 * drops this.
 */
const savedQuoteTypesAsMigrated = sameValues<InsuranceType>()(['auto', 'home', 'renters', 'life']);

/**
 * A consumer's saved quote request: the answers as validated and the estimates the server
 * computed from them (never the client's), with the engine version that computed them.
 */
export const savedQuotes = pgTable(
  'saved_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: insuranceTypes }).notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    input: jsonb('input').$type<QuoteInput>().notNull(),
    result: jsonb('result').$type<EstimateResult>().notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The `Idempotency-Key` of the POST that created the row and its body's SHA-256 (decision 0032). */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
  },
  (table) => [
    index('saved_quotes_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_quotes_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    check('saved_quotes_type_check', isOneOf(table.type, savedQuoteTypesAsMigrated)),
  ],
);

export type SavedQuoteRow = typeof savedQuotes.$inferSelect;
