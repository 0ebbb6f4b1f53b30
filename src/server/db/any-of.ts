import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any(<one array parameter>)`: a long list (hundreds of live event ids, thousands of
 * rate-limit keys) as one parameter. `inArray` builds one parameter per value, and building those
 * cost more CPU than the query itself on the hot paths (bench:messages profile, decision 0064).
 */
export function anyOfIds(column: AnyColumn, ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new Error('anyOfIds takes whole numbers only');
  return sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
}

/** `column = any(...)` for text values of any content (passed as one JSON array). */
export function anyOfTexts(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}
