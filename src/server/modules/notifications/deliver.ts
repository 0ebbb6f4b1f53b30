import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  type ChannelChoice,
  holdableKinds,
  mandatoryKinds,
  type NotificationKind,
} from '../../../shared/contracts/notifications';
import { derivedKey } from '../../crypto/server-secret';
import { licenceCoversLead, type Member, readableBy, visibleMessages } from '../../db/access-rules';
import type { Db, Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import {
  agentReviews,
  agentTasks,
  calls,
  consumerProfiles,
  conversations,
  leads,
  messages,
  type NotificationRow,
  notificationDeliveries,
  notificationPreferences,
  notificationSettings,
  notifications,
  offers,
  savedQuotes,
  users,
  wonPolicies,
} from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { MailLocale } from '../../mail/templates';
import { notificationLink } from './links';
import { type MailFacts, notificationMail, textsFor } from './mail-texts';
import { choiceFrom, quietFrom, quietUntil } from './preferences';
import { isPresent } from './presence';
import type { PushMessage } from './push';
import { liveDevices, type PushDispatcher } from './push-dispatch';
import { unsubscribeToken } from './unsubscribe';

const batchSize = 10;
/** A delivery that fails this often (not a skip: an error) is marked failed. */
const maxAttempts = 5;

interface Recipient {
  id: string;
  email: string;
  locale: MailLocale;
  role: 'agent' | 'consumer' | 'admin';
}

type Decision =
  | { action: 'send'; facts: MailFacts }
  | { action: 'skip'; reason: string }
  | { action: 'hold'; until: Date };

export interface DeliverOptions {
  origin: string;
  /** Null: browser push is off (no VAPID keys). */
  push: PushDispatcher | null;
  /** MESSAGE_MAIL_DELAY_SECONDS in ms: a message is mailed no sooner, and only if still unread. */
  messageDelayMs: number;
  /** OPERATOR_POSTAL_ADDRESS: printed in marketing mail (the re-shop kind). */
  postalAddress?: string | null;
}

/** A pushed notification waiting to leave once its transaction committed. */
interface PushJob {
  userId: string;
  message: PushMessage;
}

const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

/** The recipient as the conversations' access rule reads them; null for any other role. */
function memberOf(recipient: Pick<Recipient, 'id' | 'role'>): Member | null {
  return recipient.role === 'agent' || recipient.role === 'consumer'
    ? { id: recipient.id, role: recipient.role }
    : null;
}

/** Said of a lead or a conversation the recipient may no longer read (issue 27, finding 7). */
const noAccess: Decision = { action: 'skip', reason: 'no access' };

/**
 * Facts of a notification, read now: skipped when its place no longer needs it, or when the
 * recipient may no longer read it. The access rule is the API's own, asked at sending time (a
 * message mail waits MESSAGE_MAIL_DELAY_SECONDS, a held one till quiet hours end): the agent's
 * verified licence for the lead's state and line now (`licenceCoversLead`), the consumer's
 * consent not withdrawn (`readableBy`, `visibleMessages`), the account still there in its role.
 */
async function factsOf(
  tx: Pick<Tx, 'select'>,
  row: NotificationRow,
  recipient: Pick<Recipient, 'id' | 'role'>,
): Promise<Decision> {
  const kind = row.kind as NotificationKind;
  const member = memberOf(recipient);
  switch (kind) {
    case 'lead_new':
    case 'lead_expiring':
    case 'lead_waiting': {
      if (member?.role !== 'agent') return noAccess;
      const [lead] = await tx
        .select({
          status: leads.status,
          stage: leads.stage,
          respondBy: leads.respondBy,
          customer: users.firstName,
          line: savedQuotes.type,
          state: savedQuotes.state,
          isLicensed: licenceCoversLead(),
        })
        .from(leads)
        .innerJoin(users, eq(users.id, leads.consumerId))
        .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
        .where(and(eq(leads.id, row.leadId ?? ''), eq(leads.agentId, recipient.id)));
      if (!lead) return { action: 'skip', reason: 'gone' };
      if (!lead.isLicensed) return noAccess;
      if (kind === 'lead_expiring' && lead.status !== 'pending') {
        return { action: 'skip', reason: 'answered' };
      }
      // Contacted meanwhile (or closed): the reminder has nothing left to say.
      if (
        kind === 'lead_waiting' &&
        (lead.stage !== 'new' || !['pending', 'accepted'].includes(lead.status))
      ) {
        return { action: 'skip', reason: 'answered' };
      }
      if (kind === 'lead_new' && !['pending', 'accepted'].includes(lead.status)) {
        return { action: 'skip', reason: 'closed' };
      }
      return {
        action: 'send',
        facts: {
          kind,
          customer: lead.customer,
          line: lead.line,
          state: lead.state,
          respondBy: lead.respondBy,
        },
      };
    }
    case 'offer_new':
    case 'offer_expiring':
    case 'offer_answered': {
      const [offer] = await tx
        .select({
          status: offers.status,
          premiumCents: offers.premiumCents,
          period: offers.period,
          expiresAt: offers.expiresAt,
          consumerId: offers.consumerId,
          agentId: offers.agentId,
          line: savedQuotes.type,
          state: savedQuotes.state,
        })
        .from(offers)
        .innerJoin(savedQuotes, eq(savedQuotes.id, offers.quoteId))
        .where(eq(offers.id, row.offerId ?? ''));
      if (!offer) return { action: 'skip', reason: 'gone' };
      if (kind === 'offer_answered') {
        if (offer.agentId !== recipient.id) return { action: 'skip', reason: 'gone' };
        if (offer.status !== 'accepted' && offer.status !== 'declined') {
          return { action: 'skip', reason: 'changed' };
        }
        const [customer] = await tx
          .select({ firstName: users.firstName })
          .from(users)
          .where(eq(users.id, offer.consumerId));
        return {
          action: 'send',
          facts: {
            kind,
            answer: offer.status,
            customer: customer?.firstName ?? '',
            line: offer.line,
            state: offer.state,
          },
        };
      }
      if (offer.consumerId !== recipient.id) return { action: 'skip', reason: 'gone' };
      const open = offer.status === 'sent' || offer.status === 'viewed';
      if (!open || offer.expiresAt <= new Date()) return { action: 'skip', reason: 'closed' };
      const [agent] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, offer.agentId));
      const agentName = agent ? fullName(agent) : '';
      if (kind === 'offer_new') {
        return {
          action: 'send',
          facts: {
            kind,
            agent: agentName,
            premiumCents: offer.premiumCents,
            period: offer.period,
            line: offer.line,
            expiresAt: offer.expiresAt,
          },
        };
      }
      return {
        action: 'send',
        facts: { kind, agent: agentName, line: offer.line, expiresAt: offer.expiresAt },
      };
    }
    case 'message': {
      if (!member) return noAccess;
      const [conversation] = await tx
        .select({ conversation: conversations, isReadable: sql<boolean>`${readableBy(member)}` })
        .from(conversations)
        .where(eq(conversations.id, row.conversationId ?? ''))
        .then((rows) =>
          rows.map((found) => ({ ...found.conversation, isReadable: found.isReadable })),
        );
      if (!conversation) return { action: 'skip', reason: 'gone' };
      const isConsumer = conversation.consumerId === recipient.id;
      if (!isConsumer && conversation.agentId !== recipient.id) {
        return { action: 'skip', reason: 'gone' };
      }
      if (!conversation.isReadable) return noAccess;
      const readSeq = isConsumer ? conversation.consumerReadSeq : conversation.agentReadSeq;
      const unread = await tx
        .select({ body: messages.body })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversation.id),
            gt(messages.seq, readSeq),
            ne(messages.senderId, recipient.id),
            isNull(messages.deletedAt),
            visibleMessages(member),
          ),
        )
        .orderBy(asc(messages.seq));
      if (unread.length === 0) return { action: 'skip', reason: 'read' };
      return {
        action: 'send',
        facts: {
          kind,
          count: unread.length,
          firstLines: unread.slice(0, 3).map((message) => {
            const line = message.body.replace(/\s+/g, ' ').trim();
            return line.length > 140 ? `${line.slice(0, 139)}…` : line;
          }),
        },
      };
    }
    case 'call_missed': {
      if (!member) return noAccess;
      const [call] = await tx
        .select({
          calleeId: calls.calleeId,
          createdAt: calls.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          isReadable: sql<boolean>`${readableBy(member)}`,
        })
        .from(calls)
        .innerJoin(users, eq(users.id, calls.callerId))
        .innerJoin(conversations, eq(conversations.id, calls.conversationId))
        .where(eq(calls.id, row.callId ?? ''));
      if (!call || call.calleeId !== recipient.id) return { action: 'skip', reason: 'gone' };
      if (!call.isReadable) return noAccess;
      // An agent sees a customer's first name only; a consumer the agent's full name.
      const caller = call.role === 'consumer' ? call.firstName : fullName(call);
      return { action: 'send', facts: { kind, caller, at: call.createdAt } };
    }
    case 'task_due': {
      if (member?.role !== 'agent') return noAccess;
      const data = row.data as { taskId?: string; dueAt?: string } | null;
      const [task] = await tx
        .select({
          kind: agentTasks.kind,
          note: agentTasks.note,
          dueAt: agentTasks.dueAt,
          doneAt: agentTasks.doneAt,
          leadStatus: leads.status,
          customer: users.firstName,
          line: savedQuotes.type,
          state: savedQuotes.state,
          renewalDate: wonPolicies.renewalDate,
          isLicensed: licenceCoversLead(),
        })
        .from(agentTasks)
        .innerJoin(leads, eq(leads.id, agentTasks.leadId))
        .innerJoin(users, eq(users.id, leads.consumerId))
        .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
        .leftJoin(wonPolicies, eq(wonPolicies.id, agentTasks.policyId))
        .where(and(eq(agentTasks.id, data?.taskId ?? ''), eq(agentTasks.agentId, recipient.id)));
      if (!task) return { action: 'skip', reason: 'gone' };
      // The lead's access rule as the desk's reads ask it: held (pending or accepted), licensed now.
      if (!['pending', 'accepted'].includes(task.leadStatus) || !task.isLicensed) return noAccess;
      if (task.doneAt) return { action: 'skip', reason: 'done' };
      if (data?.dueAt && task.dueAt.getTime() !== new Date(data.dueAt).getTime()) {
        return { action: 'skip', reason: 'rescheduled' };
      }
      return {
        action: 'send',
        facts: {
          kind,
          taskKind: task.kind,
          customer: task.customer,
          line: task.line,
          state: task.state,
          dueAt: task.dueAt,
          note: task.note,
          renewalDate: task.renewalDate ? new Date(`${task.renewalDate}T00:00:00Z`) : null,
        },
      };
    }
    case 'review_request': {
      // Asked of the consumer who accepted the offer, while it is accepted and not yet reviewed.
      const [offer] = await tx
        .select({
          status: offers.status,
          consumerId: offers.consumerId,
          line: savedQuotes.type,
          agentFirstName: users.firstName,
          agentLastName: users.lastName,
          reviewed: sql<boolean>`exists (select 1 from ${agentReviews} where ${agentReviews.offerId} = ${offers.id})`,
        })
        .from(offers)
        .innerJoin(savedQuotes, eq(savedQuotes.id, offers.quoteId))
        .innerJoin(users, eq(users.id, offers.agentId))
        .where(eq(offers.id, row.offerId ?? ''));
      if (!offer || offer.consumerId !== recipient.id) return { action: 'skip', reason: 'gone' };
      if (offer.status !== 'accepted') return { action: 'skip', reason: 'changed' };
      if (offer.reviewed) return { action: 'skip', reason: 'answered' };
      const agent = fullName({ firstName: offer.agentFirstName, lastName: offer.agentLastName });
      return { action: 'send', facts: { kind, agent, line: offer.line } };
    }
    case 'renewal': {
      const renewal = row.data as { renewalDate?: string; policyId?: string } | null;
      const renewalDate = renewal?.renewalDate;
      if (!renewalDate) return { action: 'skip', reason: 'gone' };
      if (renewal.policyId) {
        const [policy] = await tx
          .select({ renewalDate: wonPolicies.renewalDate })
          .from(wonPolicies)
          .where(
            and(eq(wonPolicies.id, renewal.policyId), eq(wonPolicies.consumerId, recipient.id)),
          );
        if (policy?.renewalDate !== renewalDate) return { action: 'skip', reason: 'gone' };
      }
      return { action: 'send', facts: { kind, renewalDate: new Date(`${renewalDate}T00:00:00Z`) } };
    }
    case 'reshop': {
      // About the recipient's own saved request, while it is there (issue 30, section 4).
      const reshop = row.data as {
        renewalDate?: string;
        premium?: number;
        best?: number;
      } | null;
      if (!reshop?.renewalDate || !reshop.premium || !reshop.best) {
        return { action: 'skip', reason: 'gone' };
      }
      if (member?.role !== 'consumer') return noAccess;
      const [quote] = await tx
        .select({ line: savedQuotes.type })
        .from(savedQuotes)
        .where(and(eq(savedQuotes.id, row.quoteId ?? ''), eq(savedQuotes.userId, recipient.id)));
      if (!quote) return { action: 'skip', reason: 'gone' };
      return {
        action: 'send',
        facts: {
          kind,
          line: quote.line,
          best: reshop.best,
          premium: reshop.premium,
          renewalDate: new Date(`${reshop.renewalDate}T00:00:00Z`),
        },
      };
    }
    case 'licence_decided': {
      const facts = licenceFacts(row.data);
      if (!facts) return { action: 'skip', reason: 'gone' };
      return { action: 'send', facts };
    }
  }
}

/**
 * The bell's line under a notification: the first line of its mail, read now (who, what line,
 * what price), in the reader's language; null once its place needs no word (a lead closed, an
 * offer answered, messages read).
 */
export async function summaryOf(
  db: Pick<Tx, 'select'>,
  row: NotificationRow,
  reader: { id: string; role: Recipient['role']; locale: MailLocale; timeZone: string },
): Promise<string | null> {
  const decision = await factsOf(db, row, reader);
  if (decision.action !== 'send') return null;
  return textsFor(reader.locale, decision.facts, reader.timeZone).lines[0] ?? null;
}

type Pair = { state: string; line: string };

/**
 * A licence notification's facts from its data: the all-at-once decision keeps
 * `{ approved, pairs, reason }`; a per-line review `{ approvedPairs, rejectedPairs, waiting, reason }`.
 */
function licenceFacts(data: unknown): Extract<MailFacts, { kind: 'licence_decided' }> | null {
  if (!data || typeof data !== 'object') return null;
  const value = data as {
    approved?: boolean;
    pairs?: Pair[];
    approvedPairs?: Pair[];
    rejectedPairs?: Pair[];
    waiting?: Pair[];
    reason?: string | null;
  };
  const reason = value.reason ?? null;
  if (Array.isArray(value.approvedPairs) || Array.isArray(value.rejectedPairs)) {
    return {
      kind: 'licence_decided',
      approved: value.approvedPairs ?? [],
      rejected: value.rejectedPairs ?? [],
      waiting: value.waiting ?? [],
      reason,
    };
  }
  if (typeof value.approved !== 'boolean' || !Array.isArray(value.pairs)) return null;
  return {
    kind: 'licence_decided',
    approved: value.approved ? value.pairs : [],
    rejected: value.approved ? [] : value.pairs,
    waiting: [],
    reason,
  };
}

/**
 * One delivery pass: claims due deliveries (`FOR UPDATE SKIP LOCKED`, so two instances never
 * take the same one) and decides each in the same transaction. An e-mail is written to the mail
 * outbox in the transaction that marks its delivery sent: a crash before the commit leaves both
 * undone (the next pass, on any instance, does it), after it both done. Exactly once per
 * notification and channel (the unique index), whatever the number of instances. Push messages
 * are handed to the push dispatcher after the commit (at most once: a crash in between loses a
 * push, never doubles one); the pass does not wait for them.
 */
export async function deliverDue(
  db: Db,
  options: DeliverOptions,
): Promise<{ claimed: number; mailed: number }> {
  // The server secret is loaded (and cached) before the transaction: on the embedded database
  // a read outside the open transaction would wait for it forever.
  await derivedKey(db, 'unsubscribe');
  const pushJobs: PushJob[] = [];
  let result: { claimed: number; mailed: number };
  try {
    result = await deliverBatch(db, options, false, pushJobs);
  } catch (error) {
    // One delivery failed and the batch rolled back (nothing mailed, nothing marked): a new claim,
    // each delivery in a savepoint, so that a failing one counts its attempt alone and the rest go.
    if (isDatabaseUnavailable(error)) throw error;
    pushJobs.length = 0;
    result = await deliverBatch(db, options, true, pushJobs);
  }
  // After the commit, outside the retry, and not awaited: no mail waits for a push (0073).
  for (const job of pushJobs) options.push?.enqueue(job.userId, job.message);
  return result;
}

/**
 * A batch of deliveries in one transaction. Without `isCareful` there is no savepoint per
 * delivery (two round trips each, about half of a mail's; decision 0066) and any error in a
 * delivery aborts the batch, as it is, for `deliverDue` to run carefully. With it, each delivery
 * runs in a savepoint and an error is recorded on that delivery as a failed attempt.
 */
async function deliverBatch(
  db: Db,
  options: DeliverOptions,
  isCareful: boolean,
  pushJobs: PushJob[],
): Promise<{ claimed: number; mailed: number }> {
  return db.transaction(async (tx) => {
    // With each claim, what decides it about its recipient (who, their choice for the kind,
    // their quiet hours, a renewal date), read in the same statement: per mail, three round
    // trips fewer (bench:notify, decision 0066).
    const due = await tx
      .select({
        delivery: notificationDeliveries,
        notification: notifications,
        recipient: {
          id: users.id,
          email: users.email,
          locale: users.locale,
          role: users.role,
        },
        choice: { email: notificationPreferences.email, push: notificationPreferences.push },
        quiet: {
          timeZone: notificationSettings.timeZone,
          quietStart: notificationSettings.quietStart,
          quietEnd: notificationSettings.quietEnd,
        },
        renewalDate: consumerProfiles.renewalDate,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .leftJoin(users, eq(users.id, notifications.userId))
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.kind, notifications.kind),
        ),
      )
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
      .leftJoin(consumerProfiles, eq(consumerProfiles.userId, notifications.userId))
      .where(
        and(
          eq(notificationDeliveries.status, 'pending'),
          lte(notificationDeliveries.dueAt, sql`now()`),
        ),
      )
      .orderBy(asc(notificationDeliveries.dueAt))
      .limit(batchSize)
      .for('update', { of: notificationDeliveries, skipLocked: true });
    let mailed = 0;
    for (const claim of due) {
      const { delivery } = claim;
      let outcome: Decision;
      if (!isCareful) {
        outcome = await deliverOne(db, tx, claim, options, pushJobs);
      } else {
        try {
          // One notification that cannot be rendered never blocks the batch.
          outcome = await tx.transaction((inner) =>
            deliverOne(db, inner, claim, options, pushJobs),
          );
        } catch (error) {
          const isGivingUp = delivery.attempts + 1 >= maxAttempts;
          await tx
            .update(notificationDeliveries)
            .set({
              status: isGivingUp ? 'failed' : 'pending',
              reason: (error instanceof Error ? error.message : String(error)).slice(0, 500),
              dueAt: sql`now() + interval '1 minute'`,
              attempts: sql`${notificationDeliveries.attempts} + 1`,
            })
            .where(eq(notificationDeliveries.id, delivery.id));
          continue;
        }
      }
      if (outcome.action === 'hold') {
        await tx
          .update(notificationDeliveries)
          .set({ dueAt: outcome.until, attempts: sql`${notificationDeliveries.attempts} + 1` })
          .where(eq(notificationDeliveries.id, delivery.id));
        continue;
      }
      if (outcome.action === 'send' && delivery.channel === 'email') mailed += 1;
      await tx
        .update(notificationDeliveries)
        .set({
          status: outcome.action === 'send' ? 'sent' : 'skipped',
          reason: outcome.action === 'skip' ? outcome.reason : null,
          sentAt: outcome.action === 'send' ? sql`now()` : null,
          attempts: sql`${notificationDeliveries.attempts} + 1`,
        })
        .where(eq(notificationDeliveries.id, delivery.id));
    }
    return { claimed: due.length, mailed };
  });
}

/** A claimed delivery with what its claim read about the recipient (null: no such row). */
interface Claim {
  delivery: { channel: 'email' | 'push' };
  notification: NotificationRow;
  recipient: Recipient | null;
  choice: ChannelChoice | null;
  quiet: { timeZone: string | null; quietStart: number | null; quietEnd: number | null } | null;
  renewalDate: string | null;
}

async function deliverOne(
  /** The database itself (not the transaction): the unsubscribe key is cached per handle. */
  root: Db,
  tx: Tx,
  claim: Claim,
  options: DeliverOptions,
  pushJobs: PushJob[],
): Promise<Decision> {
  const { notification, recipient } = claim;
  const channel = claim.delivery.channel;
  if (channel === 'push' && !options.push) return { action: 'skip', reason: 'push not configured' };
  if (!recipient) return { action: 'skip', reason: 'gone' };
  const kind = notification.kind as NotificationKind;
  if (kind === 'message') {
    const due = new Date(notification.createdAt.getTime() + options.messageDelayMs);
    if (due.getTime() > Date.now()) return { action: 'hold', until: due };
  }
  // A renewal of a policy an agent recorded counts as a renewal date given (decision 0107).
  const hasRenewal =
    Boolean(claim.renewalDate) ||
    Boolean((notification.data as { policyId?: string } | null)?.policyId);
  const choice = choiceFrom(recipient.role, kind, claim.choice, hasRenewal);
  if (!choice[channel]) return { action: 'skip', reason: 'preference' };
  if (channel === 'push') {
    if (!options.push) return { action: 'skip', reason: 'push not configured' };
    const [device] = await liveDevices(tx, recipient.id, 1);
    if (!device) return { action: 'skip', reason: 'no device' };
  }
  // Someone with the app open hears of a message live (decision 0060): no mail, no push.
  if (kind === 'message' && (await isPresent(tx, recipient.id))) {
    return { action: 'skip', reason: 'present' };
  }
  const quiet = quietFrom(claim.quiet);
  if (holdableKinds.includes(kind)) {
    const until = quietUntil(new Date(), quiet);
    if (until) return { action: 'hold', until };
  }
  const decision = await factsOf(tx, notification, recipient);
  if (decision.action !== 'send') return decision;
  // A re-shop link says where it was opened from: the page counts it as opened (no pixel).
  const tracked = kind === 'reshop' ? `?from=${channel === 'email' ? 'mail' : 'push'}` : '';
  const link = `${options.origin}${notificationLink(notification, recipient.role)}${tracked}`;
  const mail = notificationMail(
    recipient.locale,
    recipient.email,
    decision.facts,
    link,
    mandatoryKinds.includes(kind)
      ? null
      : `${options.origin}/unsubscribe?token=${await unsubscribeToken(root, recipient.id, kind)}`,
    quiet.timeZone,
    options.postalAddress ?? null,
  );
  if (channel === 'email') {
    await enqueueMail(tx, mail);
  } else {
    const texts = textsFor(recipient.locale, decision.facts, quiet.timeZone);
    pushJobs.push({
      userId: recipient.id,
      message: {
        title: texts.subject,
        body: texts.lines[0] ?? '',
        url: link,
        tag: notification.id,
      },
    });
  }
  return decision;
}
