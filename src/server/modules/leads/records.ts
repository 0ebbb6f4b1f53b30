import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContactEventKind, LeadStatus, OfferStatus } from '../../../shared/contracts/leads';
import type { Db, Tx } from '../../db/client';
import { leads, offers } from '../../db/schema';
import type { LiveEventInput } from '../../live/publish';

/** Leads through which an agent may read the customer: everything else reads as missing. */
export const openLeadStatuses: LeadStatus[] = ['pending', 'accepted'];

/** Offers the consumer may still answer (unless past their deadline). */
export const openOfferStatuses: OfferStatus[] = ['sent', 'viewed'];

interface ClosedLead {
  id: string;
  agentId: string;
}

/** The open offers of leads that just closed, withdrawn; returned for the live events. */
export async function withdrawOffersOf(tx: Tx, closed: readonly ClosedLead[], now: Date) {
  if (closed.length === 0) return [];
  return tx
    .update(offers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(
      and(
        inArray(
          offers.leadId,
          closed.map((lead) => lead.id),
        ),
        inArray(offers.status, openOfferStatuses),
      ),
    )
    .returning({
      id: offers.id,
      agentId: offers.agentId,
      leadId: offers.leadId,
      quoteId: offers.quoteId,
    });
}

/** What closing leads tells the open screens: each agent's lead is gone, each offer withdrawn. */
export function closedLeadEvents(
  consumerId: string,
  closed: readonly ClosedLead[],
  withdrawnOffers: Awaited<ReturnType<typeof withdrawOffersOf>>,
): LiveEventInput[] {
  return [
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
  ];
}

/**
 * The lead's agent holds, now, a verified licence line for the request's current state and line
 * (decision 0036). Part of every query by which an agent reads a lead or its customer, sends an
 * offer or a message on it: a licence re-recorded without the state, or a request edited into
 * another one, closes the door at once. References the outer `leads` row.
 */
export { licenceCoversLead } from '../../db/access-rules';

import { licenceCoversLead } from '../../db/access-rules';

/** The agent's open leads they are licensed for now: in the query, never checked after. */
export const agentOpenLeads = (agentId: string) =>
  and(eq(leads.agentId, agentId), inArray(leads.status, openLeadStatuses), licenceCoversLead());

/** One open lead of this agent, licensed now (see `agentOpenLeads`). */
export const agentOpenLead = (agentId: string, leadId: string) =>
  and(eq(leads.id, leadId), agentOpenLeads(agentId));

/**
 * Adds entries to consumers' contact logs. Each row carries what the record needs once the
 * request, the lead or an account is gone (decision 0042): the agent as consumers see them (first
 * name, last initial, company), and the request's consent, line and state, copied in the same
 * statement.
 */
export async function logContact(
  tx: Pick<Db, 'execute'>,
  entries: Array<{
    consumerId: string;
    agentId: string;
    quoteId: string | null;
    kind: ContactEventKind;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(
      (entry) =>
        sql`(${entry.consumerId}::uuid, ${entry.agentId}::uuid, ${entry.quoteId}::uuid, ${entry.kind}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into contact_events (consumer_id, agent_id, quote_id, kind, consent_id, line, state,
                                agent_first_name, agent_last_initial, agent_company)
    select v.consumer_id, v.agent_id, v.quote_id, v.kind, c.id, c.line, c.state,
           coalesce(u.first_name, ''), coalesce(upper(left(u.last_name, 1)), ''), u.company
    from (values ${values}) v(consumer_id, agent_id, quote_id, kind)
    left join users u on u.id = v.agent_id
    left join consents c on c.quote_id = v.quote_id`);
}

export type LeadRecord = typeof leads.$inferSelect;
