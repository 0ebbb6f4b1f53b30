import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailOutboxRow, mailOutbox } from '../db/schema';
import type { MailTransport } from './transport';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of notification mails); none on transactional mail. */
  headers?: Record<string, string>;
}

/** Attempts before a message is marked failed (about a day of back-off in all). */
export const maxMailAttempts = 10;
/** A claimed message is not claimed again (by any instance) for this long while it is sent. */
const claimLeaseMs = 2 * 60 * 1000;
const batchSize = 10;

/** 10 s, 20 s, 40 s ... capped at 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);
}

/** Writes a message to the outbox (inside the caller's transaction when given one). */
export async function enqueueMail(db: Pick<Db, 'insert'>, mail: MailContent): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail insert returned no row');
  return row.id;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Delivers the outbox: woken after each enqueue and every `pollMs`, so a message written before
 * a restart is sent after it. Several instances share one outbox: each claims rows for a lease
 * (`FOR UPDATE SKIP LOCKED`), so a message is handed to one instance at a time.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private isAgainRequested = false;
  private isStopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    private readonly pollMs = 5000,
  ) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Enqueues outside any transaction and wakes the worker: the caller never waits for delivery. */
  async send(mail: MailContent): Promise<string> {
    const id = await enqueueMail(this.db, mail);
    this.kick();
    return id;
  }

  /** Delivers due messages soon (after a transaction that enqueued some has committed). */
  kick(): void {
    this.schedule(0);
  }

  /** Runs delivery passes until nothing is due (tests and the CLI). */
  async drain(): Promise<void> {
    while (true) {
      await this.running;
      if ((await this.deliverDue()) === 0) return;
    }
  }

  private schedule(delayMs: number): void {
    if (this.isStopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runPass(), delayMs);
    this.timer.unref();
  }

  private runPass(): void {
    if (this.running) {
      this.isAgainRequested = true;
      return;
    }
    this.running = this.deliverDue()
      .then((count) => {
        if (count === batchSize) this.isAgainRequested = true;
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        this.running = null;
        const again = this.isAgainRequested;
        this.isAgainRequested = false;
        this.schedule(again ? 0 : this.pollMs);
      });
  }

  /** Claims and sends one batch of due messages; returns how many it claimed. */
  private async deliverDue(): Promise<number> {
    const now = new Date();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + claimLeaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  private async deliver(row: MailOutboxRow): Promise<void> {
    try {
      await this.transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers ?? undefined,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isGivingUp = row.attempts >= maxMailAttempts;
      await this.db
        .update(mailOutbox)
        .set({
          status: isGivingUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      const detail = { mailId: row.id, attempts: row.attempts, err: error };
      if (isGivingUp)
        this.log.error(detail, 'mail delivery failed for good; it stays in the outbox');
      else this.log.warn(detail, 'mail delivery failed; it will be retried');
    }
  }
}
