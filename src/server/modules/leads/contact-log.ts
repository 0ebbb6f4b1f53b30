import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ConsentRecord,
  ContactEventKind,
  ContactLog,
  LeadStatus,
} from '../../../shared/contracts/leads';
import type { Db, Tx } from '../../db/client';
import { calls, consents, contactEvents, conversations, leads, withdrawals } from '../../db/schema';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../users';
import { loadAgentCards } from './agent-cards';
import { closedLeadEvents, logContact, openLeadStatuses, withdrawOffersOf } from './records';

const statusOfEvent: Partial<Record<ContactEventKind, LeadStatus>> = {
  lead_delivered: 'pending',
  lead_accepted: 'accepted',
  lead_passed: 'passed',
  lead_expired: 'expired',
  access_withdrawn: 'withdrawn',
};

/**
 * 'Who can see my information': every agent who received the consumer's data, since when, for
 * which requests, and everything they did, newest first; and every consent with its wording.
 * Built from the contact log's own rows (decision 0042), so a deleted request or a closed agent
 * account leaves the record whole: the lead, where it still exists, gives the live status.
 */
export async function getContactLog(db: Db, consumerId: string): Promise<ContactLog> {
  const deliveries = await db
    .select({
      agentId: contactEvents.agentId,
      firstName: contactEvents.agentFirstName,
      lastInitial: contactEvents.agentLastInitial,
      company: contactEvents.agentCompany,
      consentId: contactEvents.consentId,
      quoteId: contactEvents.quoteId,
      line: contactEvents.line,
      createdAt: contactEvents.createdAt,
    })
    .from(contactEvents)
    .where(and(eq(contactEvents.consumerId, consumerId), eq(contactEvents.kind, 'lead_delivered')))
    .orderBy(asc(contactEvents.createdAt));
  const events = await db
    .select({
      agentId: contactEvents.agentId,
      consentId: contactEvents.consentId,
      quoteId: contactEvents.quoteId,
      kind: contactEvents.kind,
      createdAt: contactEvents.createdAt,
    })
    .from(contactEvents)
    .where(eq(contactEvents.consumerId, consumerId))
    .orderBy(desc(contactEvents.createdAt), desc(contactEvents.id))
    .limit(1000);
  const current = await db
    .select({ agentId: leads.agentId, consentId: leads.consentId, status: leads.status })
    .from(leads)
    .where(eq(leads.consumerId, consumerId));
  const consentRows = await db
    .select()
    .from(consents)
    .where(eq(consents.consumerId, consumerId))
    .orderBy(desc(consents.createdAt));
  const agentIds = [...new Set(deliveries.map((row) => row.agentId))];
  const cards = await loadAgentCards(db, agentIds);
  const statusOf = (agentId: string, consentId: string | null): LeadStatus => {
    const lead = current.find((row) => row.agentId === agentId && row.consentId === consentId);
    if (lead) return lead.status;
    // The lead went with its request or the agent's account: its last recorded step says.
    for (const event of events) {
      if (event.agentId !== agentId || event.consentId !== consentId) continue;
      const status = statusOfEvent[event.kind as ContactEventKind];
      if (status) return status === 'pending' || status === 'accepted' ? 'withdrawn' : status;
    }
    return 'withdrawn';
  };
  const agents = agentIds.map((agentId) => {
    const mine = deliveries.filter((row) => row.agentId === agentId);
    const first = mine[0];
    const card = cards.get(agentId);
    const theirEvents = events.filter((event) => event.agentId === agentId);
    const seen = new Set<string>();
    const requests = mine.flatMap((row) => {
      const key = row.consentId ?? row.quoteId ?? row.createdAt.toISOString();
      if (seen.has(key)) return [];
      seen.add(key);
      return [
        {
          consentId: row.consentId,
          quoteId: row.quoteId,
          line: row.line ?? 'auto',
          leadStatus: statusOf(agentId, row.consentId),
        },
      ];
    });
    return {
      agent: card ?? {
        id: agentId,
        firstName: first?.firstName ?? '',
        lastInitial: first?.lastInitial ?? '',
        // A closed account's company was never proven at read time: no provider is shown.
        provider: null,
        verifiedStates: [],
        languages: [],
        bio: '',
        medianFirstReplyMinutes: null,
        offersAccepted: 0,
        rating: { count: 0, average: null },
      },
      accountClosed: card === undefined,
      hasAccess: current.some(
        (row) => row.agentId === agentId && openLeadStatuses.includes(row.status),
      ),
      since: (first?.createdAt ?? new Date()).toISOString(),
      requests,
      events: theirEvents.map((event) => ({
        kind: event.kind as ContactEventKind,
        quoteId: event.quoteId,
        at: event.createdAt.toISOString(),
      })),
      latest: theirEvents[0]?.createdAt.getTime() ?? first?.createdAt.getTime() ?? 0,
    };
  });
  agents.sort((a, b) => b.latest - a.latest);
  return {
    agents: agents.map(({ latest: _latest, ...entry }) => entry),
    consents: consentRows.map(toConsentRecord),
  };
}

export function toConsentRecord(row: typeof consents.$inferSelect): ConsentRecord {
  return {
    id: row.id,
    quoteId: row.quoteId,
    line: row.line,
    state: row.state,
    mode: row.mode,
    scope: row.scope,
    wording: row.wording,
    language: row.language,
    givenAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Takes back access from one agent (or all): their open leads become withdrawn at once, so the
 * next read answers 404, their open offers are withdrawn, and the lead leaves their portal live.
 * Withdrawing all also closes the consents, so no new agent is matched.
 */
export async function withdrawAccess(
  db: Db,
  consumerId: string,
  agentId?: string,
): Promise<ContactLog> {
  if (agentId !== undefined && !isUuid(agentId)) throw notFound('agentNotFound');
  await db.transaction(async (tx) => {
    if (agentId) {
      const [known] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.consumerId, consumerId), eq(leads.agentId, agentId)))
        .limit(1);
      if (!known) throw notFound('agentNotFound');
    }
    await withdrawLeads(tx, consumerId, agentId ? { agentId } : {});
  });
  return getContactLog(db, consumerId);
}

/**
 * The withdrawal itself, inside the caller's transaction: the consumer's open leads (of one agent,
 * of one request, or all) become withdrawn, their open offers withdrawn, calls in progress end,
 * the contact log records it and every agent concerned hears it live. Without an agent, the
 * consents concerned (one request's, or all) close too, so nobody new is matched. Deleting a
 * request and deleting an account go through here first (decision 0042).
 */
export async function withdrawLeads(
  tx: Tx,
  consumerId: string,
  filter: { agentId?: string; quoteId?: string },
): Promise<void> {
  {
    const now = new Date();
    const forAgent = filter.agentId ? eq(leads.agentId, filter.agentId) : undefined;
    const forQuote = filter.quoteId ? eq(leads.quoteId, filter.quoteId) : undefined;
    const closed = await tx
      .update(leads)
      .set({ status: 'withdrawn', closedAt: now, respondBy: null })
      .where(
        and(
          eq(leads.consumerId, consumerId),
          inArray(leads.status, openLeadStatuses),
          forAgent,
          forQuote,
        ),
      )
      .returning({ id: leads.id, agentId: leads.agentId, quoteId: leads.quoteId });
    const withdrawnOffers = await withdrawOffersOf(tx, closed, now);
    // The withdrawal stands (decision 0035): recorded for good, so automatic matching never
    // brings the agent back and no later event about this consumer reaches them; what was said
    // until now stays hidden from the agent even if the consumer picks them again by hand.
    // `now()` is the transaction's time, the same as the live events written below (delivered).
    const withdrawnAgents = [...new Set(closed.map((lead) => lead.agentId))];
    // Deleting a request is not a withdrawal of its agents: only access withdrawals are recorded.
    if (withdrawnAgents.length > 0 && !filter.quoteId) {
      await tx
        .insert(withdrawals)
        .values(
          withdrawnAgents.map((id) => ({ consumerId, agentId: id, withdrawnAt: sql`now()` })),
        );
      await tx
        .update(conversations)
        .set({ agentHiddenThroughSeq: sql`${conversations.lastSeq}` })
        .where(
          and(
            eq(conversations.consumerId, consumerId),
            inArray(conversations.agentId, withdrawnAgents),
          ),
        );
    }
    if (!filter.agentId) {
      await tx
        .update(consents)
        .set({ withdrawnAt: now, needsAgents: false })
        .where(
          and(
            eq(consents.consumerId, consumerId),
            filter.quoteId ? eq(consents.quoteId, filter.quoteId) : undefined,
          ),
        );
    }
    await logContact(
      tx,
      closed.map((lead) => ({
        consumerId,
        agentId: lead.agentId,
        quoteId: lead.quoteId,
        kind: 'access_withdrawn' as const,
      })),
    );
    for (const lead of closed) {
      await recordActivity(tx, lead.agentId, 'consent_withdrawn', { leadId: lead.id });
    }
    const ended =
      closed.length === 0
        ? []
        : await tx
            .select({ id: conversations.id, agentId: conversations.agentId })
            .from(conversations)
            .where(
              and(
                eq(conversations.consumerId, consumerId),
                inArray(
                  conversations.agentId,
                  closed.map((lead) => lead.agentId),
                ),
              ),
            );
    // A call in progress ends with the access: the agent may no longer hear the consumer.
    const endedCalls =
      ended.length === 0
        ? []
        : await tx
            .update(calls)
            .set({ status: 'ended', endedAt: now, endedBy: consumerId })
            .where(
              and(
                inArray(
                  calls.conversationId,
                  ended.map((conversation) => conversation.id),
                ),
                inArray(calls.status, ['ringing', 'accepted']),
              ),
            )
            .returning({ id: calls.id, callerId: calls.callerId, calleeId: calls.calleeId });
    await publishLive(tx, [
      ...closedLeadEvents(consumerId, closed, withdrawnOffers),
      ...endedCalls.flatMap((call) =>
        [call.callerId, call.calleeId].map((userId) => ({
          userId,
          kind: 'call.updated' as const,
          callId: call.id,
        })),
      ),
      // Their conversations end on the agent's side: both screens re-read them.
      ...ended.flatMap((conversation) => [
        {
          userId: conversation.agentId,
          kind: 'conversation.changed' as const,
          conversationId: conversation.id,
        },
        {
          userId: consumerId,
          kind: 'conversation.changed' as const,
          conversationId: conversation.id,
        },
      ]),
    ]);
  }
}
