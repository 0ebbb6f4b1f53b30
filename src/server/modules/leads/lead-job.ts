import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { leads, offers } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../users';
import { type FillCursor, fillOpenRequests, wantAgentsAgain } from './lead-delivery';
import { logContact } from './records';

/** The advisory lock that keeps the job on one instance at a time. */
const leadJobLockKey = 72_410_001;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * One pass: auto-matched leads past their answer time expire (the consumer is told, live, and in
 * the contact log), open offers past their expiry become expired, and requests still waiting for
 * agents are offered to whoever matches now. Everything is in one transaction holding a
 * transaction-level advisory lock: another instance's pass skips, and a crash rolls back whole.
 * State lives in the rows (`respond_by`, `expires_at`), so a restart loses nothing.
 */
export async function runLeadJob(
  db: Db,
  config: Pick<Config, 'LEAD_RESPONSE_HOURS'>,
  now = new Date(),
  after?: FillCursor,
) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${leadJobLockKey}) as locked`,
    );
    const [row] = (lock as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!row?.locked) {
      return { ran: false, expiredLeads: 0, expiredOffers: 0, delivered: 0, next: after };
    }

    const expired = await tx
      .update(leads)
      .set({ status: 'expired', closedAt: now, respondBy: null })
      .where(and(inArray(leads.status, ['pending']), lte(leads.respondBy, now)))
      .returning({
        id: leads.id,
        agentId: leads.agentId,
        consumerId: leads.consumerId,
        quoteId: leads.quoteId,
      });
    await wantAgentsAgain(
      tx,
      expired.map((lead) => lead.quoteId),
    );
    await logContact(
      tx,
      expired.map((lead) => ({
        consumerId: lead.consumerId,
        agentId: lead.agentId,
        quoteId: lead.quoteId,
        kind: 'lead_expired' as const,
      })),
    );
    for (const lead of expired)
      await recordActivity(tx, lead.agentId, 'lead_expired', { leadId: lead.id });

    const expiredOffers = await tx
      .update(offers)
      .set({ status: 'expired' })
      .where(and(inArray(offers.status, ['sent', 'viewed']), lte(offers.expiresAt, now)))
      .returning({
        id: offers.id,
        agentId: offers.agentId,
        consumerId: offers.consumerId,
        quoteId: offers.quoteId,
        leadId: offers.leadId,
      });

    await publishLive(tx, [
      ...expired.flatMap((lead) => [
        { userId: lead.agentId, kind: 'lead.revoked' as const, leadId: lead.id },
        { userId: lead.consumerId, kind: 'sharing.updated' as const, quoteId: lead.quoteId },
      ]),
      ...expiredOffers.flatMap((offer) => [
        {
          userId: offer.agentId,
          kind: 'offer.updated' as const,
          offerId: offer.id,
          leadId: offer.leadId,
        },
        {
          userId: offer.consumerId,
          kind: 'offer.updated' as const,
          offerId: offer.id,
          quoteId: offer.quoteId,
        },
      ]),
    ]);
    const fill = await fillOpenRequests(tx, config, after);
    return {
      ran: true,
      expiredLeads: expired.length,
      expiredOffers: expiredOffers.length,
      delivered: fill.delivered,
      next: fill.next,
    };
  });
}

/** Runs the job every LEAD_JOB_INTERVAL_MS, and soon after `kick()` (a new verified agent, ...). */
export class LeadJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private isStopped = false;
  /** Where the last pass's page of waiting requests ended (each instance keeps its own). */
  private cursor: FillCursor | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'LEAD_RESPONSE_HOURS' | 'LEAD_JOB_INTERVAL_MS'>,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.schedule(this.config.LEAD_JOB_INTERVAL_MS);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  kick(): void {
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.isStopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (this.running) return this.schedule(100);
    this.running = runLeadJob(this.db, this.config, new Date(), this.cursor)
      .then((pass) => {
        this.cursor = pass.next;
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'lead job failed; it runs again'));
    await this.running;
    this.running = null;
    // More waiting requests than one page: the next page soon, not a whole interval later.
    const interval = this.config.LEAD_JOB_INTERVAL_MS;
    this.schedule(this.cursor ? Math.min(1000, interval) : interval);
  }
}
