import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContactEventKind, LeadStatus } from '../../../shared/contracts/leads';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { agentLicenceLines, contactEvents, leads, savedQuotes } from '../../db/schema';

/** Leads through which an agent may read the customer: everything else reads as missing. */
export const openLeadStatuses: LeadStatus[] = ['pending', 'accepted'];

/**
 * The lead's agent holds, now, a verified licence line for the request's current state and line
 * (decision 0036). Part of every query by which an agent reads a lead or its customer, sends an
 * offer or a message on it: a licence re-recorded without the state, or a request edited into
 * another one, closes the door at once. References the outer `leads` row.
 */
export const licenceCoversLead = () => sql<boolean>`exists (
  select 1 from ${agentLicenceLines}
  join ${savedQuotes} on ${qualified(savedQuotes.id)} = ${qualified(leads.quoteId)}
  where ${qualified(agentLicenceLines.agentId)} = ${qualified(leads.agentId)}
    and ${qualified(agentLicenceLines.state)} = ${qualified(savedQuotes.state)}
    and ${qualified(agentLicenceLines.line)} = ${qualified(savedQuotes.type)}
    and ${qualified(agentLicenceLines.status)} = 'verified'
)`;

/** The agent's open leads they are licensed for now: in the query, never checked after. */
export const agentOpenLeads = (agentId: string) =>
  and(eq(leads.agentId, agentId), inArray(leads.status, openLeadStatuses), licenceCoversLead());

/** One open lead of this agent, licensed now (see `agentOpenLeads`). */
export const agentOpenLead = (agentId: string, leadId: string) =>
  and(eq(leads.id, leadId), agentOpenLeads(agentId));

/** Adds entries to consumers' contact logs. */
export async function logContact(
  tx: Pick<Db, 'insert'>,
  entries: Array<{
    consumerId: string;
    agentId: string;
    quoteId: string | null;
    kind: ContactEventKind;
  }>,
): Promise<void> {
  if (entries.length > 0) await tx.insert(contactEvents).values(entries);
}

export type LeadRecord = typeof leads.$inferSelect;
