import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/contracts/notifications';
import type { Db } from '../../db/client';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../db/schema';

type Writer = Pick<Db, 'insert' | 'select' | 'selectDistinct' | 'execute'>;

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  leadId?: string | null;
  offerId?: string | null;
  quoteId?: string | null;
  conversationId?: string | null;
  callId?: string | null;
  data?: Record<string, unknown> | null;
  /** Once-only events (scheduled reminders): a second insert with the same key is ignored. */
  dedupeKey?: string | null;
  /** Delivery waits this long (messages: MESSAGE_MAIL_DELAY_SECONDS). */
  delayMs?: number;
}

/** The channel the deliverer wakes on (any instance), sent only if the transaction commits. */
export const notifyChannel = 'lion_notify';

/**
 * Records notifications and their e-mail and push deliveries inside the caller's transaction
 * (decision 0060): they exist if and only if their cause committed. Whether each is sent
 * (preferences, presence, still relevant, quiet hours) is decided at delivery time.
 *
 * A message while an earlier message notification of the same conversation still waits to be
 * delivered adds nothing: that one mail will list every unread message (one mail per
 * conversation per delay). Senders of one conversation are serialised by its row lock.
 */
export async function notify(tx: Writer, input: NotifyInput | readonly NotifyInput[]) {
  const events = Array.isArray(input) ? input : [input as NotifyInput];
  const fresh: NotifyInput[] = [];
  for (const event of events) {
    if (event.kind === 'message' && event.conversationId) {
      const [waiting] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .innerJoin(
          notificationDeliveries,
          eq(notificationDeliveries.notificationId, notifications.id),
        )
        .where(
          and(
            eq(notifications.userId, event.userId),
            eq(notifications.kind, 'message'),
            eq(notifications.conversationId, event.conversationId),
            isNull(notifications.readAt),
            eq(notificationDeliveries.status, 'pending'),
          ),
        )
        .limit(1);
      if (waiting) continue;
    }
    fresh.push(event);
  }
  if (fresh.length === 0) return 0;
  const rows = await tx
    .insert(notifications)
    .values(
      fresh.map((event) => ({
        userId: event.userId,
        kind: event.kind,
        leadId: event.leadId ?? null,
        offerId: event.offerId ?? null,
        quoteId: event.quoteId ?? null,
        conversationId: event.conversationId ?? null,
        callId: event.callId ?? null,
        data: event.data ?? null,
        dedupeKey: event.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, kind: notifications.kind, userId: notifications.userId });
  if (rows.length === 0) return 0;
  const delays = new Map(fresh.map((event) => [`${event.userId}:${event.kind}`, event.delayMs]));
  // A push delivery only for people with a device that subscribed (most have none).
  const withDevice = new Set(
    (
      await tx
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(rows.map((row) => row.userId))]))
    ).map((row) => row.userId),
  );
  await tx
    .insert(notificationDeliveries)
    .values(
      rows.flatMap((row) => {
        const delayMs = delays.get(`${row.userId}:${row.kind}`) ?? 0;
        const dueAt = sql`now() + ${`${Math.round(delayMs)} milliseconds`}::interval`;
        const channels = withDevice.has(row.userId)
          ? (['email', 'push'] as const)
          : (['email'] as const);
        return channels.map((channel) => ({
          notificationId: row.id,
          channel,
          dueAt,
        }));
      }),
    )
    .onConflictDoNothing();
  // The deliverers wake for what is due now; a delayed one (a message's mail) is found by their
  // poll when due: every message sent must not wake every instance (bench:messages, decision 0064).
  if (rows.some((row) => (delays.get(`${row.userId}:${row.kind}`) ?? 0) === 0)) {
    await tx.execute(sql`select pg_notify(${notifyChannel}, '')`);
  }
  return rows.length;
}

/** The kinds opening their place marks read (a re-shop only when opened from its own link). */
const placeKinds: readonly NotificationKind[] = [
  'lead_new',
  'lead_expiring',
  'lead_waiting',
  'offer_new',
  'offer_answered',
  'offer_expiring',
  'message',
  'call_missed',
];

/** Marks a person's notifications about one place read (they opened it). */
export async function markPlaceRead(
  db: Pick<Db, 'update'>,
  userId: string,
  place: { conversationId?: string; leadId?: string; quoteId?: string },
  kinds: readonly NotificationKind[] = placeKinds,
): Promise<void> {
  const column = place.conversationId
    ? notifications.conversationId
    : place.leadId
      ? notifications.leadId
      : notifications.quoteId;
  const value = place.conversationId ?? place.leadId ?? place.quoteId;
  if (!value) return;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(column, value),
        isNull(notifications.readAt),
        inArray(notifications.kind, [...kinds]),
      ),
    );
}
