import { and, asc, eq, gt, ne } from 'drizzle-orm';
import {
  activeCallStatuses,
  type CallSignal,
  type CallSignalInput,
} from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { callSignals } from '../../db/schema';
import { conflict } from '../../http-error';
import { publishLive } from '../../live/publish';
import type { Member } from '../messages';
import { memberCall } from './call-access';

const signalPageSize = 500;

/**
 * Stores one signalling message (a session description or an ICE candidate) of a live call and
 * tells the other member; the event carries the call id only, the browser reads the rows.
 */
export async function addCallSignal(
  db: Db,
  member: Member,
  callId: string,
  signal: CallSignalInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const call = await memberCall(tx, member, callId, { needsConsent: true });
    if (!(activeCallStatuses as readonly string[]).includes(call.status))
      throw conflict('callOver');
    const [row] = await tx
      .insert(callSignals)
      .values({ callId: call.id, fromUser: member.id, kind: signal.kind, payload: signal.payload })
      .returning({ id: callSignals.id });
    if (!row) throw new Error('signal insert returned no row');
    const otherId = call.callerId === member.id ? call.calleeId : call.callerId;
    await publishLive(tx, [
      {
        userId: otherId,
        kind: 'call.signal',
        callId: call.id,
        conversationId: call.conversationId,
      },
    ]);
    return { id: row.id };
  });
}

/** The other member's signals after `after`, oldest first: a member never reads their own. */
export async function listCallSignals(
  db: Db,
  member: Member,
  callId: string,
  after: number,
): Promise<CallSignal[]> {
  const call = await memberCall(db, member, callId, { needsConsent: true });
  const rows = await db
    .select()
    .from(callSignals)
    .where(
      and(
        eq(callSignals.callId, call.id),
        ne(callSignals.fromUser, member.id),
        gt(callSignals.id, after),
      ),
    )
    .orderBy(asc(callSignals.id))
    .limit(signalPageSize);
  return rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        createdAt: row.createdAt.toISOString(),
      }) as CallSignal,
  );
}
