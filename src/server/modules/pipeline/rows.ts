import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { licenceCoversLead, openLeadStatuses } from '../leads';

type Rows<T> = { rows: T[] };
/** Rows of a raw query on either driver. */
export const rowsOf = async <T>(db: Pick<Db | Tx, 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A timestamp from either driver (a Date from pg, a Date or a string from PGlite) as ISO text. */
export function isoOf(value: unknown): string {
  return new Date(value as string).toISOString();
}
export const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : isoOf(value);
export const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The leads an agent holds in the pipeline, as a condition on the outer `leads` row: the agent's
 * own, open (pending or accepted: a withdrawn, passed, expired or closed lead reads as missing)
 * and licensed now (decision 0036), the same rule as every lead read.
 */
export function heldBy(agentId: string): SQL {
  const statuses = sql.join(
    openLeadStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`leads.agent_id = ${agentId}::uuid and leads.status in (${statuses}) and ${licenceCoversLead()}`;
}

/** An offer's premium a year, in cents. */
export const annualCents = (alias: string) =>
  sql.raw(`(case ${alias}.period when 'monthly' then ${alias}.premium_cents * 12
    when 'six_month' then ${alias}.premium_cents * 2 else ${alias}.premium_cents end)`);
