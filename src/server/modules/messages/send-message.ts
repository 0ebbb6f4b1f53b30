import { and, eq, sql } from 'drizzle-orm';
import type { Message, SendMessageInput } from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conversations, messages } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../accounts/activity';
import { logContact } from '../leads/records';
import { notify } from '../notifications/notify';
import {
  consentIsCurrent,
  conversationNotFound,
  type Member,
  otherMemberId,
  readableBy,
  readableConversation,
} from './access';
import { toMessage } from './conversations';

async function findByClientId(db: Pick<Db, 'select'>, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/**
 * Sends a message in four statements (decision 0052): one UPDATE takes the conversation's row
 * lock, checks the sender may still write there (member, consent current) and draws the seq from
 * `last_seq + 1` (the lock orders senders: the seq order is the commit order, and a rolled-back
 * send leaves no gap); then the message, the contact log or activity row, and the live events
 * with their notification in one statement. A retry with the same client id, from any instance,
 * answers the stored message: the unique (sender, client id) index decides between racing
 * retries, and a send that cannot go through (unique violation, 403, 404) looks for it first, so
 * a retry is answered even after the conversation closed. The client id is not read before the
 * send: retries are rare, and each statement saved is a round trip saved on every message.
 */
export async function sendMessage(
  db: Db,
  member: Member,
  input: SendMessageInput,
  /** MESSAGE_MAIL_DELAY_SECONDS in ms: the recipient's mail is due no sooner (issue 21). */
  options: { mailDelayMs: number },
): Promise<{ message: Message; isNew: boolean }> {
  if (!isUuid(input.conversationId)) throw conversationNotFound();
  try {
    const row = await db.transaction(async (tx) => {
      const now = new Date();
      const readColumn = member.role === 'consumer' ? 'consumerReadSeq' : 'agentReadSeq';
      const [conversation] = await tx
        .update(conversations)
        .set({
          lastSeq: sql`${conversations.lastSeq} + 1`,
          lastChange: sql`${conversations.lastChange} + 1`,
          lastMessageAt: now,
          // The sender has read everything up to their own message.
          [readColumn]: sql`${conversations.lastSeq} + 1`,
        })
        .where(
          and(eq(conversations.id, input.conversationId), readableBy(member), consentIsCurrent()),
        )
        .returning();
      if (!conversation) {
        // Not sent: not a member (404), or the consent is no longer current (403).
        const readable = await readableConversation(tx, member, input.conversationId);
        throw readable.canSend ? conversationNotFound() : new HttpError(403, 'conversationClosed');
      }
      const [inserted] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          seq: conversation.lastSeq,
          senderId: member.id,
          clientId: input.clientId,
          body: input.body,
          change: conversation.lastChange,
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
      } else if (conversation.lastSeq === 1) {
        // The conversation's first message (last_message_at is set by sends only).
        await recordActivity(tx, conversation.agentId, 'message_received', {
          conversationId: conversation.id,
        });
      }
      await publishLive(tx, [
        { userId: otherId, kind: 'conversation.changed', conversationId: conversation.id },
        { userId: member.id, kind: 'conversation.changed', conversationId: conversation.id },
      ]);
      await notify(tx, {
        userId: otherId,
        kind: 'message',
        conversationId: conversation.id,
        delayMs: options.mailDelayMs,
      });
      return inserted;
    });
    return { message: toMessage(row, member.id), isNew: true };
  } catch (error) {
    const isRefusal =
      isUniqueViolation(error) ||
      (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404));
    if (!isRefusal) throw error;
    const stored = await findByClientId(db, member.id, input.clientId);
    if (!stored) throw error;
    if (stored.conversationId !== input.conversationId) throw new HttpError(409, 'clientIdInvalid');
    return { message: toMessage(stored, member.id), isNew: false };
  }
}
