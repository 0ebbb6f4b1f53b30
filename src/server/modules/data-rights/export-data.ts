import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { dataExportFormat } from '../../../shared/contracts/data-rights';
import type { Db } from '../../db/client';
import {
  activityEvents,
  calls,
  conversationNotes,
  conversations,
  messages,
  notifications,
  offers,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema';
import { notFound } from '../../http-error';
import { getAgentStatus, listPolicies, listTasks } from '../agents';
import { toCall } from '../calls';
import { exportCopies } from '../declarations';
import { getContactLog, listAgentLeads, listAgentOffers, listOffersWhere } from '../leads';
import { getAgentLicence } from '../licences';
import { type Member, readableBy, toMessage } from '../messages';
import { readPreferences, roleOf } from '../notifications';
import { notesForExport } from '../pipeline';
import { getProfile, listConsumerPolicies, listVehicles } from '../profiles';
import { listSavedQuotes } from '../quotes';
import { listOwnReviews, reviewsWrittenBy } from '../reviews';

/**
 * Everything the account holds, as one JSON document (issue 18, 2.6; decision 0043). Every part
 * is read with the caller's id in its query, through the same functions the screens use, so the
 * export shows nothing the account does not already see: never a password or token hash, an
 * agent's leads only while open and within the consent's scope, a conversation only while it is
 * readable.
 */
export async function exportAccountData(
  db: Db,
  userId: string,
  currentTokenHash: string,
  now = new Date(),
) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      companyVerified: users.companyVerified,
      emailConfirmedAt: users.emailConfirmedAt,
      locale: users.locale,
      callsEnabled: users.callsEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound();
  const sessionRows = await db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  const activity = await db
    .select({
      kind: activityEvents.kind,
      detail: activityEvents.detail,
      at: activityEvents.createdAt,
    })
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(desc(activityEvents.createdAt))
    .limit(5000);
  const member: Member | null =
    account.role === 'admin' ? null : { id: userId, role: account.role };
  const talk = member ? await conversationsOf(db, member) : { conversations: [], notes: [] };
  const callRows = member
    ? await db
        .select()
        .from(calls)
        .where(or(eq(calls.callerId, userId), eq(calls.calleeId, userId)))
        .orderBy(desc(calls.createdAt))
        .limit(5000)
    : [];

  return {
    format: dataExportFormat,
    exportedAt: now.toISOString(),
    account: {
      ...account,
      emailConfirmedAt: account.emailConfirmedAt?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    },
    sessions: sessionRows.map(({ tokenHash, ...row }) => ({
      current: tokenHash === currentTokenHash,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      idleExpiresAt: row.idleExpiresAt.toISOString(),
      absoluteExpiresAt: row.absoluteExpiresAt.toISOString(),
    })),
    activity: activity.map((row) => ({ ...row, at: row.at.toISOString() })),
    consumer: account.role === 'consumer' ? await consumerPart(db, userId) : null,
    agent: account.role === 'agent' ? await agentPart(db, userId) : null,
    conversations: talk.conversations,
    notes: talk.notes,
    calls: callRows.map(toCall),
    notifications: await notificationsPart(db, { id: userId, role: account.role }),
  };
}

/**
 * The notification preferences and quiet hours in force (the defaults where none were saved),
 * the devices that get push by their push service's host only (the endpoint is a capability URL
 * and the keys are secrets: neither leaves the server), and the notifications the bell lists.
 */
async function notificationsPart(
  db: Db,
  user: { id: string; role: 'agent' | 'consumer' | 'admin' },
) {
  const role = roleOf(user.role);
  const stored = role ? await readPreferences(db, { id: user.id, role }) : null;
  const devices = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const items = await db
    .select({
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt))
    .limit(5000);
  return {
    preferences: stored && {
      kinds: stored.kinds,
      timeZone: stored.timeZone,
      quietStart: stored.quietStart,
      quietEnd: stored.quietEnd,
    },
    pushDevices: devices.map((device) => ({
      host: hostOf(device.endpoint),
      createdAt: device.createdAt.toISOString(),
    })),
    items: items.map((item) => ({
      kind: item.kind,
      createdAt: item.createdAt.toISOString(),
      readAt: item.readAt?.toISOString() ?? null,
    })),
  };
}

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

async function consumerPart(db: Db, userId: string) {
  const log = await getContactLog(db, userId);
  return {
    profile: await getProfile(db, userId),
    vehicles: await listVehicles(db, userId),
    /** Declarations pages kept at the person's request ("keep a copy"), with the files. */
    declarationsCopies: await exportCopies(db, userId),
    /** Each request with its answers and the estimates as computed. */
    requests: await listSavedQuotes(db, userId),
    /** Every consent with the scope and the wording shown. */
    consents: log.consents,
    /** Every agent who received the data and what they did. */
    contactLog: log.agents,
    offers: await listOffersWhere(db, eq(offers.consumerId, userId)),
    /** Policies agents recorded for the consumer, with their renewal dates. */
    policies: await listConsumerPolicies(db, userId),
    /** The reviews the consumer wrote of agents, hidden ones with the reason. */
    reviews: await reviewsWrittenBy(db, userId),
  };
}

async function agentPart(db: Db, userId: string) {
  return {
    licence: await getAgentLicence(db, userId),
    status: await getAgentStatus(db, userId),
    /** Open leads as received: the customer only as far as the consent shares them. */
    leads: await listAgentLeads(db, userId),
    offers: await listAgentOffers(db, userId),
    /** The visible reviews of the agent, with their answers. */
    reviews: (await listOwnReviews(db, userId)).items,
    /** Follow-up tasks on the leads held, open and recently done (issue 29). */
    tasks: (await listTasks(db, userId, { status: 'all' })).tasks,
    /** Policies recorded from accepted offers, with their renewal dates. */
    policies: await listPolicies(db, userId),
    /** Private notes on the leads held (issue 29): never shown to the consumer. */
    leadNotes: await notesForExport(db, userId),
  };
}

async function conversationsOf(db: Db, member: Member) {
  const rows = await db
    .select()
    .from(conversations)
    .where(readableBy(member))
    .orderBy(asc(conversations.createdAt));
  const ids = rows.map((row) => row.id);
  const messageRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            and(
              inArray(messages.conversationId, ids),
              // An agent gets their own messages: what the customer wrote is the customer's, and
              // part of it may be hidden from the agent (a withdrawal hides what came before).
              member.role === 'agent' ? eq(messages.senderId, member.id) : undefined,
            ),
          )
          .orderBy(asc(messages.conversationId), asc(messages.seq));
  const noteRows =
    member.role === 'agent'
      ? await db
          .select()
          .from(conversationNotes)
          .where(
            and(
              eq(conversationNotes.agentId, member.id),
              inArray(conversationNotes.conversationId, ids.length > 0 ? ids : [member.id]),
            ),
          )
          .orderBy(asc(conversationNotes.createdAt))
      : [];
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      counterpartId: member.role === 'consumer' ? row.agentId : row.consumerId,
      createdAt: row.createdAt.toISOString(),
      messages: messageRows
        .filter((message) => message.conversationId === row.id)
        .map((message) => {
          const { clientId: _clientId, change: _change, ...shown } = toMessage(message, member.id);
          return { ...shown, fromMe: message.senderId === member.id };
        }),
    })),
    notes: noteRows.map((row) => ({
      conversationId: row.conversationId,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
