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
 * Records events for their recipients and notifies every instance. No instance hears of a change
 * that did not happen: the notification is part of the transaction, which PostgreSQL delivers
 * only if it commits. The insert and the notification are one statement.
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
  // NOTIFY in the transaction: the two-instance fault test lost live events of a killed
  // instance when they left after the commit (decision 0052, 'Reverted').
  await tx.execute(sql`with inserted as ${insert} ${wakeInstancesFor('inserted')}`);
}

/**
 * The select that tells every instance of the live events a statement inserted: `cte` names a
 * common table expression of that statement returning the events' `id`. For statements that
 * write their events themselves (sending a message, decision 0064).
 */
export function wakeInstancesFor(cte: string) {
  return sql`select pg_notify(${liveChannel}, string_agg(id::text, ',' order by id)) from ${sql.identifier(cte)}`;
}
