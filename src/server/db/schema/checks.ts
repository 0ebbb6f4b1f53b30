import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A check constraint's condition `<column> in ('a', 'b', ...)`, written from the same contract
 * list as the column's enum: one source per list. The migrations hold the same values; changing a
 * list needs a migration that changes the constraint.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** The list as given when it holds every value of `Values` and no other (a type error otherwise). */
export function sameValues<Values extends string>() {
  return <const Listed extends readonly Values[]>(
    listed: Listed & ([Exclude<Values, Listed[number]>] extends [never] ? unknown : never),
  ): Listed => listed;
}
