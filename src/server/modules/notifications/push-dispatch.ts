import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pushSubscriptions, sessions } from '../../db/schema';
import type { PushDevice, PushMessage, PushSender } from './push';

/** Push devices one account keeps (decision 0073): a new one beyond this replaces the oldest. */
export const maxPushDevices = 10;
/** Pushes in flight on one instance, all recipients together. */
const parallelPushes = 16;
/** Pushes in flight for one recipient: their silent endpoints hold this many slots, no more. */
const parallelPerRecipient = 2;
/** Pushes waiting for one recipient; beyond, the oldest waiting is dropped (at most once). */
const queuedPerRecipient = 100;

interface Logger {
  warn(object: object, message: string): void;
}

/** A push for a recipient before their devices are read, or for one of their devices. */
interface Task {
  userId: string;
  message: PushMessage;
  device?: PushDevice & { id: string };
}

/**
 * The push devices of a person that may get a push now: those of a live session (decision 0073),
 * newest first, at most `maxPushDevices`.
 */
export function liveDevices(db: Pick<Tx, 'select'>, userId: string, limit = maxPushDevices) {
  const now = new Date();
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.tokenHash, pushSubscriptions.sessionTokenHash))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit);
}

/**
 * Sends pushes after their delivery transaction committed, never inside it and never awaited by
 * it: a mail does not wait for any push. At most `parallelPushes` at once and
 * `parallelPerRecipient` per recipient, recipients taken in turn, so that one person's silent
 * endpoints (each costs `pushTimeoutMs` at most) delay nobody else's push, and nobody's mail.
 */
export class PushDispatcher {
  private readonly queues = new Map<string, Task[]>();
  private readonly activePerRecipient = new Map<string, number>();
  private active = 0;
  private isStopped = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly sender: () => PushSender | null,
    private readonly log: Logger,
  ) {}

  get isConfigured(): boolean {
    return this.sender() !== null;
  }

  enqueue(userId: string, message: PushMessage): void {
    if (this.isStopped) return;
    this.add({ userId, message });
    this.pump();
  }

  /** Resolves once nothing is queued or in flight (tests, the job's drain). */
  idle(): Promise<void> {
    if (this.active === 0 && this.queues.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what waits and waits for the pushes in flight (each ends within its time-out). */
  async stop(): Promise<void> {
    this.isStopped = true;
    this.queues.clear();
    await this.idle();
  }

  private add(task: Task, isFirst = false): void {
    const queue = this.queues.get(task.userId) ?? [];
    if (isFirst) queue.unshift(task);
    else queue.push(task);
    if (queue.length > queuedPerRecipient) {
      queue.splice(0, queue.length - queuedPerRecipient);
      this.log.warn({ userId: task.userId }, 'push queue full: the oldest pushes were dropped');
    }
    this.queues.set(task.userId, queue);
  }

  private pump(): void {
    let isStarted = true;
    while (this.active < parallelPushes && isStarted) {
      isStarted = false;
      // Recipients in turn: the first with something waiting and a free slot goes, then moves
      // to the end of the line.
      for (const [userId, queue] of this.queues) {
        if ((this.activePerRecipient.get(userId) ?? 0) >= parallelPerRecipient) continue;
        const task = queue.shift();
        this.queues.delete(userId);
        if (queue.length > 0) this.queues.set(userId, queue);
        if (!task) continue;
        this.run(task);
        isStarted = true;
        break;
      }
    }
    if (this.active === 0 && this.queues.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private run(task: Task): void {
    this.active += 1;
    this.activePerRecipient.set(task.userId, (this.activePerRecipient.get(task.userId) ?? 0) + 1);
    this.perform(task)
      .catch((error: unknown) => this.log.warn({ err: error }, 'push failed'))
      .finally(() => {
        this.active -= 1;
        const left = (this.activePerRecipient.get(task.userId) ?? 1) - 1;
        if (left > 0) this.activePerRecipient.set(task.userId, left);
        else this.activePerRecipient.delete(task.userId);
        this.pump();
      });
  }

  private async perform(task: Task): Promise<void> {
    const sender = this.sender();
    if (!sender || this.isStopped) return;
    if (!task.device) {
      const devices = await liveDevices(this.db, task.userId);
      for (const device of devices.reverse()) {
        this.add({ userId: task.userId, message: task.message, device }, true);
      }
      return;
    }
    const outcome = await sender.send(task.device, task.message);
    // Gone (404/410), or no longer a push service at a public address: forget the device.
    if (outcome === 'gone' || outcome === 'refused') {
      await this.db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [task.device.id]));
    }
  }
}

/**
 * Keeps a person's newest `maxPushDevices` devices; run in the transaction that added one.
 */
export async function trimDevices(tx: Pick<Tx, 'execute'>, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
      and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
        order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc
        limit ${maxPushDevices})`);
}
