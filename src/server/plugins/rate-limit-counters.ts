import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** The database counters every abuse limit reads (`abuse-limits.ts`, `batched-counters.ts`). */

export interface CounterState {
  hits: number;
  windowStartedAt: Date;
}

/**
 * Adds `increment` hits to each key in the database, shared by every instance (decision 0008), and
 * answers each key's hits in its window. A key's window opens at its first hit and restarts at the
 * first hit after it has passed.
 */
export async function addHits(
  db: Db,
  keys: string[],
  windowMs: number,
  now = new Date(),
  increment = 1,
): Promise<Array<CounterState & { key: string }>> {
  return addHitsEach(
    db,
    keys.map((key) => ({ key, hits: increment })),
    windowMs,
    now,
  );
}

/**
 * Like `addHits`, each key with its own number of hits, in one statement (the batched counters'
 * exchange: every key that had hits on this instance since the last one).
 */
export async function addHitsEach(
  db: Db,
  entries: Array<{ key: string; hits: number }>,
  windowMs: number,
  now = new Date(),
): Promise<Array<CounterState & { key: string }>> {
  if (entries.length === 0) return [];
  const windowOpenAfter = new Date(now.getTime() - windowMs);
  const isWindowOver = sql`${rateLimitCounters.windowStartedAt} <= ${windowOpenAfter}`;
  return db
    .insert(rateLimitCounters)
    .values(entries.map(({ key, hits }) => ({ key, windowStartedAt: now, hits })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isWindowOver} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowStartedAt: sql`case when ${isWindowOver} then ${now} else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      hits: rateLimitCounters.hits,
      windowStartedAt: rateLimitCounters.windowStartedAt,
    });
}
