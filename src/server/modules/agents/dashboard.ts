import { and, count, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { Db } from '../../db/client';
import { calls, leads, offers, users } from '../../db/schema';
import { medianReplyMinutes, performanceWindowMs, unreportedLead } from '../leads';
import { countUnreadConversations } from '../messages';
import { listRecentActivity } from '../users';

/** Local midnight of the agent's day, from the browser's timezone offset (minutes behind UTC). */
export function startOfAgentDay(now: Date, tzOffsetMinutes: number): Date {
  const local = new Date(now.getTime() - tzOffsetMinutes * 60_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight + tzOffsetMinutes * 60_000);
}

/**
 * The dashboard of one agent, from real rows only; every query carries the agent's id. Each stat
 * counts exactly what its label says (issue 31, 9): 'Quotes sent today' every offer sent since
 * the agent's midnight (a withdrawn one was still sent); 'Leads waiting for your answer' pending
 * leads whose deadline has not passed (the expiry job may not have swept one yet); 'Calls
 * answered today' calls made or taken today that were answered, since a ring nobody took is not
 * a call had; 'Unread conversations' conversations with a customer message not read yet.
 */
export async function getAgentDashboard(
  db: Db,
  agentId: string,
  tzOffsetMinutes = 0,
): Promise<AgentDashboard> {
  const now = new Date();
  const since = new Date(now.getTime() - performanceWindowMs);
  const dayStart = startOfAgentDay(now, tzOffsetMinutes);
  const [today] = await db
    .select({ count: count() })
    .from(offers)
    .where(and(eq(offers.agentId, agentId), gte(offers.createdAt, dayStart)));
  const [callsToday] = await db
    .select({ count: count() })
    .from(calls)
    .where(
      and(
        or(eq(calls.callerId, agentId), eq(calls.calleeId, agentId)),
        gte(calls.createdAt, dayStart),
        isNotNull(calls.answeredAt),
      ),
    );
  const [pending] = await db
    .select({ count: count() })
    .from(leads)
    .where(
      and(
        eq(leads.agentId, agentId),
        eq(leads.status, 'pending'),
        or(isNull(leads.respondBy), gt(leads.respondBy, now)),
      ),
    );
  const [sent] = await db
    .select({
      total: count(),
      accepted: sql<number>`count(*) filter (where ${offers.status} = 'accepted')`.mapWith(Number),
      // Withdrawn offers never reached an answer: they do not count against the agent.
      considered: sql<number>`count(*) filter (where ${offers.status} <> 'withdrawn')`.mapWith(
        Number,
      ),
    })
    .from(offers)
    .where(
      and(eq(offers.agentId, agentId), gte(offers.createdAt, since), unreportedLead(offers.leadId)),
    );
  const [reply] = await db
    .select({ minutes: medianReplyMinutes(since) })
    .from(users)
    .where(and(eq(users.id, agentId), inArray(users.role, ['agent'])));
  const considered = sent?.considered ?? 0;
  return {
    stats: {
      unreadConversations: await countUnreadConversations(db, agentId),
      quotesToday: today?.count ?? 0,
      pendingLeads: pending?.count ?? 0,
      callsToday: callsToday?.count ?? 0,
    },
    performance: {
      medianFirstReplyMinutes: reply?.minutes ?? null,
      offersSent: sent?.total ?? 0,
      offersAccepted: sent?.accepted ?? 0,
      acceptanceRate: considered > 0 ? (sent?.accepted ?? 0) / considered : null,
    },
    recentActivity: await listRecentActivity(db, agentId, 20),
  };
}
