import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { consents, leads } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../users';
import { closedLeadEvents, licenceCoversLead, openLeadStatuses, withdrawOffersOf } from './records';

/**
 * The consumer edited a request (its state or line may have changed): its open leads whose agent
 * holds no verified licence for the request as it now stands close (`closed`, reason
 * `request_changed`) instead of moving with it (decision 0036). Their open offers are withdrawn;
 * the consumer sees the reason on the request, the agent in their activity, both screens live;
 * an auto consent looks for agents again. Runs inside the editing transaction, after the UPDATE.
 */
export async function closeLeadsThatNoLongerFit(
  tx: Tx,
  consumerId: string,
  quoteId: string,
): Promise<number> {
  const now = new Date();
  const closed = await tx
    .update(leads)
    .set({ status: 'closed', closeReason: 'request_changed', closedAt: now, respondBy: null })
    .where(
      and(
        eq(leads.quoteId, quoteId),
        eq(leads.consumerId, consumerId),
        inArray(leads.status, openLeadStatuses),
        not(licenceCoversLead()),
      ),
    )
    .returning({ id: leads.id, agentId: leads.agentId });
  if (closed.length === 0) return 0;
  const withdrawnOffers = await withdrawOffersOf(tx, closed, now);
  for (const lead of closed) {
    await recordActivity(tx, lead.agentId, 'lead_closed', { leadId: lead.id });
  }
  // The free places go to agents licensed for the request as it now stands.
  await tx
    .update(consents)
    .set({ needsAgents: true })
    .where(and(eq(consents.quoteId, quoteId), eq(consents.mode, 'auto')));
  await publishLive(tx, [
    ...closedLeadEvents(consumerId, closed, withdrawnOffers),
    { userId: consumerId, kind: 'sharing.updated', quoteId },
  ]);
  return closed.length;
}
