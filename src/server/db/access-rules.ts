import { and, eq, sql } from 'drizzle-orm';
import { qualified } from './qualified';
import { agentLicenceLines, conversations, leads, messages, savedQuotes } from './schema';

/**
 * Who may read what, as SQL over the schema: the rules the leads and messages APIs put in their
 * queries, kept here so that a lower layer (notifications checking a mail when it is sent,
 * decision 0076) asks the same rule without importing those modules (decision 0084).
 */

export type MemberRole = 'agent' | 'consumer';

export interface Member {
  id: string;
  role: MemberRole;
}

/** The lead's agent holds now a verified licence for the request's state and line. */
export const licenceCoversLead = () => sql<boolean>`exists (
  select 1 from ${agentLicenceLines}
  join ${savedQuotes} on ${qualified(savedQuotes.id)} = ${qualified(leads.quoteId)}
  where ${qualified(agentLicenceLines.agentId)} = ${qualified(leads.agentId)}
    and ${qualified(agentLicenceLines.state)} = ${qualified(savedQuotes.state)}
    and ${qualified(agentLicenceLines.line)} = ${qualified(savedQuotes.type)}
    and ${qualified(agentLicenceLines.status)} = 'verified'
)`;

/**
 * The consumer's consent to this agent is current: a lead between them is accepted, and the agent
 * holds now a verified licence for that request's state and line (decision 0036).
 */
export const consentIsCurrent = () => sql<boolean>`exists (
  select 1 from ${leads}
  where ${qualified(leads.consumerId)} = ${qualified(conversations.consumerId)}
    and ${qualified(leads.agentId)} = ${qualified(conversations.agentId)}
    and ${qualified(leads.status)} = 'accepted'
    and ${licenceCoversLead()}
)`;

/**
 * Messages the member may see, in the query: the consumer all of theirs; the agent only those
 * said after the consumer's latest withdrawal of them (decision 0035). References the outer
 * `messages` row.
 */
export function visibleMessages(member: Member) {
  if (member.role === 'consumer') return undefined;
  return sql`${qualified(messages.seq)} > (
    select ${qualified(conversations.agentHiddenThroughSeq)} from ${conversations}
    where ${qualified(conversations.id)} = ${qualified(messages.conversationId)}
  )`;
}

/**
 * Conversations a member may read, in the query: the consumer always reads their own (their
 * history stays theirs); the agent only while the consent is current.
 */
export function readableBy(member: Member) {
  return member.role === 'consumer'
    ? eq(conversations.consumerId, member.id)
    : and(eq(conversations.agentId, member.id), consentIsCurrent());
}
