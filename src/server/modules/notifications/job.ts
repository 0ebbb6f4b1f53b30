import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { renewalReminderDays } from '../../../shared/contracts/profiles';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { consumerProfiles, leads, notifications, offers, wonPolicies } from '../../db/schema';
import { NotificationListener } from '../../live/notification-listener';
import { type DeliverOptions, deliverDue } from './deliver';
import { notify, notifyChannel } from './notify';
import { nextRenewal } from './renewal-dates';
import { dueReshops } from './reshop';
import { dueReviewRequests } from './review-requests';
import { makeRenewalTasks, remindDueTasks, taskClaimSize } from './task-reminders';

/** The advisory lock that keeps the reminder scan on one instance at a time. */
const reminderLockKey = 72_410_021;
const reminderEveryMs = 60_000;
/** Delivery transactions one instance runs at once (each holds a pool connection). */
const parallelClaims = 3;

interface Logger {
  warn(object: object, message: string): void;
}

export { nextRenewal };

/**
 * Reminders that come from time, not from an action: a lead `LEAD_EXPIRY_WARNING_HOURS` before
 * its reply deadline, an offer 3 days before it expires (offers that live longer than that), a
 * renewal `renewalReminderDays` (45) before the date (once a year), the figure the profile states;
 * a review request 14 days after an accepted offer; a re-shop `renewalReminderDays` before a
 * renewal where the same cover costs 5% and $50 a year less (`dueReshops`). Once-only by
 * `dedupe_key`, on one instance at a time (a transaction-level advisory lock).
 */
export async function scheduleReminders(
  db: Db,
  config: Pick<Config, 'LEAD_EXPIRY_WARNING_HOURS'>,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${reminderLockKey}) as locked`,
    );
    const [row] = (lock as unknown as { rows: Array<{ locked: boolean }> }).rows;
    // -1: another instance holds the scan (it does the work).
    if (!row?.locked) return -1;
    const warnBefore = new Date(now.getTime() + config.LEAD_EXPIRY_WARNING_HOURS * 3_600_000);
    const dueLeads = await tx
      .select({ id: leads.id, agentId: leads.agentId, quoteId: leads.quoteId })
      .from(leads)
      .where(
        and(
          eq(leads.status, 'pending'),
          gt(leads.respondBy, now),
          lte(leads.respondBy, warnBefore),
          sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'lead_expiring:' || ${leads.id})`,
        ),
      )
      .limit(1000);
    const waitingLeads = await leadsWaitingForContact(tx, now);
    const inThreeDays = new Date(now.getTime() + 3 * 86_400_000);
    const dueOffers = await tx
      .select({ id: offers.id, consumerId: offers.consumerId, quoteId: offers.quoteId })
      .from(offers)
      .where(
        and(
          inArray(offers.status, ['sent', 'viewed']),
          gt(offers.expiresAt, now),
          lte(offers.expiresAt, inThreeDays),
          sql`${offers.expiresAt} - ${offers.createdAt} > interval '3 days'`,
          sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'offer_expiring:' || ${offers.id})`,
        ),
      )
      .limit(1000);
    const renewals = await tx
      .select({ userId: consumerProfiles.userId, renewalDate: consumerProfiles.renewalDate })
      .from(consumerProfiles)
      .where(isNotNull(consumerProfiles.renewalDate));
    const dueRenewals = renewals.flatMap((profile) => {
      if (!profile.renewalDate) return [];
      const next = nextRenewal(profile.renewalDate, now);
      const daysLeft = (next.getTime() - now.getTime()) / 86_400_000;
      if (daysLeft > renewalReminderDays) return [];
      const date = next.toISOString().slice(0, 10);
      return [{ userId: profile.userId, date }];
    });
    // Policies agents recorded (decision 0107): their consumer hears of the renewal too, once per date.
    const today = now.toISOString().slice(0, 10);
    const lastDay = new Date(now.getTime() + renewalReminderDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const duePolicies = await tx
      .select({
        id: wonPolicies.id,
        consumerId: wonPolicies.consumerId,
        renewalDate: wonPolicies.renewalDate,
      })
      .from(wonPolicies)
      .where(
        and(
          gt(wonPolicies.renewalDate, today),
          lte(wonPolicies.renewalDate, lastDay),
          sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'renewal:policy:' || ${wonPolicies.id} || ':' || ${wonPolicies.renewalDate})`,
        ),
      )
      .limit(1000);
    await makeRenewalTasks(tx, now);
    return notify(tx, [
      ...duePolicies.map((policy) => ({
        userId: policy.consumerId,
        kind: 'renewal' as const,
        data: { renewalDate: policy.renewalDate, policyId: policy.id },
        dedupeKey: `renewal:policy:${policy.id}:${policy.renewalDate}`,
      })),
      ...dueLeads.map((lead) => ({
        userId: lead.agentId,
        kind: 'lead_expiring' as const,
        leadId: lead.id,
        quoteId: lead.quoteId,
        dedupeKey: `lead_expiring:${lead.id}`,
      })),
      ...waitingLeads.map((lead) => ({
        userId: lead.agentId,
        kind: 'lead_waiting' as const,
        leadId: lead.id,
        quoteId: lead.quoteId,
        dedupeKey: `lead_waiting:${lead.id}`,
      })),
      ...dueOffers.map((offer) => ({
        userId: offer.consumerId,
        kind: 'offer_expiring' as const,
        offerId: offer.id,
        quoteId: offer.quoteId,
        dedupeKey: `offer_expiring:${offer.id}`,
      })),
      ...dueRenewals.map((renewal) => ({
        userId: renewal.userId,
        kind: 'renewal' as const,
        data: { renewalDate: renewal.date },
        dedupeKey: `renewal:${renewal.userId}:${renewal.date.slice(0, 4)}`,
      })),
      ...(await dueReviewRequests(tx, now)),
      // Same cover for less before renewal (issue 30, section 4): only where it pays.
      ...(await dueReshops(tx, now)),
    ]);
  });
}

/** Speed to lead (issue 29): minutes of working time a New lead waits before its one reminder. */
export const leadWaitingMinutes = 15;

/**
 * New leads untouched for `leadWaitingMinutes` of the agent's working hours (its lead flow's days,
 * hours and time zone; any time without hours), not reminded yet, arrived within a day: marked
 * reminded in the same transaction, so each is reminded once. Quiet hours hold the delivery
 * (`holdableKinds`).
 */
async function leadsWaitingForContact(tx: Pick<Db, 'execute'>, now: Date) {
  const waitedSince = new Date(now.getTime() - leadWaitingMinutes * 60_000);
  const local = sql`(${now}::timestamptz at time zone f.time_zone)`;
  const result = await tx.execute(sql`
    with due as (
      select l.id from leads l
      left join agent_lead_flows f on f.agent_id = l.agent_id
      where l.stage = 'new' and l.status in ('pending', 'accepted') and l.stale_reminded_at is null
        and l.created_at <= ${waitedSince} and l.created_at > ${new Date(now.getTime() - 86_400_000)}
        and (f.work_days is null or (
          extract(isodow from ${local})::int = any(f.work_days)
          and to_char(${local}, 'HH24:MI') >= f.work_from
          and to_char(${local}, 'HH24:MI') < f.work_to
          and ${local} - greatest(l.created_at at time zone f.time_zone,
                date_trunc('day', ${local}) + f.work_from::interval)
              >= ${`${leadWaitingMinutes} minutes`}::interval
        ))
      order by l.created_at
      limit 1000
      for update of l skip locked
    )
    update leads set stale_reminded_at = ${now} from due where leads.id = due.id
    returning leads.id, leads.agent_id, leads.quote_id`);
  return (
    result as unknown as { rows: Array<{ id: string; agent_id: string; quote_id: string }> }
  ).rows.map((row) => ({ id: row.id, agentId: row.agent_id, quoteId: row.quote_id }));
}

/**
 * Delivers notifications on every instance: woken by NOTIFY on `lion_notify` (sent when a
 * notification commits) and every NOTIFY_POLL_MS (held deliveries, a missed wake-up), reminders
 * every minute. After a pass that wrote mail it kicks the mail outbox.
 */
export class NotificationJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private isAgainRequested = false;
  private isStopped = false;
  private lastReminderAt = 0;
  private readonly listener: NotificationListener;

  constructor(
    private readonly database: Database,
    private readonly config: Pick<Config, 'LEAD_EXPIRY_WARNING_HOURS' | 'NOTIFY_POLL_MS'>,
    private readonly options: DeliverOptions,
    private readonly log: Logger,
    private readonly onMailed: () => void,
  ) {
    this.listener = new NotificationListener(
      database,
      notifyChannel,
      () => this.kick(),
      () => this.kick(),
      (error) => log.warn({ err: error }, 'notification listener'),
    );
  }

  async start(): Promise<void> {
    await this.listener.start();
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.listener.stop();
    await this.running;
  }

  kick(): void {
    this.schedule(0);
  }

  /** Passes until nothing is due (tests). */
  async drain(): Promise<void> {
    await this.running;
    while ((await deliverDue(this.database.db, this.options)).claimed > 0) this.onMailed();
    this.onMailed();
    await this.options.push?.idle();
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
    this.running = this.pass()
      .catch((error: unknown) => this.log.warn({ err: error }, 'notification pass failed'))
      .finally(() => {
        this.running = null;
        const again = this.isAgainRequested;
        this.isAgainRequested = false;
        this.schedule(again ? 0 : this.config.NOTIFY_POLL_MS);
      });
  }

  private async pass(): Promise<void> {
    const db = this.database.db;
    if (Date.now() - this.lastReminderAt >= reminderEveryMs) {
      this.lastReminderAt = Date.now();
      await scheduleReminders(db, this.config);
    }
    // Follow-up tasks due now: each claim takes its own rows (SKIP LOCKED), until none is left.
    let claimed = taskClaimSize;
    while (claimed === taskClaimSize) claimed = await remindDueTasks(db);
    // A few claims side by side: SKIP LOCKED hands each its own rows.
    const passes = await Promise.all(
      Array.from({ length: parallelClaims }, () => deliverDue(db, this.options)),
    );
    if (passes.some((pass) => pass.mailed > 0)) this.onMailed();
    if (passes.some((pass) => pass.claimed > 0)) this.isAgainRequested = true;
  }
}
