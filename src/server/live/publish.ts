import { sql } from 'drizzle-orm';
import type { LiveEventKind } from '../../shared/contracts/live';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

/** The channel live events cross instances on; payloads are comma-separated event ids. */
export const liveChannel = 'lion_live';

export interface LiveEventInput {
  userId: string;
  kind: LiveEventKind;
  leadId?: string | null;
  offerId?: string | null;
  quoteId?: string | null;
  conversationId?: string | null;
  callId?: string | null;
}

/**
 * Records events for their recipients and notifies every instance, inside the caller's
 * transaction: PostgreSQL delivers the notification only if the transaction commits, so no
 * instance hears of a change that did not happen. One statement (the insert in a CTE, the
 * notification of its ids in the select): a round trip less on every message (decision 0052).
 */
export async function publishLive(
  tx: Pick<Db, 'insert' | 'execute'>,
  events: readonly LiveEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const insert = tx
    .insert(liveEvents)
    .values(
      events.map((event) => ({
        userId: event.userId,
        kind: event.kind,
        leadId: event.leadId ?? null,
        offerId: event.offerId ?? null,
        quoteId: event.quoteId ?? null,
        conversationId: event.conversationId ?? null,
        callId: event.callId ?? null,
      })),
    )
    .returning({ id: liveEvents.id });
  await tx.execute(sql`
    with inserted as ${insert}
    select pg_notify(${liveChannel}, string_agg(id::text, ',' order by id)) from inserted`);
}
