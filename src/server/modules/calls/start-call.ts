import { and, eq, inArray } from 'drizzle-orm';
import { activeCallStatuses, type Call } from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { calls, users } from '../../db/schema';
import { conflict } from '../../http-error';
import { publishLive } from '../../live/publish';
import { logContact } from '../leads';
import {
  conversationNotFound,
  type Member,
  otherMemberId,
  readableConversation,
} from '../messages';
import { toCall } from './call-access';
import { expireRingingCalls } from './expire-ringing-calls';

/**
 * Rings the other member of a conversation. Both must have call availability on, the agent's
 * consent must be current, and no other call may be ringing or active in the conversation (the
 * conversation row is locked; the partial unique index decides between instances regardless).
 * Every call goes into the consumer's contact log.
 */
export async function startCall(db: Db, member: Member, conversationId: string): Promise<Call> {
  await expireRingingCalls(db, { conversationId });
  try {
    return await db.transaction(async (tx) => {
      const conversation = await readableConversation(tx, member, conversationId, true);
      if (!conversation.canSend) throw conversationNotFound();
      const calleeId = otherMemberId(conversation, member);
      const people = await tx
        .select({ id: users.id, callsEnabled: users.callsEnabled })
        .from(users)
        .where(inArray(users.id, [member.id, calleeId]));
      const isOn = (id: string) => people.some((person) => person.id === id && person.callsEnabled);
      if (!isOn(member.id)) throw conflict('callsOffForYou');
      if (!isOn(calleeId)) throw conflict('callsOffForThem');
      const [active] = await tx
        .select({ id: calls.id })
        .from(calls)
        .where(
          and(
            eq(calls.conversationId, conversation.id),
            inArray(calls.status, [...activeCallStatuses]),
          ),
        );
      if (active) throw conflict('callInProgress');
      const [row] = await tx
        .insert(calls)
        .values({ conversationId: conversation.id, callerId: member.id, calleeId })
        .returning();
      if (!row) throw new Error('call insert returned no row');
      await logContact(tx, [
        {
          consumerId: conversation.consumerId,
          agentId: conversation.agentId,
          quoteId: null,
          kind: 'call',
        },
      ]);
      await publishLive(
        tx,
        [member.id, calleeId].map((userId) => ({
          userId,
          kind: 'call.updated' as const,
          callId: row.id,
          conversationId: conversation.id,
        })),
      );
      return toCall(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('callInProgress');
    throw error;
  }
}
