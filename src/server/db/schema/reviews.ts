import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { offers } from './leads';

/**
 * A consumer's rating of an agent (issue 29, decision 0120): one per accepted offer, written by
 * the consumer who accepted it. The agent may answer once, publicly; an operator may hide it for
 * breaking the written rules (/terms), with the reason kept here and in the audit log. The review
 * outlives the request (the offer may be deleted with it) but not the consumer's account.
 */
export const agentReviews = pgTable(
  'agent_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .unique('agent_reviews_offer_id_unique')
      .references(() => offers.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    check('agent_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'agent_reviews_response_check',
      sql`(${table.response} is null) = (${table.respondedAt} is null)`,
    ),
    index('agent_reviews_agent_idx').on(table.agentId, table.createdAt),
    index('agent_reviews_consumer_idx').on(table.consumerId),
  ],
);

export type AgentReviewRow = typeof agentReviews.$inferSelect;
