import { and, desc, eq } from 'drizzle-orm';
import type { Call } from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { calls, conversations } from '../../db/schema';
import { type Member, readableBy, readableConversation } from '../messages';
import { memberCall, toCall } from './call-access';
import { expireRingingCalls } from './expire-ringing-calls';

/** The conversation shows at most this many calls (the latest). */
const callListLimit = 100;

/** The calls of a conversation the member may read, oldest first, shown among its messages. */
export async function listConversationCalls(
  db: Db,
  member: Member,
  conversationId: string,
): Promise<Call[]> {
  const conversation = await readableConversation(db, member, conversationId);
  await expireRingingCalls(db, { conversationId: conversation.id });
  const rows = await db
    .select()
    .from(calls)
    .where(eq(calls.conversationId, conversation.id))
    .orderBy(desc(calls.createdAt))
    .limit(callListLimit);
  return rows.reverse().map(toCall);
}

export async function getCall(db: Db, member: Member, callId: string): Promise<Call> {
  const call = await memberCall(db, member, callId);
  if (call.status === 'ringing') await expireRingingCalls(db, { callId: call.id });
  return toCall(await memberCall(db, member, callId));
}

/**
 * Calls ringing for the member right now, in conversations they may read: a screen opened while
 * a call already rings shows it (live events only announce later changes).
 */
export async function listRingingCalls(db: Db, member: Member): Promise<Call[]> {
  await expireRingingCalls(db);
  const rows = await db
    .select({ call: calls })
    .from(calls)
    .innerJoin(conversations, eq(conversations.id, calls.conversationId))
    .where(and(eq(calls.calleeId, member.id), eq(calls.status, 'ringing'), readableBy(member)))
    .orderBy(desc(calls.createdAt))
    .limit(10);
  return rows.map((row) => toCall(row.call));
}
