import { and, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { PersonDetail, PersonSummary } from '../../../shared/contracts/admin';
import type { LicenceLine, LineReviewStatus } from '../../../shared/contracts/licences';
import type { Db } from '../../db/client';
import {
  activityEvents,
  agentLicenceLines,
  agentLicences,
  leads,
  offers,
  sessions,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { listAudit } from './audit';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` are the caller's letters, not patterns. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const summaryColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  npn: agentLicences.npn,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

function toSummary(row: SummaryRow): PersonSummary {
  return {
    id: row.id as string,
    role: row.role as PersonSummary['role'],
    status: row.suspendedAt ? 'suspended' : 'active',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    npn: row.npn,
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

/**
 * Accounts by id (exact), NPN (exact), e-mail or name (contains, any case; "Ana Ruiz" matches the
 * full name). At most 50, newest first.
 */
export async function searchPeople(db: Db, query: string): Promise<PersonSummary[]> {
  const term = query.trim();
  const like = `%${likeEscaped(term.toLowerCase())}%`;
  const condition = uuidPattern.test(term)
    ? eq(users.id, term.toLowerCase())
    : or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
        eq(agentLicences.npn, term),
      );
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(agentLicences, eq(agentLicences.agentId, users.id))
    .where(condition)
    .orderBy(desc(users.createdAt), users.id)
    .limit(50);
  return rows.map(toSummary);
}

/** Everything the console shows about one account; 404 when there is none. */
export async function readPerson(db: Db, userId: string): Promise<PersonDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      suspensionReason: users.suspensionReason,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .leftJoin(agentLicences, eq(agentLicences.agentId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(404, 'personNotFound');
  const now = new Date();
  const [signIns, devices, licences, leadCounts, offerCounts, audit] = await Promise.all([
    db
      .select({ at: activityEvents.createdAt })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, 'signed_in')))
      .orderBy(desc(activityEvents.createdAt))
      .limit(20),
    db
      .select({
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({
        state: agentLicenceLines.state,
        line: agentLicenceLines.line,
        status: agentLicenceLines.status,
      })
      .from(agentLicenceLines)
      .where(eq(agentLicenceLines.agentId, userId))
      .orderBy(agentLicenceLines.state, agentLicenceLines.line),
    db
      .select({ status: leads.status, n: count() })
      .from(leads)
      .where(or(eq(leads.agentId, userId), eq(leads.consumerId, userId)))
      .groupBy(leads.status),
    db
      .select({ status: offers.status, n: count() })
      .from(offers)
      .where(or(eq(offers.agentId, userId), eq(offers.consumerId, userId)))
      .groupBy(offers.status),
    listAudit(db, { targetUserId: userId, limit: 100 }),
  ]);
  return {
    ...toSummary(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    emailConfirmed: row.emailConfirmedAt !== null,
    signIns: signIns.map((entry) => ({ at: entry.at.toISOString() })),
    devices: devices.map((device) => ({
      userAgent: device.userAgent,
      createdAt: device.createdAt.toISOString(),
      lastSeenAt: device.lastSeenAt.toISOString(),
    })),
    licences: licences.map((licence) => ({
      state: licence.state,
      line: licence.line as LicenceLine,
      status: licence.status as LineReviewStatus,
    })),
    leads: Object.fromEntries(leadCounts.map((entry) => [entry.status, entry.n])),
    offers: Object.fromEntries(offerCounts.map((entry) => [entry.status, entry.n])),
    audit,
  };
}
