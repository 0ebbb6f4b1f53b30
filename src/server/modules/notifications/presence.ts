import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { livePresence } from '../../db/schema';

/** A row not refreshed for this long belongs to a crashed instance: not present. */
export const presenceTtlMs = 45_000;
const heartbeatMs = 15_000;

interface Logger {
  warn(object: object, message: string): void;
}

interface Hub {
  connectedUserIds(): string[];
  presenceListeners: Set<(userId: string, isPresent: boolean) => void>;
}

/**
 * Who has a live socket open, shared by every instance through `live_presence` (decision 0060):
 * a row per instance and user, written when the user's first socket here opens, refreshed by a
 * heartbeat, deleted when their last one closes or the instance stops; a crashed instance's rows
 * age out after `presenceTtlMs`.
 */
export class LivePresence {
  readonly instanceId = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.hub.presenceListeners.add(this.onChange);
    this.timer = setInterval(() => void this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.hub.presenceListeners.delete(this.onChange);
    await this.db
      .delete(livePresence)
      .where(eq(livePresence.instanceId, this.instanceId))
      .catch(() => undefined);
  }

  private readonly onChange = (userId: string, isPresent: boolean) => {
    const write = isPresent
      ? this.upsert([userId])
      : this.db
          .delete(livePresence)
          .where(
            and(eq(livePresence.instanceId, this.instanceId), eq(livePresence.userId, userId)),
          );
    Promise.resolve(write).catch((error: unknown) => this.log.warn({ err: error }, 'presence'));
  };

  private async upsert(userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .insert(livePresence)
      .values(userIds.map((userId) => ({ instanceId: this.instanceId, userId })))
      .onConflictDoUpdate({
        target: [livePresence.instanceId, livePresence.userId],
        set: { seenAt: sql`now()` },
      });
  }

  private async heartbeat(): Promise<void> {
    try {
      await this.upsert(this.hub.connectedUserIds());
      await this.db
        .delete(livePresence)
        .where(sql`${livePresence.seenAt} < now() - interval '10 minutes'`);
    } catch (error) {
      this.log.warn({ err: error }, 'presence heartbeat');
    }
  }
}

/** Whether the user has a live socket open on any instance. */
export async function isPresent(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: livePresence.userId })
    .from(livePresence)
    .where(
      and(
        eq(livePresence.userId, userId),
        gt(livePresence.seenAt, sql`now() - ${`${presenceTtlMs} milliseconds`}::interval`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
