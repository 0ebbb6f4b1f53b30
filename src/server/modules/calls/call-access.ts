import { and, eq, or } from 'drizzle-orm';
import type { Call } from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { type CallRow, calls, conversations } from '../../db/schema';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { consentIsCurrent, type Member, readableBy } from '../messages';

export const callNotFound = () => notFound('callNotFound');

export function toCall(row: CallRow): Call {
  return {
    id: row.id,
    conversationId: row.conversationId,
    callerId: row.callerId,
    calleeId: row.calleeId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedBy,
  };
}

/**
 * A call the member takes part in, through a conversation they may read, in one query: another
 * user's call is a 404. With `needsConsent`, the agent's consent must also be current (answering,
 * signalling); hanging up and reading history need only the conversation.
 */
export async function memberCall(
  db: Pick<Db, 'select'>,
  member: Member,
  callId: string,
  options: { needsConsent?: boolean; lock?: boolean } = {},
): Promise<CallRow> {
  if (!isUuid(callId)) throw callNotFound();
  const query = db
    .select({ call: calls })
    .from(calls)
    .innerJoin(conversations, eq(conversations.id, calls.conversationId))
    .where(
      and(
        eq(calls.id, callId),
        or(eq(calls.callerId, member.id), eq(calls.calleeId, member.id)),
        readableBy(member),
        options.needsConsent ? consentIsCurrent() : undefined,
      ),
    );
  const [row] = await (options.lock ? query.for('update', { of: calls }) : query);
  if (!row) throw callNotFound();
  return row.call;
}
