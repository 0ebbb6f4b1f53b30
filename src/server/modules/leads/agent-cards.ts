import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AgentCard } from '../../../shared/contracts/leads';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { agentLicenceLines, agentLicences, leads, offers, users } from '../../db/schema';
import { ratingSummaries } from '../reviews';
import { providerColumns, providerOf } from '../users';
import { unreportedLead } from './report-rules';

/** The window of the reply-time and acceptance figures. */
export const performanceWindowMs = 30 * 24 * 60 * 60 * 1000;

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** Median minutes from lead to first answer per agent, last 30 days (SQL, one row per agent). */
export function medianReplyMinutes(since: Date) {
  return sql<number | null>`(
    select percentile_cont(0.5) within group (
      order by extract(epoch from (${qualified(leads.firstReplyAt)} - ${qualified(leads.createdAt)})) / 60
    )
    from ${leads}
    where ${qualified(leads.agentId)} = ${qualified(users.id)}
      and ${qualified(leads.firstReplyAt)} is not null
      and ${qualified(leads.createdAt)} > ${since}
      and ${unreportedLead(leads.id)}
  )`.mapWith((value) => (value === null ? null : Math.round(Number(value))));
}

/**
 * Agents as consumers see them: first name and last initial, provider (providerOf), verified states,
 * languages, bio, median first reply, offers accepted and the reviews' figure. Never an e-mail, never a last name.
 */
export async function loadAgentCards(
  db: Reader,
  agentIds: string[],
): Promise<Map<string, AgentCard>> {
  const cards = new Map<string, AgentCard>();
  if (agentIds.length === 0) return cards;
  const since = new Date(Date.now() - performanceWindowMs);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ...providerColumns,
      languages: agentLicences.languages,
      bio: agentLicences.bio,
      medianFirstReplyMinutes: medianReplyMinutes(since),
    })
    .from(users)
    .leftJoin(agentLicences, eq(agentLicences.agentId, users.id))
    .where(and(inArray(users.id, agentIds), eq(users.role, 'agent')));
  const verified = await db
    .selectDistinct({ agentId: agentLicenceLines.agentId, state: agentLicenceLines.state })
    .from(agentLicenceLines)
    .where(
      and(inArray(agentLicenceLines.agentId, agentIds), eq(agentLicenceLines.status, 'verified')),
    )
    .orderBy(agentLicenceLines.state);
  const accepted = await db
    .select({ agentId: offers.agentId, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(
      and(
        inArray(offers.agentId, agentIds),
        eq(offers.status, 'accepted'),
        gt(offers.createdAt, since),
        unreportedLead(offers.leadId),
      ),
    )
    .groupBy(offers.agentId);
  const ratings = await ratingSummaries(db, agentIds);
  for (const row of rows) {
    cards.set(row.id, {
      id: row.id,
      firstName: row.firstName,
      lastInitial: row.lastName.slice(0, 1).toUpperCase(),
      provider: providerOf(row),
      verifiedStates: verified.filter((line) => line.agentId === row.id).map((line) => line.state),
      languages: (row.languages ?? []) as Language[],
      bio: row.bio ?? '',
      medianFirstReplyMinutes: row.medianFirstReplyMinutes,
      offersAccepted: accepted.find((item) => item.agentId === row.id)?.count ?? 0,
      rating: ratings.get(row.id) ?? { count: 0, average: null },
    });
  }
  return cards;
}

export async function loadAgentCard(db: Reader, agentId: string): Promise<AgentCard | undefined> {
  return (await loadAgentCards(db, [agentId])).get(agentId);
}
