import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  LocalDue,
  Task,
  TaskInput,
  TaskList,
  TaskUpdate,
} from '../../../shared/contracts/desk';
import { isTimeZone, wallTimeToUtc } from '../../../shared/zoned-time';
import type { Db } from '../../db/client';
import {
  agentTaskFeeds,
  agentTasks,
  leads,
  notificationSettings,
  savedQuotes,
  users,
  wonPolicies,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { licenceCoversLead, openLeadStatuses } from '../leads';

const defaultTimeZone = 'America/New_York';
/** How far ahead a task may be set. */
const maxAheadMs = 2 * 366 * 86_400_000;
/** Done tasks a list keeps showing ("all"). */
const doneKeptMs = 30 * 86_400_000;

const taskNotFound = () => new HttpError(404, 'taskNotFound');
const leadNotFound = () => new HttpError(404, 'leadNotFound');

/**
 * The lead is one the agent holds now: theirs, pending or accepted, licensed now (the leads API's
 * own rule, `agentOpenLeads`). Every read and write of a task carries it in its query: a withdrawn
 * lead's tasks read as missing (decision 0105).
 */
export const heldLead = (agentId: string): SQL =>
  and(
    eq(leads.agentId, agentId),
    inArray(leads.status, openLeadStatuses),
    licenceCoversLead(),
  ) as SQL;

/** The agent's IANA zone (the notification settings' field) and whether they chose one. */
export async function agentTimeZone(
  db: Pick<Db, 'select'>,
  agentId: string,
): Promise<{ timeZone: string; isSet: boolean }> {
  const [row] = await db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, agentId));
  const zone = row?.timeZone;
  return zone && isTimeZone(zone)
    ? { timeZone: zone, isSet: true }
    : { timeZone: defaultTimeZone, isSet: false };
}

/** The UTC instant of a local due time in the agent's zone; refused in the past or too far. */
export function dueInstant(due: LocalDue, timeZone: string, now: Date): Date {
  const at = wallTimeToUtc(due, timeZone);
  if (at.getTime() <= now.getTime()) throw new HttpError(400, 'taskInPast');
  if (at.getTime() > now.getTime() + maxAheadMs) throw new HttpError(400, 'taskTooFar');
  return at;
}

const taskColumns = {
  id: agentTasks.id,
  leadId: agentTasks.leadId,
  kind: agentTasks.kind,
  note: agentTasks.note,
  dueAt: agentTasks.dueAt,
  doneAt: agentTasks.doneAt,
  remindedAt: agentTasks.remindedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  line: savedQuotes.type,
  state: savedQuotes.state,
  renewalDate: wonPolicies.renewalDate,
};

type TaskRow = {
  id: string;
  leadId: string;
  kind: Task['kind'];
  note: string;
  dueAt: Date;
  doneAt: Date | null;
  remindedAt: Date | null;
  firstName: string;
  lastName: string;
  line: string;
  state: string;
  renewalDate: string | null;
};

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    leadId: row.leadId,
    kind: row.kind,
    note: row.note,
    dueAt: row.dueAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    customer: `${row.firstName} ${row.lastName}`.trim(),
    line: row.line,
    state: row.state,
    renewalDate: row.renewalDate,
  };
}

/** The agent's tasks on leads they hold, in the query; `where` narrows further. */
async function selectTasks(db: Pick<Db, 'select'>, agentId: string, where?: SQL, limit = 2000) {
  const rows = await db
    .select(taskColumns)
    .from(agentTasks)
    .innerJoin(leads, eq(leads.id, agentTasks.leadId))
    .innerJoin(users, eq(users.id, leads.consumerId))
    .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
    .leftJoin(wonPolicies, eq(wonPolicies.id, agentTasks.policyId))
    .where(and(eq(agentTasks.agentId, agentId), heldLead(agentId), where))
    .orderBy(asc(agentTasks.dueAt), asc(agentTasks.createdAt))
    .limit(limit);
  return rows.map(toTask);
}

export async function listTasks(
  db: Db,
  agentId: string,
  query: { leadId?: string; status: 'open' | 'all' },
  now = new Date(),
): Promise<TaskList> {
  if (query.leadId !== undefined && !isUuid(query.leadId)) throw leadNotFound();
  const conditions: SQL[] = [];
  if (query.leadId) conditions.push(eq(agentTasks.leadId, query.leadId));
  if (query.status === 'open') conditions.push(isNull(agentTasks.doneAt));
  else {
    conditions.push(
      or(
        isNull(agentTasks.doneAt),
        gte(agentTasks.doneAt, new Date(now.getTime() - doneKeptMs)),
      ) as SQL,
    );
  }
  const [tasks, zone] = await Promise.all([
    selectTasks(db, agentId, and(...conditions)),
    agentTimeZone(db, agentId),
  ]);
  return { tasks, timeZone: zone.timeZone, timeZoneSet: zone.isSet };
}

export async function getTask(db: Db, agentId: string, id: string): Promise<Task> {
  if (!isUuid(id)) throw taskNotFound();
  const [task] = await selectTasks(db, agentId, eq(agentTasks.id, id), 1);
  if (!task) throw taskNotFound();
  return task;
}

export async function createTask(
  db: Db,
  agentId: string,
  input: TaskInput & { note: string },
  now = new Date(),
): Promise<Task> {
  if (!isUuid(input.leadId)) throw leadNotFound();
  const { timeZone } = await agentTimeZone(db, agentId);
  const dueAt = dueInstant(input.due, timeZone, now);
  // Inserted only if the lead is one the agent holds now, in the same statement.
  const inserted = await db.execute(sql`
    insert into ${agentTasks} (agent_id, lead_id, kind, note, due_at)
    select ${agentId}, ${leads.id}, ${input.kind}, ${input.note}, ${dueAt.toISOString()}::timestamptz
    from ${leads}
    where ${leads.id} = ${input.leadId} and ${heldLead(agentId)}
    returning id`);
  const [row] = (inserted as unknown as { rows: Array<{ id: string }> }).rows;
  if (!row) throw leadNotFound();
  return getTask(db, agentId, row.id);
}

export async function updateTask(
  db: Db,
  agentId: string,
  id: string,
  update: TaskUpdate,
  now = new Date(),
): Promise<Task> {
  if (!isUuid(id)) throw taskNotFound();
  const set: Partial<typeof agentTasks.$inferInsert> = {};
  if (update.due || update.snoozeMinutes !== undefined) {
    const { timeZone } = await agentTimeZone(db, agentId);
    set.dueAt = update.due
      ? dueInstant(update.due, timeZone, now)
      : new Date(now.getTime() + (update.snoozeMinutes ?? 0) * 60_000);
    // A new time reminds again (the sent marker is for one due time).
    set.remindedAt = null;
  }
  if (update.done !== undefined) set.doneAt = update.done ? now : null;
  if (update.note !== undefined) set.note = update.note;
  if (update.kind !== undefined) set.kind = update.kind;
  const rows = await db
    .update(agentTasks)
    .set(set)
    .where(
      and(
        eq(agentTasks.id, id),
        eq(agentTasks.agentId, agentId),
        sql`exists (select 1 from ${leads} where ${leads.id} = ${agentTasks.leadId} and ${heldLead(agentId)})`,
      ),
    )
    .returning({ id: agentTasks.id });
  if (rows.length === 0) throw taskNotFound();
  return getTask(db, agentId, id);
}

export async function deleteTask(db: Db, agentId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw taskNotFound();
  const rows = await db
    .delete(agentTasks)
    .where(
      and(
        eq(agentTasks.id, id),
        eq(agentTasks.agentId, agentId),
        sql`exists (select 1 from ${leads} where ${leads.id} = ${agentTasks.leadId} and ${heldLead(agentId)})`,
      ),
    )
    .returning({ id: agentTasks.id });
  if (rows.length === 0) throw taskNotFound();
}

/** Open tasks for the calendar feed (the next year and the last 30 days). */
export async function feedTasks(db: Db, agentId: string, now = new Date()): Promise<Task[]> {
  return selectTasks(
    db,
    agentId,
    and(isNull(agentTasks.doneAt), gte(agentTasks.dueAt, new Date(now.getTime() - doneKeptMs))),
    2000,
  );
}

/** Every task of the agent for the book's CSV (open and done, on leads they hold). */
export async function allTasks(db: Db, agentId: string): Promise<Task[]> {
  return selectTasks(db, agentId, undefined, 20_000);
}

// The subscribable feed (decision 0108): a random token shown once, kept only as its hash.

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedStatus(db: Db, agentId: string) {
  const [row] = await db
    .select({ createdAt: agentTaskFeeds.createdAt })
    .from(agentTaskFeeds)
    .where(eq(agentTaskFeeds.agentId, agentId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new secret (the old address stops working): the token, to be shown once. */
export async function createFeed(
  db: Db,
  agentId: string,
): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(agentTaskFeeds)
    .values({ agentId, tokenHash: hashFeedToken(token) })
    .onConflictDoUpdate({
      target: agentTaskFeeds.agentId,
      set: { tokenHash: hashFeedToken(token), createdAt: sql`now()` },
    })
    .returning({ createdAt: agentTaskFeeds.createdAt });
  return { token, createdAt: row?.createdAt.toISOString() ?? new Date().toISOString() };
}

export async function revokeFeed(db: Db, agentId: string): Promise<void> {
  await db.delete(agentTaskFeeds).where(eq(agentTaskFeeds.agentId, agentId));
}

/** The agent a feed token opens, if any (and still an agent). */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ agentId: agentTaskFeeds.agentId })
    .from(agentTaskFeeds)
    .innerJoin(users, eq(users.id, agentTaskFeeds.agentId))
    .where(
      and(
        eq(agentTaskFeeds.tokenHash, hashFeedToken(token)),
        eq(users.role, 'agent'),
        isNull(users.suspendedAt),
      ),
    );
  return row?.agentId ?? null;
}
