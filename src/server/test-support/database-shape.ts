/**
 * What a database's `public` schema holds, read from the catalog in a form two databases can be
 * compared by: tables, columns (type, nullability, default), constraints (primary and foreign
 * keys, unique, checks) and indexes, each as PostgreSQL itself prints it. Two databases built by
 * different SQL (the committed migrations, the SQL drizzle-kit writes from the schema) compare
 * equal exactly when PostgreSQL holds the same thing: `"users"."role" in ('a')` and
 * `role IN ('a')` both print as `CHECK ((role = ANY (ARRAY['a'::text])))`. Column order is left
 * out: a column a migration adds comes last, and no query here depends on the order.
 */
export interface DatabaseShape {
  tables: Record<string, TableShape>;
  sequences: string[];
}

export interface TableShape {
  columns: Record<string, string>;
  constraints: Record<string, string>;
  indexes: Record<string, string>;
}

/** Runs one SQL text and answers its rows (pg, PGlite or drizzle's `execute`). */
export type RunSql = (text: string) => Promise<Array<Record<string, unknown>>>;

export async function readDatabaseShape(run: RunSql): Promise<DatabaseShape> {
  const tables: Record<string, TableShape> = {};
  const table = (name: string): TableShape => {
    tables[name] ??= { columns: {}, constraints: {}, indexes: {} };
    return tables[name];
  };
  for (const row of await run(`
    select c.relname as table_name, a.attname as column_name,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
      pg_get_expr(d.adbin, d.adrelid) as default_value
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'p')`)) {
    const notNull = row.not_null ? ' not null' : '';
    const defaultValue = row.default_value === null ? '' : ` default ${row.default_value}`;
    table(String(row.table_name)).columns[String(row.column_name)] =
      `${row.type}${notNull}${defaultValue}`;
  }
  for (const row of await run(`
    select c.relname as table_name, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`)) {
    table(String(row.table_name)).constraints[String(row.name)] = String(row.definition);
  }
  for (const row of await run(`
    select tablename as table_name, indexname as name, indexdef as definition
    from pg_indexes where schemaname = 'public'`)) {
    table(String(row.table_name)).indexes[String(row.name)] = String(row.definition);
  }
  const sequences = (
    await run(`select sequence_name from information_schema.sequences
      where sequence_schema = 'public' order by sequence_name`)
  ).map((row) => String(row.sequence_name));
  return { tables: sortKeys(tables), sequences };
}

/** Keys in one order, so that a failing comparison prints a readable diff. */
function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  const sorted: Record<string, T> = {};
  for (const key of Object.keys(record).sort()) {
    const value = record[key] as T;
    sorted[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? (sortKeys(value as Record<string, unknown>) as T)
        : value;
  }
  return sorted;
}

/** Where two shapes differ, one line per column, constraint or index (none when they agree). */
export function describeDifferences(
  fromMigrations: DatabaseShape,
  fromSchema: DatabaseShape,
): string[] {
  const lines: string[] = [];
  const compare = (where: string, left: unknown, right: unknown) => {
    if (JSON.stringify(left) === JSON.stringify(right)) return;
    if (left && right && typeof left === 'object' && typeof right === 'object') {
      const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
      for (const key of keys) {
        compare(
          `${where}.${key}`,
          (left as Record<string, unknown>)[key],
          (right as Record<string, unknown>)[key],
        );
      }
      return;
    }
    lines.push(
      `${where}: migrations ${JSON.stringify(left) ?? 'none'}, schema ${JSON.stringify(right) ?? 'none'}`,
    );
  };
  compare('public', fromMigrations, fromSchema);
  return lines;
}
