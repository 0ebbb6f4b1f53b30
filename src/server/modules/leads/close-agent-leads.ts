import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LeadCloseReason } from '../../../shared/contracts/consents';
import type { Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { consents, leads, savedQuotes } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../users';
import { closedLeadEvents, openLeadStatuses, withdrawOffersOf } from './records';

/**
 * An operator took an agent out (suspension) or took one of its lines away (revocation): the
 * agent's open leads close with the reason, their open offers are withdrawn, and the requests'
 * auto consents want agents again, so the lead job offers them to whoever matches now (the way a
 * request edited out of an agent's licence goes back to matching, decision 0036). `pair` limits
 * it to the requests of one state and line. Runs inside the operator's transaction.
 */
export async function closeAgentOpenLeads(
  tx: Tx,
  agentId: string,
  reason: LeadCloseReason,
  pair?: { state: string; line: string },
): Promise<number> {
  const now = new Date();
  const inPair = pair
    ? sql`exists (select 1 from ${savedQuotes} where ${qualified(savedQuotes.id)} = ${qualified(leads.quoteId)}
        and ${qualified(savedQuotes.state)} = ${pair.state} and ${qualified(savedQuotes.type)} = ${pair.line})`
    : undefined;
  const closed = await tx
    .update(leads)
    .set({ status: 'closed', closeReason: reason, closedAt: now, respondBy: null })
    .where(and(eq(leads.agentId, agentId), inArray(leads.status, openLeadStatuses), inPair))
    .returning({
      id: leads.id,
      agentId: leads.agentId,
      consumerId: leads.consumerId,
      quoteId: leads.quoteId,
    });
  if (closed.length === 0) return 0;
  const withdrawnOffers = await withdrawOffersOf(tx, closed, now);
  for (const lead of closed) {
    await recordActivity(tx, lead.agentId, 'lead_closed', { leadId: lead.id });
  }
  const quoteIds = [...new Set(closed.map((lead) => lead.quoteId))];
  await tx
    .update(consents)
    .set({ needsAgents: true })
    .where(and(inArray(consents.quoteId, quoteIds), eq(consents.mode, 'auto')));
  const consumers = [...new Set(closed.map((lead) => lead.consumerId))];
  for (const consumerId of consumers) {
    const theirs = closed.filter((lead) => lead.consumerId === consumerId);
    await publishLive(tx, [
      ...closedLeadEvents(
        consumerId,
        theirs,
        withdrawnOffers.filter((offer) => theirs.some((lead) => lead.id === offer.leadId)),
      ),
      ...[...new Set(theirs.map((lead) => lead.quoteId))].map((quoteId) => ({
        userId: consumerId,
        kind: 'sharing.updated' as const,
        quoteId,
      })),
    ]);
  }
  return closed.length;
}
