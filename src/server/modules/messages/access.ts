import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { type ConversationRow, conversations, leads, messages } from '../../db/schema';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { requireRole } from '../../plugins/session';
import { licenceCoversLead } from '../leads';

export type MemberRole = 'agent' | 'consumer';

export interface Member {
  id: string;
  role: MemberRole;
}

/** Consumers and agents only (an admin has no conversations and no calls). */
export async function requireMember(request: FastifyRequest): Promise<Member> {
  const user = await requireRole(request, 'agent', 'consumer');
  return { id: user.id, role: user.role };
}

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

export const conversationNotFound = () => notFound('conversationNotFound');

/** The conversation if the member may read it (locked for the sending transaction when asked). */
export async function readableConversation(
  db: Pick<Db, 'select'>,
  member: Member,
  conversationId: string,
  lock = false,
): Promise<ConversationRow & { canSend: boolean }> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const query = db
    .select({ conversation: conversations, canSend: consentIsCurrent() })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), readableBy(member)));
  const [row] = await (lock ? query.for('update', { of: conversations }) : query);
  if (!row) throw conversationNotFound();
  return { ...row.conversation, canSend: Boolean(row.canSend) };
}

export function otherMemberId(conversation: ConversationRow, member: Member): string {
  return member.role === 'consumer' ? conversation.agentId : conversation.consumerId;
}
