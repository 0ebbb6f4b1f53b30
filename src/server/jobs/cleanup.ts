import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { linkTokens, liveEvents, mailOutbox, rateLimitCounters, sessions } from '../db/schema';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How long rows stay once they stop mattering (decision 0029). Rate-limit counters: their longest
 * window is an hour. Live events: a reconnecting tab replays from its last id, and re-reads its
 * screens after every (re)connect anyway, so a day is generous. Sent mail: kept a month to
 * answer 'did you send it?'. Link tokens: a week past their expiry, so a late click still reads
 * 'expired' (410) for a while rather than 'not valid'.
 */
export const retention = {
  rateLimitCountersMs: hourMs,
  liveEventsMs: dayMs,
  sentMailMs: 30 * dayMs,
  linkTokensPastExpiryMs: 7 * dayMs,
} as const;

export type RetentionTarget =
  | 'sessions'
  | 'rateLimitCounters'
  | 'liveEvents'
  | 'sentMail'
  | 'linkTokens';

interface Target {
  name: RetentionTarget;
  table: PgTable;
  key: PgColumn;
  /** Rows to delete, by an indexed column, as of `now`. */
  where(now: Date): SQL;
}

/**
 * Sessions: the idle deadline is never past the absolute one (created and refreshed as
 * `min(now + idle, absolute)`), so an indexed `idle_expires_at` test finds every dead session.
 */
const targets: Target[] = [
  {
    name: 'sessions',
    table: sessions,
    key: sessions.tokenHash,
    where: (now) => sql`${sessions.idleExpiresAt} < ${now}`,
  },
  {
    name: 'rateLimitCounters',
    table: rateLimitCounters,
    key: rateLimitCounters.key,
    where: (now) =>
      sql`${rateLimitCounters.windowStartedAt} < ${new Date(+now - retention.rateLimitCountersMs)}`,
  },
  {
    name: 'liveEvents',
    table: liveEvents,
    key: liveEvents.id,
    where: (now) => sql`${liveEvents.createdAt} < ${new Date(+now - retention.liveEventsMs)}`,
  },
  {
    name: 'sentMail',
    table: mailOutbox,
    key: mailOutbox.id,
    where: (now) =>
      sql`${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} < ${new Date(+now - retention.sentMailMs)}`,
  },
  {
    name: 'linkTokens',
    table: linkTokens,
    key: linkTokens.id,
    where: (now) =>
      sql`${linkTokens.expiresAt} < ${new Date(+now - retention.linkTokensPastExpiryMs)}`,
  },
];

export interface CleanupOptions {
  /** Rows per DELETE. */
  batchSize: number;
  /** At most this many DELETEs per table per tick; the rest waits for the next tick. */
  maxBatches: number;
  /** Pause between two batches, so a backlog never holds the database busy in one go. */
  pauseMs: number;
  now?: Date;
}

export const defaultCleanupOptions: CleanupOptions = {
  batchSize: 1000,
  maxBatches: 20,
  pauseMs: 50,
};

interface Logger {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export type CleanupCounts = Partial<Record<RetentionTarget, number>>;

/**
 * One tick: deletes dead rows of every table in batches of `batchSize`, at most `maxBatches`
 * each. A batch is `delete ... where key in (select key ... limit n for update skip locked)`:
 * two instances running at once take different rows, and a row a request holds is left for the
 * next tick. A failing table is logged and skipped; nothing here throws.
 */
export async function runCleanup(
  db: Db,
  log: Logger,
  options: Partial<CleanupOptions> = {},
): Promise<CleanupCounts> {
  const { batchSize, maxBatches, pauseMs } = { ...defaultCleanupOptions, ...options };
  const now = options.now ?? new Date();
  const counts: CleanupCounts = {};
  for (const target of targets) {
    let deleted = 0;
    try {
      for (let batch = 0; batch < maxBatches; batch++) {
        if (batch > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const result = await db.execute(sql`
          delete from ${target.table} where ${target.key} in (
            select ${target.key} from ${target.table}
            where ${target.where(now)}
            limit ${batchSize}
            for update skip locked
          )`);
        const rows = affectedRows(result);
        deleted += rows;
        if (rows < batchSize) break;
      }
    } catch (error) {
      log.warn({ err: error, table: target.name }, 'retention cleanup');
    }
    counts[target.name] = deleted;
  }
  log.debug({ deleted: counts }, 'retention cleanup');
  return counts;
}

/** node-postgres says `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
}

/**
 * Runs `runCleanup` every `intervalMs` (first a minute after start) on every instance: the
 * SKIP LOCKED batches make concurrent runs safe, and one tick never overlaps the next here.
 */
export class CleanupJob {
  private timer: NodeJS.Timeout | null = null;
  private firstTimer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly intervalMs = 10 * minuteMs,
    private readonly options: Partial<CleanupOptions> = {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.firstTimer = setTimeout(() => this.tick(), Math.min(minuteMs, this.intervalMs));
    this.firstTimer.unref();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = runCleanup(this.db, this.log, this.options)
      .catch((error: unknown) => this.log.warn({ err: error }, 'retention cleanup'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Stops the timers and waits for a tick in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.firstTimer) clearTimeout(this.firstTimer);
    this.timer = null;
    this.firstTimer = null;
    await this.running;
  }
}
