import { and, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { anyOfTexts } from '../db/any-of';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { addHitsEach } from './rate-limit-counters';

interface Entry {
  windowStartedAt: number;
  /** Hits of every instance as of the last exchange with the database. */
  shared: number;
  /** Hits here since then, not yet added to the database. */
  pending: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the key's window closes (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Rate-limit counters for a hot route (`POST /api/quotes/estimate`, which stores nothing):
 * decided in memory, shared through the same `rate_limit_counters` rows as every other limit,
 * one upsert per key every `flushMs` instead of one per request. Each instance adds its hits
 * since the last exchange and learns the total, so the instances share one limit within
 * `flushMs` (at most each instance's hits of that interval get through beyond it). With an upsert
 * per estimate, `npm run bench:quotes` (PGlite) answered 982 estimates a second; this way 8,169,
 * the same as with no limit at all (decision 0030).
 */
export class BatchedCounters {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    private readonly log?: FastifyBaseLogger,
    flushMs = 200,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Counts one hit on `key` and says whether it stays within `max` in the key's window. */
  hit(key: string, max: number, now = Date.now()): Verdict {
    let entry = this.entries.get(key);
    if (!entry || now - entry.windowStartedAt >= this.windowMs) {
      entry = { windowStartedAt: now, shared: 0, pending: 0 };
      this.entries.set(key, entry);
    }
    entry.pending++;
    return {
      allowed: entry.shared + entry.pending <= max,
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((entry.windowStartedAt + this.windowMs - now) / 1000),
      ),
    };
  }

  /** Adds the pending hits to the database and learns every instance's totals. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.exchange());
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async exchange(): Promise<void> {
    const now = Date.now();
    const idle: string[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending > 0) continue;
      if (now - entry.windowStartedAt >= this.windowMs) this.entries.delete(key);
      else idle.push(key);
    }
    try {
      await this.learn(idle, now);
    } catch (error) {
      this.warnExchangeFailed(error);
      return;
    }
    // Every key with hits here, in one statement (sorted, so two instances lock in one order).
    const added = [...this.entries]
      .filter(([, entry]) => entry.pending > 0)
      .map(([key, entry]) => ({ key, entry, hits: entry.pending }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (added.length === 0) return;
    try {
      const rows = await addHitsEach(
        this.db,
        added.map(({ key, hits }) => ({ key, hits })),
        this.windowMs,
        new Date(now),
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const { key, entry, hits } of added) {
        entry.pending -= hits;
        const row = byKey.get(key);
        if (row) {
          entry.shared = row.hits;
          entry.windowStartedAt = row.windowStartedAt.getTime();
        }
      }
    } catch (error) {
      // The database is away: the hits stay pending and decisions stay local until it is back.
      this.warnExchangeFailed(error);
    }
  }

  /**
   * The database's own error, not the query's: drizzle's wrapper spells every key in its message,
   * and one failed exchange of a busy instance logged tens of kilobytes.
   */
  private warnExchangeFailed(error: unknown): void {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    this.log?.warn({ err: cause, keys: this.entries.size }, 'rate-limit counters: exchange failed');
  }

  /** The totals of keys without hits here since the last exchange: other instances' hits. */
  private async learn(keys: string[], now: number): Promise<void> {
    if (keys.length === 0) return;
    const rows = await this.db
      .select({
        key: rateLimitCounters.key,
        hits: rateLimitCounters.hits,
        windowStartedAt: rateLimitCounters.windowStartedAt,
      })
      .from(rateLimitCounters)
      .where(
        and(
          anyOfTexts(rateLimitCounters.key, keys),
          gt(rateLimitCounters.windowStartedAt, new Date(now - this.windowMs)),
        ),
      );
    for (const row of rows) {
      const entry = this.entries.get(row.key);
      if (!entry) continue;
      entry.shared = row.hits;
      entry.windowStartedAt = row.windowStartedAt.getTime();
    }
  }
}
