import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { declarationsContentTypes } from '../../../shared/contracts/declarations';
import { users } from './accounts';
import { isOneOf } from './checks';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A declarations page a consumer chose to keep ("keep a copy", issue 30): the file as sent, at
 * most 10 MB, readable and deletable only by its owner, gone with the account. Nothing is stored
 * for a page only read.
 */
export const declarationsCopies = pgTable(
  'declarations_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: declarationsContentTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('declarations_copies_user_created_idx').on(table.userId, table.createdAt),
    check(
      'declarations_copies_content_type_check',
      isOneOf(table.contentType, declarationsContentTypes),
    ),
  ],
);
export type DeclarationsCopyRow = typeof declarationsCopies.$inferSelect;
