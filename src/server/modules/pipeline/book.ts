import { type SQL, sql } from 'drizzle-orm';
import {
  type PipelineLead,
  type PipelinePage,
  type PipelineQuery,
  type PipelineStage,
  pipelineStages,
  type StageTotal,
} from '../../../shared/contracts/pipeline';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import { annualCents, heldBy, isoOf, isoOrNull, numOrNull, rowsOf } from './rows';

const dayMs = 86_400_000;
/** An offer expiring within this window is 'expiring'. */
export const expiringWithinMs = 48 * 60 * 60 * 1000;

type Filters = Omit<PipelineQuery, 'sort' | 'cursor' | 'limit'>;

/** The lead's value read per row: cheap when only a page's rows are read (the index gives the order). */
const valuePerRow = sql`(
  select ${annualCents('o')} from offers o
  where o.lead_id = leads.id and o.status in ('accepted', 'sent', 'viewed')
  order by (o.status = 'accepted') desc, o.created_at desc limit 1)`;

/**
 * The joins of a book read: the request always; the customer, the consent and the conversation
 * when the columns or a filter need them; each lead's value (`v.cents`: the accepted offer's
 * premium a year, else the newest offer still standing) as one pass over the agent's offers when
 * every lead's value is needed (totals, the premium sort).
 */
function bookFrom(agentId: string, needs: { people: boolean; values: boolean }) {
  const people = needs.people
    ? sql`
  join users u on u.id = leads.consumer_id
  join consents c on c.id = leads.consent_id
  left join consumer_profiles p on p.user_id = leads.consumer_id
  left join conversations cv on cv.agent_id = leads.agent_id and cv.consumer_id = leads.consumer_id`
    : sql``;
  const values = needs.values
    ? sql`
  left join (
    select distinct on (o.lead_id) o.lead_id, ${annualCents('o')} as cents from offers o
    where o.agent_id = ${agentId}::uuid and o.status in ('accepted', 'sent', 'viewed')
    order by o.lead_id, (o.status = 'accepted') desc, o.created_at desc
  ) v on v.lead_id = leads.id`
    : sql``;
  return sql`from leads join saved_quotes q on q.id = leads.quote_id ${people} ${values}`;
}

const shares = (field: string) => sql`c.scope @> ${JSON.stringify([field])}::jsonb`;
/** Messages the agent has not read (those before a withdrawal never count). */
const unreadCount = sql`coalesce(cv.last_seq - greatest(cv.agent_read_seq, cv.agent_hidden_through_seq), 0)`;
const nextExpiry = sql`(select min(o.expires_at) from offers o
  where o.lead_id = leads.id and o.status in ('sent', 'viewed') and o.expires_at > now())`;

/** The conditions of the filters and the search: stage apart, so that totals ignore it. */
function filterConditions(agentId: string, filters: Filters, now: Date): SQL[] {
  const conditions: SQL[] = [heldBy(agentId)];
  if (filters.line) conditions.push(sql`q.type = ${filters.line}`);
  if (filters.state) conditions.push(sql`q.state = ${filters.state}`);
  if (filters.age) {
    const days = { '1d': 1, '7d': 7, '30d': 30, older: 30 }[filters.age];
    const edge = new Date(now.getTime() - days * dayMs);
    conditions.push(
      filters.age === 'older' ? sql`leads.created_at < ${edge}` : sql`leads.created_at >= ${edge}`,
    );
  }
  if (filters.unread) conditions.push(sql`${unreadCount} > 0`);
  if (filters.overdue) {
    conditions.push(sql`exists (select 1 from agent_tasks t where t.lead_id = leads.id
      and t.agent_id = ${agentId} and t.done_at is null and t.due_at < ${now})`);
  }
  if (filters.expiring) {
    conditions.push(sql`exists (select 1 from offers o where o.lead_id = leads.id
      and o.status in ('sent', 'viewed') and o.expires_at > ${now}
      and o.expires_at <= ${new Date(now.getTime() + expiringWithinMs)})`);
  }
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    const either: SQL[] = [
      sql`(u.first_name || ' ' || u.last_name) ilike ${like}`,
      sql`q.zip like ${`${q.replace(/[\\%_]/g, '')}%`}`,
      sql`(${shares('email')} and u.email ilike ${like})`,
    ];
    if (digits.length >= 3) {
      either.push(
        sql`(${shares('phone')} and regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') like ${`%${digits}%`})`,
      );
    }
    conditions.push(sql`(${sql.join(either, sql` or `)})`);
  }
  return conditions;
}

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

interface Cursor {
  /** The sort key: the creation time (ms) or the premium (cents, -1 without one). */
  key: number;
  id: string;
}

function readCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const match = /^(-?\d{1,16})_([0-9a-f-]{36})$/i.exec(cursor);
  if (!match) throw badRequest('pipelineCursorInvalid');
  return { key: Number(match[1]), id: match[2] as string };
}

type LeadRow = {
  id: string;
  stage: PipelineStage;
  lost_reason: PipelineLead['lostReason'];
  first_name: string;
  last_name: string;
  line: PipelineLead['line'];
  state: string;
  zip: string;
  email: string | null;
  phone: string | null;
  created_at: unknown;
  stage_changed_at: unknown;
  contacted_at: unknown;
  value_cents: unknown;
  unread: unknown;
  offer_expires_at: unknown;
};

function toLead(row: LeadRow): PipelineLead {
  return {
    id: row.id,
    stage: row.stage,
    lostReason: row.lost_reason,
    customerName: `${row.first_name} ${row.last_name}`,
    line: row.line,
    state: row.state,
    zip: row.zip,
    email: row.email,
    phone: row.phone,
    receivedAt: isoOf(row.created_at),
    stageChangedAt: isoOf(row.stage_changed_at),
    contactedAt: isoOrNull(row.contacted_at),
    annualPremiumCents: numOrNull(row.value_cents),
    unread: Math.max(0, Number(row.unread ?? 0)),
    offerExpiresAt: isoOrNull(row.offer_expires_at),
  };
}

/** The columns of a book row: the customer only as the consent shares them. */
const bookColumns = (
  value: SQL,
) => sql`leads.id, leads.stage, leads.lost_reason, u.first_name, u.last_name,
  q.type as line, q.state, q.zip,
  case when ${shares('email')} then u.email end as email,
  case when ${shares('phone')} then p.phone end as phone,
  leads.created_at, leads.stage_changed_at, leads.contacted_at,
  ${value} as value_cents, ${unreadCount} as unread, ${nextExpiry} as offer_expires_at`;

/** The time (ms) of a lead's next open follow-up, or -1 without one: the 'due' sort's cursor key. */
async function nextDueKey(db: Db, agentId: string, leadId: string): Promise<number> {
  const [row] = await rowsOf<{ due: Date | string | null }>(
    db,
    sql`select min(t.due_at) as due from agent_tasks t
      where t.lead_id = ${leadId}::uuid and t.agent_id = ${agentId} and t.done_at is null`,
  );
  return row?.due ? new Date(row.due).getTime() : -1;
}

/**
 * One page of the agent's book, filtered, searched and sorted, by keyset (the creation time or
 * the value, then the id): a page costs the same at the 5,000th lead as at the first.
 */
export async function listBook(
  db: Db,
  agentId: string,
  query: PipelineQuery,
  now = new Date(),
): Promise<PipelinePage> {
  const conditions = filterConditions(agentId, query, now);
  if (query.stage) conditions.push(sql`leads.stage = ${query.stage}`);
  const cursor = readCursor(query.cursor);
  const premiumKey = sql`coalesce(v.cents, -1)`;
  let order: SQL;
  if (query.sort === 'due') {
    // The next open follow-up first; leads without one last (a cursor key of -1 stands for them).
    const due = sql`coalesce((select min(t.due_at) from agent_tasks t where t.lead_id = leads.id
      and t.agent_id = ${agentId} and t.done_at is null), 'infinity'::timestamptz)`;
    if (cursor) {
      conditions.push(
        cursor.key === -1
          ? sql`(${due} = 'infinity'::timestamptz and leads.id > ${cursor.id}::uuid)`
          : sql`(${due} > ${new Date(cursor.key)} or (${due} = ${new Date(cursor.key)} and leads.id > ${cursor.id}::uuid))`,
      );
    }
    order = sql`${due} asc, leads.id asc`;
  } else if (query.sort === 'premium') {
    if (cursor) {
      conditions.push(
        sql`(${premiumKey} < ${cursor.key} or (${premiumKey} = ${cursor.key} and leads.id < ${cursor.id}::uuid))`,
      );
    }
    order = sql`${premiumKey} desc, leads.id desc`;
  } else {
    const newest = query.sort === 'newest';
    if (cursor) {
      const at = new Date(cursor.key);
      conditions.push(
        newest
          ? sql`(leads.created_at, leads.id) < (${at}, ${cursor.id}::uuid)`
          : sql`(leads.created_at, leads.id) > (${at}, ${cursor.id}::uuid)`,
      );
    }
    order = newest
      ? sql`leads.created_at desc, leads.id desc`
      : sql`leads.created_at asc, leads.id asc`;
  }
  const byPremium = query.sort === 'premium';
  const rows = await rowsOf<LeadRow>(
    db,
    sql`select ${bookColumns(byPremium ? sql`v.cents` : valuePerRow)}
      ${bookFrom(agentId, { people: true, values: byPremium })} where ${where(conditions)}
      order by ${order} limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit).map(toLead);
  const last = page.at(-1);
  const more = rows.length > query.limit && last;
  let nextCursor: string | null = null;
  if (more) {
    const key =
      query.sort === 'premium'
        ? (last.annualPremiumCents ?? -1)
        : query.sort === 'due'
          ? await nextDueKey(db, agentId, last.id)
          : Date.parse(last.receivedAt);
    nextCursor = `${key}_${last.id}`;
  }
  return {
    leads: page,
    nextCursor,
    totals: query.cursor ? [] : await stageTotals(db, agentId, query, now),
  };
}

/** Count and value per stage under the same filters (the stage filter aside). */
export async function stageTotals(
  db: Db,
  agentId: string,
  filters: Filters,
  now = new Date(),
): Promise<StageTotal[]> {
  const rows = await rowsOf<{ stage: PipelineStage; count: unknown; cents: unknown }>(
    db,
    sql`select leads.stage, count(*) as count, coalesce(sum(v.cents), 0) as cents
      ${bookFrom(agentId, { people: Boolean(filters.q?.trim() || filters.unread), values: true })} where ${where(filterConditions(agentId, filters, now))} group by leads.stage`,
  );
  return pipelineStages.map((stage) => {
    const row = rows.find((candidate) => candidate.stage === stage);
    return {
      stage,
      count: Number(row?.count ?? 0),
      annualPremiumCents: Number(row?.cents ?? 0),
    };
  });
}

/** Every lead of the book with its notes, for the CSV export (oldest first). */
export async function bookForExport(db: Db, agentId: string) {
  const rows = await rowsOf<LeadRow & { notes: string | null }>(
    db,
    sql`select ${bookColumns(sql`v.cents`)},
      (select string_agg(n.body, ' | ' order by n.created_at) from lead_notes n
        where n.lead_id = leads.id) as notes
      ${bookFrom(agentId, { people: true, values: true })} where ${heldBy(agentId)} order by leads.created_at asc, leads.id asc`,
  );
  return rows.map((row) => ({ ...toLead(row), notes: row.notes ?? '' }));
}
