import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { consentIsCurrent, type Member, readableBy } from '../../db/access-rules';
import type { Db } from '../../db/client';
import { type ConversationRow, conversations } from '../../db/schema';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { requireRole } from '../../plugins/session';

export {
  consentIsCurrent,
  type Member,
  type MemberRole,
  readableBy,
  visibleMessages,
} from '../../db/access-rules';

/** Consumers and agents only (an admin has no conversations and no calls). */
export async function requireMember(request: FastifyRequest): Promise<Member> {
  const user = await requireRole(request, 'agent', 'consumer');
  return { id: user.id, role: user.role };
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
