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
 * instance hears of a change that did not happen.
 */
export async function publishLive(
  tx: Pick<Db, 'insert' | 'execute'>,
  events: readonly LiveEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = await tx
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
  const payload = rows.map((row) => row.id).join(',');
  await tx.execute(sql`select pg_notify(${liveChannel}, ${payload})`);
}
