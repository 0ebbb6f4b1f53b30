import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { callRingTimeoutMs } from '../../../shared/contracts/calls';
import type { Db } from '../../db/client';
import { calls } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { notify } from '../notifications';

const ringTimeout = sql.raw(`interval '${callRingTimeoutMs / 1000} seconds'`);

/**
 * Ringing calls older than the ring timeout become missed, and both members hear of it. Run
 * lazily before every read of calls and by `MissedCallTimer`. One UPDATE decides: under
 * concurrent runs (any instance) PostgreSQL re-checks `status = 'ringing'` after the row lock,
 * so each call is turned missed, and announced, once.
 */
export async function expireRingingCalls(
  db: Pick<Db, 'transaction'>,
  scope?: { conversationId?: string; callId?: string },
): Promise<number> {
  const filters: SQL[] = [
    eq(calls.status, 'ringing'),
    lte(calls.createdAt, sql`now() - ${ringTimeout}`),
  ];
  if (scope?.conversationId) filters.push(eq(calls.conversationId, scope.conversationId));
  if (scope?.callId) filters.push(eq(calls.id, scope.callId));
  return db.transaction(async (tx) => {
    const missed = await tx
      .update(calls)
      .set({ status: 'missed', endedAt: sql`${calls.createdAt} + ${ringTimeout}` })
      .where(and(...filters))
      .returning({
        id: calls.id,
        conversationId: calls.conversationId,
        callerId: calls.callerId,
        calleeId: calls.calleeId,
      });
    await publishLive(
      tx,
      missed.flatMap((call) =>
        [call.callerId, call.calleeId].map((userId) => ({
          userId,
          kind: 'call.updated' as const,
          callId: call.id,
          conversationId: call.conversationId,
        })),
      ),
    );
    await notify(
      tx,
      missed.map((call) => ({
        userId: call.calleeId,
        kind: 'call_missed' as const,
        callId: call.id,
        conversationId: call.conversationId,
      })),
    );
    return missed.length;
  });
}

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Turns unanswered calls missed while nobody reads them, so the caller's screen hears of it live.
 * Every instance may run it: `expireRingingCalls` is safe to race.
 */
export class MissedCallTimer {
  private timer: NodeJS.Timeout | null = null;
  /** The tick in progress, which `stop` waits for (the database closes after it). */
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = expireRingingCalls(this.db)
        .then(
          () => undefined,
          (error: unknown) => this.log.warn({ err: error }, 'missed calls'),
        )
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
