import { sql } from 'drizzle-orm';
import type pg from 'pg';
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

/** A NOTIFY payload holds at most 8,000 bytes: ids go out in chunks well under it. */
const idsPerNotification = 500;

/**
 * The notifications of one instance's committed transactions, sent after the commit and batched
 * (decision 0052). On PostgreSQL a transaction that NOTIFYs takes a database-wide lock at commit
 * and holds it until its commit record is on disk: every message send queued behind every other
 * send's fsync, and `npm run bench:messages` could not get past a few hundred a second whatever
 * the instances did. Here the sends commit without NOTIFY; their ids wait in `pending` and go out
 * one statement at a time (with asynchronous commit: the events are on disk already, the
 * notification carries nothing to keep), every id heard by then in that statement. A notification
 * lost to a crash between the commit and the NOTIFY is repaired by the hubs' catch-up (15 s).
 */
class LiveNotifier {
  private readonly pending: number[] = [];
  private isSending = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(ids: number[]): void {
    this.pending.push(...ids);
    if (this.isSending) return;
    this.isSending = true;
    setImmediate(() => void this.send());
  }

  private async send(): Promise<void> {
    while (this.pending.length > 0) {
      const ids = this.pending.splice(0, this.pending.length);
      const calls: string[] = [];
      for (let start = 0; start < ids.length; start += idsPerNotification) {
        // Integers only (bigserial ids): nothing to quote.
        const payload = ids
          .slice(start, start + idsPerNotification)
          .map((id) => String(Math.trunc(id)))
          .join(',');
        calls.push(`pg_notify('${liveChannel}', '${payload}')`);
      }
      try {
        await this.pool.query(`set local synchronous_commit = off; select ${calls.join(', ')}`);
      } catch (error) {
        // The database is away: the catch-up of every hub reads these ids again.
        this.onError(error);
      }
    }
    this.isSending = false;
  }
}

const _notifiers = new WeakMap<pg.Pool, LiveNotifier>();

/** Where a failed post-commit notification is reported (the app's log, set at start). */
let _reportNotifyError: (error: unknown) => void = () => {};

export function onLiveNotifyError(report: (error: unknown) => void): void {
  _reportNotifyError = report;
}

/**
 * Records events for their recipients and notifies every instance. No instance hears of a change
 * that did not happen: in a top-level transaction on PostgreSQL the ids are notified after the
 * commit (batched, see `LiveNotifier`); elsewhere (PGlite, a nested transaction) the notification
 * is part of the transaction, which PostgreSQL delivers only if it commits. The insert and the
 * notification are one statement either way.
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
  await tx.execute(sql`
    with inserted as ${insert}
    select pg_notify(${liveChannel}, string_agg(id::text, ',' order by id)) from inserted`);
}
