import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column with its table's name. Drizzle prints columns bare in the select list of a one-table
 * query, where a correlated subquery would then read its own table's column of that name: every
 * reference to an outer row inside a `sql` subquery goes through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
