import { and, eq, sql } from 'drizzle-orm';
import { type Message, messageEditWindowMs } from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { type Member, otherMemberId, readableConversation, visibleMessages } from './access';
import { toMessage } from './conversations';

/** Edits (a new body) or deletes (no body) one's own message within 15 minutes of sending it. */
export async function changeMessage(
  db: Db,
  member: Member,
  messageId: string,
  body: string | null,
): Promise<Message> {
  if (!isUuid(messageId)) throw notFound('messageNotFound');
  const row = await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(messages)
      .where(
        and(eq(messages.id, messageId), eq(messages.senderId, member.id), visibleMessages(member)),
      );
    if (!message || message.deletedAt) throw notFound('messageNotFound');
    const conversation = await readableConversation(tx, member, message.conversationId, true);
    if (!conversation.canSend) throw new HttpError(403, 'conversationClosed');
    if (Date.now() - message.createdAt.getTime() > messageEditWindowMs) {
      throw new HttpError(409, 'messageEditClosed');
    }
    const [next] = await tx
      .update(conversations)
      .set({ lastChange: sql`${conversations.lastChange} + 1` })
      .where(eq(conversations.id, conversation.id))
      .returning({ change: conversations.lastChange });
    const now = new Date();
    const [changed] = await tx
      .update(messages)
      .set(
        body === null
          ? { deletedAt: now, change: next?.change }
          : { body, editedAt: now, change: next?.change },
      )
      .where(eq(messages.id, messageId))
      .returning();
    if (!changed) throw notFound('messageNotFound');
    await publishLive(tx, [
      {
        userId: otherMemberId(conversation, member),
        kind: 'conversation.changed',
        conversationId: conversation.id,
      },
      { userId: member.id, kind: 'conversation.changed', conversationId: conversation.id },
    ]);
    return changed;
  });
  return toMessage(row, member.id);
}
