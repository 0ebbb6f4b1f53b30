import { and, eq, sql } from 'drizzle-orm';
import type { ActivityKind } from '../../../shared/contracts/agents';
import type { LiveEventKind } from '../../../shared/contracts/live';
import type { Message, SendMessageInput } from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { activityEvents, conversations, liveEvents, messages } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { wakeInstancesFor } from '../../live/publish';
import { logContact } from '../leads';
import { notify } from '../notifications';
import {
  consentIsCurrent,
  conversationNotFound,
  type Member,
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
 * Sends a message in one statement (decision 0064): its UPDATE takes the conversation's row lock,
 * checks the sender may still write there (member, consent current) and draws the seq from
 * `last_seq + 1` (the lock orders senders: the seq order is the commit order, and a rolled-back
 * send leaves no gap); the same statement inserts the message, the recipient's first-message
 * activity and both members' live events, and wakes every instance. The agent's contact log and
 * the recipient's notification follow in the same transaction (the notification's statement must
 * see an earlier sender's, which committed before this one's lock was granted). A retry with the
 * same client id, from any instance, answers the stored message: the unique (sender, client id)
 * index decides between racing retries, and a send that cannot go through (unique violation, 403,
 * 404) looks for it first, so a retry is answered even after the conversation closed. The client
 * id is not read before the send: retries are rare, and each statement saved is a round trip
 * saved on every message.
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
    const message = await db.transaction(async (tx) => {
      const createdAt = new Date().toISOString();
      const isConsumer = member.role === 'consumer';
      // The sender has read everything up to their own message.
      const readColumn = sql.identifier(isConsumer ? 'consumer_read_seq' : 'agent_read_seq');
      const otherColumn = sql.identifier(isConsumer ? 'agent_id' : 'consumer_id');
      // The kinds as the contracts type them (the statement spells no list of its own).
      const firstMessageKind: ActivityKind = 'message_received';
      const changedKind: LiveEventKind = 'conversation.changed';
      const result = await tx.execute(sql`
        with conv as (
          update ${conversations}
          set last_seq = last_seq + 1, last_change = last_change + 1,
              last_message_at = ${createdAt}::timestamptz, ${readColumn} = last_seq + 1
          where ${conversations.id} = ${input.conversationId}
            and ${readableBy(member)} and ${consentIsCurrent()}
          returning id, last_seq, last_change, ${otherColumn} as other_id
        ),
        sent as (
          insert into ${messages} (conversation_id, seq, sender_id, client_id, body, change,
                                   created_at)
          select id, last_seq, ${member.id}, ${input.clientId}, ${input.body}, last_change,
                 ${createdAt}::timestamptz
          from conv
          returning id, seq, change
        ),
        first_message as (
          -- The conversation's first message from the consumer shows on the agent's dashboard.
          insert into ${activityEvents} (user_id, kind, detail)
          select other_id, ${firstMessageKind}::text, jsonb_build_object('conversationId', id::text)
          from conv where ${isConsumer} and last_seq = 1
        ),
        live as (
          insert into ${liveEvents} (user_id, kind, conversation_id)
          select recipient, ${changedKind}::text, conv.id
          from conv cross join lateral (values (conv.other_id), (${member.id}::uuid)) r(recipient)
          returning id
        ),
        woken as (${wakeInstancesFor('live')})
        select sent.id, sent.seq, sent.change::text as change, conv.other_id,
               (select count(*) from woken)::int as woken
        from sent cross join conv`);
      const [row] = (
        result as unknown as {
          rows: Array<{ id: string; seq: number; change: string; other_id: string }>;
        }
      ).rows;
      if (!row) {
        // Not sent: not a member (404), or the consent is no longer current (403).
        const readable = await readableConversation(tx, member, input.conversationId);
        throw readable.canSend ? conversationNotFound() : new HttpError(403, 'conversationClosed');
      }
      if (!isConsumer) {
        await logContact(tx, [
          { consumerId: row.other_id, agentId: member.id, quoteId: null, kind: 'message_sent' },
        ]);
      }
      await notify(tx, {
        userId: row.other_id,
        kind: 'message',
        conversationId: input.conversationId,
        delayMs: options.mailDelayMs,
      });
      return {
        id: row.id,
        conversationId: input.conversationId,
        seq: row.seq,
        senderId: member.id,
        clientId: input.clientId,
        body: input.body,
        createdAt,
        editedAt: null,
        deletedAt: null,
        change: Number(row.change),
      } satisfies Message;
    });
    return { message, isNew: true };
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
