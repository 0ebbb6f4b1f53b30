import { eq } from 'drizzle-orm';
import type { Call, CallStatus } from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { type CallRow, calls } from '../../db/schema';
import { conflict, forbidden } from '../../http-error';
import { publishLive } from '../../live/publish';
import type { Member } from '../messages';
import { notify } from '../notifications';
import { memberCall, toCall } from './call-access';
import { expireRingingCalls } from './expire-ringing-calls';

export type CallAction = 'accept' | 'decline' | 'hangup';

/** The status an action leads to from the call's present state, or the refusal. */
function nextStatus(call: CallRow, member: Member, action: CallAction): CallStatus | null {
  const isCallee = call.calleeId === member.id;
  if (action === 'hangup') {
    // Hanging up twice (both sides at once) is not an error: the call is over either way.
    if (call.status === 'accepted') return 'ended';
    if (call.status !== 'ringing') return null;
    // A caller giving up leaves the callee a missed call; a callee hanging up declines.
    return isCallee ? 'declined' : 'missed';
  }
  if (!isCallee) throw forbidden('callCalleeOnly');
  if (call.status !== 'ringing') throw conflict('callNotRinging');
  return action === 'accept' ? 'accepted' : 'declined';
}

/**
 * Accept or decline (the callee, while it rings) or hang up (either member, at any time). Each
 * change reaches both members as a `call.updated` live event.
 */
export async function answerCall(
  db: Db,
  member: Member,
  callId: string,
  action: CallAction,
): Promise<Call> {
  // Answering needs a current consent; hanging up must always work, even after a withdrawal.
  await memberCall(db, member, callId, { needsConsent: action !== 'hangup' });
  await expireRingingCalls(db, { callId });
  const row = await db.transaction(async (tx) => {
    const call = await memberCall(tx, member, callId, {
      needsConsent: action !== 'hangup',
      lock: true,
    });
    const status = nextStatus(call, member, action);
    if (status === null) return call;
    const now = new Date();
    const isOver = status !== 'accepted';
    const [changed] = await tx
      .update(calls)
      .set({
        status,
        answeredAt: status === 'accepted' ? now : call.answeredAt,
        endedAt: isOver ? now : null,
        endedBy: isOver ? member.id : null,
      })
      .where(eq(calls.id, call.id))
      .returning();
    if (!changed) throw new Error('call update returned no row');
    await publishLive(
      tx,
      [changed.callerId, changed.calleeId].map((userId) => ({
        userId,
        kind: 'call.updated' as const,
        callId: changed.id,
        conversationId: changed.conversationId,
      })),
    );
    if (status === 'missed') {
      await notify(tx, {
        userId: changed.calleeId,
        kind: 'call_missed',
        callId: changed.id,
        conversationId: changed.conversationId,
      });
    }
    return changed;
  });
  return toCall(row);
}
