import { and, eq, sql } from 'drizzle-orm';
import {
  type Message,
  messageEditWindowMs,
  type SendMessageInput,
} from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conversations, messages } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../accounts/activity';
import { logContact } from '../leads/records';
import { notify } from '../notifications/notify';
import { isUuid } from '../quotes/ids';
import { type Member, otherMemberId, readableConversation, visibleMessages } from './access';
import { toMessage } from './conversations';

async function findByClientId(db: Pick<Db, 'select'>, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/**
 * Sends a message. Its seq comes from `UPDATE conversations SET last_seq = last_seq + 1`
 * inside the transaction (the row lock orders senders: the seq order is the commit order, and a
 * rolled-back send leaves no gap). A retry with the same client id, from any instance, answers the
 * stored message: the unique (sender, client id) index decides between racing retries.
 */
export async function sendMessage(
  db: Db,
  member: Member,
  input: SendMessageInput,
): Promise<{ message: Message; isNew: boolean }> {
  const stored = await findByClientId(db, member.id, input.clientId);
  if (stored) {
    if (stored.conversationId !== input.conversationId) throw new HttpError(409, 'clientIdInvalid');
    return { message: toMessage(stored, member.id), isNew: false };
  }
  try {
    const row = await db.transaction(async (tx) => {
      const conversation = await readableConversation(tx, member, input.conversationId, true);
      if (!conversation.canSend) throw new HttpError(403, 'conversationClosed');
      const now = new Date();
      const readColumn = member.role === 'consumer' ? 'consumerReadSeq' : 'agentReadSeq';
      const [next] = await tx
        .update(conversations)
        .set({
          lastSeq: sql`${conversations.lastSeq} + 1`,
          lastChange: sql`${conversations.lastChange} + 1`,
          lastMessageAt: now,
          // The sender has read everything up to their own message.
          [readColumn]: sql`${conversations.lastSeq} + 1`,
        })
        .where(eq(conversations.id, conversation.id))
        .returning({ seq: conversations.lastSeq, change: conversations.lastChange });
      if (!next) throw notFound('conversationNotFound');
      const [inserted] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          seq: next.seq,
          senderId: member.id,
          clientId: input.clientId,
          body: input.body,
          change: next.change,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('message insert returned no row');
      const otherId = otherMemberId(conversation, member);
      if (member.role === 'agent') {
        await logContact(tx, [
          {
            consumerId: conversation.consumerId,
            agentId: member.id,
            quoteId: null,
            kind: 'message_sent',
          },
        ]);
      } else if (next.seq === 1 || conversation.lastMessageAt === null) {
        await recordActivity(tx, conversation.agentId, 'message_received', {
          conversationId: conversation.id,
        });
      }
      await publishLive(tx, [
        { userId: otherId, kind: 'conversation.changed', conversationId: conversation.id },
        { userId: member.id, kind: 'conversation.changed', conversationId: conversation.id },
      ]);
      await notify(tx, { userId: otherId, kind: 'message', conversationId: conversation.id });
      return inserted;
    });
    return { message: toMessage(row, member.id), isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByClientId(db, member.id, input.clientId);
    if (!winner) throw error;
    return { message: toMessage(winner, member.id), isNew: false };
  }
}

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
