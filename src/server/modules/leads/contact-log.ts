import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContactEventKind, ContactLog } from '../../../shared/contracts/leads';
import type { Db } from '../../db/client';
import {
  calls,
  consents,
  contactEvents,
  conversations,
  leads,
  offers,
  savedQuotes,
  withdrawals,
} from '../../db/schema';
import { notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../accounts/activity';
import { isUuid } from '../quotes/ids';
import { loadAgentCards } from './agent-cards';
import { logContact, openLeadStatuses } from './records';

/**
 * 'Who can see my information': every agent who received the consumer's data, since when, for
 * which requests, and everything they did, newest first.
 */
export async function getContactLog(db: Db, consumerId: string): Promise<ContactLog> {
  const rows = await db
    .select({
      agentId: leads.agentId,
      quoteId: leads.quoteId,
      line: savedQuotes.type,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
    .where(eq(leads.consumerId, consumerId))
    .orderBy(asc(leads.createdAt));
  const events = await db
    .select()
    .from(contactEvents)
    .where(eq(contactEvents.consumerId, consumerId))
    .orderBy(desc(contactEvents.createdAt), desc(contactEvents.id))
    .limit(1000);
  const agentIds = [...new Set(rows.map((row) => row.agentId))];
  const cards = await loadAgentCards(db, agentIds);
  const agents = agentIds.flatMap((agentId) => {
    const agent = cards.get(agentId);
    if (!agent) return [];
    const mine = rows.filter((row) => row.agentId === agentId);
    const theirEvents = events.filter((event) => event.agentId === agentId);
    return [
      {
        agent,
        hasAccess: mine.some((row) => openLeadStatuses.includes(row.status)),
        since: (mine[0]?.createdAt ?? new Date()).toISOString(),
        requests: mine.map((row) => ({
          quoteId: row.quoteId,
          line: row.line,
          leadStatus: row.status,
        })),
        events: theirEvents.map((event) => ({
          kind: event.kind as ContactEventKind,
          quoteId: event.quoteId,
          at: event.createdAt.toISOString(),
        })),
        latest: theirEvents[0]?.createdAt.getTime() ?? 0,
      },
    ];
  });
  agents.sort((a, b) => b.latest - a.latest);
  return { agents: agents.map(({ latest: _latest, ...entry }) => entry) };
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
    const now = new Date();
    const forAgent = agentId ? eq(leads.agentId, agentId) : undefined;
    if (agentId) {
      const [known] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.consumerId, consumerId), eq(leads.agentId, agentId)))
        .limit(1);
      if (!known) throw notFound('agentNotFound');
    }
    const closed = await tx
      .update(leads)
      .set({ status: 'withdrawn', closedAt: now, respondBy: null })
      .where(
        and(eq(leads.consumerId, consumerId), inArray(leads.status, openLeadStatuses), forAgent),
      )
      .returning({ id: leads.id, agentId: leads.agentId, quoteId: leads.quoteId });
    let withdrawnOffers: Array<{ id: string; agentId: string; leadId: string; quoteId: string }> =
      [];
    if (closed.length > 0) {
      withdrawnOffers = await tx
        .update(offers)
        .set({ status: 'withdrawn', answeredAt: now })
        .where(
          and(
            inArray(
              offers.leadId,
              closed.map((lead) => lead.id),
            ),
            inArray(offers.status, ['sent', 'viewed']),
          ),
        )
        .returning({
          id: offers.id,
          agentId: offers.agentId,
          leadId: offers.leadId,
          quoteId: offers.quoteId,
        });
    }
    // The withdrawal stands (decision 0035): recorded for good, so automatic matching never
    // brings the agent back and no later event about this consumer reaches them; what was said
    // until now stays hidden from the agent even if the consumer picks them again by hand.
    // `now()` is the transaction's time, the same as the live events written below (delivered).
    const withdrawnAgents = [...new Set(closed.map((lead) => lead.agentId))];
    if (withdrawnAgents.length > 0) {
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
    if (!agentId) {
      await tx
        .update(consents)
        .set({ withdrawnAt: now })
        .where(eq(consents.consumerId, consumerId));
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
      ...closed.map((lead) => ({
        userId: lead.agentId,
        kind: 'lead.revoked' as const,
        leadId: lead.id,
      })),
      ...withdrawnOffers.flatMap((offer) => [
        {
          userId: offer.agentId,
          kind: 'offer.updated' as const,
          offerId: offer.id,
          leadId: offer.leadId,
        },
        {
          userId: consumerId,
          kind: 'offer.updated' as const,
          offerId: offer.id,
          quoteId: offer.quoteId,
        },
      ]),
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
  });
  return getContactLog(db, consumerId);
}
