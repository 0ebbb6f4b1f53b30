import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/contracts/notifications';
import type { Db } from '../../db/client';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../db/schema';

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
 * conversation per delay). Senders of one conversation are serialised by its row lock, taken by
 * an earlier statement of the transaction, so this statement's snapshot sees the earlier sender's
 * notification.
 *
 * One statement (a round trip saved is saved on every message sent, decision 0064): the events
 * go in as one JSON parameter, each with an id made here, which ties its deliveries to its row.
 * A push delivery is written only for people with a subscribed device; the deliverers are woken
 * only for what is due now (a message's mail waits, and is found by their poll).
 */
export async function notify(
  tx: Pick<Db, 'execute'>,
  input: NotifyInput | readonly NotifyInput[],
): Promise<number> {
  const events = (Array.isArray(input) ? input : [input as NotifyInput]).map((event) => ({
    id: randomUUID(),
    user_id: event.userId,
    kind: event.kind,
    lead_id: event.leadId ?? null,
    offer_id: event.offerId ?? null,
    quote_id: event.quoteId ?? null,
    conversation_id: event.conversationId ?? null,
    call_id: event.callId ?? null,
    data: event.data ?? null,
    dedupe_key: event.dedupeKey ?? null,
    delay_ms: Math.max(0, Math.round(event.delayMs ?? 0)),
  }));
  if (events.length === 0) return 0;
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(
        id uuid, user_id uuid, kind text, lead_id uuid, offer_id uuid, quote_id uuid,
        conversation_id uuid, call_id uuid, data jsonb, dedupe_key text, delay_ms int)
    ),
    -- The lookups per event are scalar subqueries, run per row through the indexes: as EXISTS,
    -- the planner (which guesses 100 input rows) joined the whole tables, and a send slowed
    -- down as the pending message notifications grew (bench:messages, decision 0064).
    fresh as (
      select * from input e
      where e.kind <> 'message' or e.conversation_id is null or (
        select n.id from ${notifications} n
        join ${notificationDeliveries} d on d.notification_id = n.id
        where n.conversation_id = e.conversation_id and n.user_id = e.user_id
          and n.kind = 'message' and n.read_at is null and d.status = 'pending'
        limit 1) is null
    ),
    inserted as (
      insert into ${notifications} (id, user_id, kind, lead_id, offer_id, quote_id,
                                    conversation_id, call_id, data, dedupe_key)
      select id, user_id, kind, lead_id, offer_id, quote_id, conversation_id, call_id, data,
             dedupe_key
      from fresh
      on conflict do nothing
      returning id, user_id
    ),
    deliveries as (
      insert into ${notificationDeliveries} (notification_id, channel, due_at)
      select i.id, c.channel, now() + make_interval(secs => f.delay_ms / 1000.0)
      from inserted i
      join fresh f on f.id = i.id
      cross join lateral (
        select 'email' as channel
        union all
        select 'push'
        where (select p.id from ${pushSubscriptions} p where p.user_id = i.user_id limit 1)
          is not null
      ) c
      on conflict do nothing
    ),
    woken as (
      select pg_notify(${notifyChannel}, '')
      where exists (select 1 from inserted i join fresh f on f.id = i.id where f.delay_ms = 0)
    )
    select (select count(*) from inserted)::int as count, (select count(*) from woken)::int as woken`);
  const [row] = (result as unknown as { rows: Array<{ count: number }> }).rows;
  return row?.count ?? 0;
}

/** Marks a person's notifications about one place read (they opened it). */
export async function markPlaceRead(
  db: Pick<Db, 'update'>,
  userId: string,
  place: { conversationId?: string; leadId?: string; quoteId?: string },
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
        inArray(notifications.kind, [
          'lead_new',
          'lead_expiring',
          'offer_new',
          'offer_answered',
          'offer_expiring',
          'message',
          'call_missed',
        ]),
      ),
    );
}
