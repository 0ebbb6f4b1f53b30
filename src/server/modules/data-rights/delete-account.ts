import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../../crypto/password-hashing';
import type { Db, Tx } from '../../db/client';
import {
  consents,
  contactEvents,
  conversations,
  leads,
  mailOutbox,
  offers,
  sessions,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { publishLive } from '../../live/publish';
import { accountDeletedMail } from '../../mail/data-rights-templates';
import { enqueueMail } from '../../mail/outbox';
import type { MailLocale } from '../../mail/templates';
import { logContact, openLeadStatuses, wantAgentsAgain, withdrawLeads } from '../leads';

/**
 * Deletes the signed-in account after checking its password (decision 0042). Consumers: every
 * consent withdrawn through the ordinary withdrawal (agents lose access live), the consent records
 * and the contact log kept under a pseudonymous subject id with no name, e-mail or phone, then the
 * account and everything it holds. Agents: open leads back to matching, open offers withdrawn,
 * then the account. Admins are refused. A notice is queued to the address before it is erased.
 * Answers the token hashes of the account's ended sessions, for the caller to announce as a
 * logout does, so that their live sockets close at once.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
  locale: MailLocale,
): Promise<{ role: 'agent' | 'consumer'; endedSessions: string[] }> {
  const [account] = await db
    .select({ role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new HttpError(404, 'notFound');
  if (account.role === 'admin') throw new HttpError(403, 'adminCannotDelete');
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new HttpError(400, 'accountPasswordWrong');
  }
  const role = account.role;
  const endedSessions = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(404, 'notFound');
    if (role === 'consumer') await closeConsumer(tx, userId);
    else await closeAgent(tx, userId);
    // Mail already queued to the address holds the person's name: only the notice stays.
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    await enqueueMail(tx, accountDeletedMail(locale, user.email));
    // Deleted here rather than by the cascade, to learn which sessions to announce.
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ tokenHash: sessions.tokenHash });
    // Profile, vehicles, kept declarations pages, requests, leads, offers, conversations, messages, notes, calls, link
    // tokens, activity and live events go with the row (foreign keys, cascade).
    await tx.delete(users).where(eq(users.id, userId));
    return ended.map((row) => row.tokenHash);
  });
  return { role, endedSessions };
}

async function closeConsumer(tx: Tx, consumerId: string): Promise<void> {
  await withdrawLeads(tx, consumerId, {});
  // One pseudonymous subject for the kept records: they stay together as one person's proof,
  // and nothing links them to the deleted account's id, name, e-mail or phone.
  const subjectId = randomUUID();
  await tx
    .update(consents)
    .set({ consumerId: null, subjectId, idempotencyKey: null, idempotencyHash: null })
    .where(eq(consents.consumerId, consumerId));
  await tx
    .update(contactEvents)
    .set({ consumerId: null, subjectId })
    .where(eq(contactEvents.consumerId, consumerId));
}

async function closeAgent(tx: Tx, agentId: string): Promise<void> {
  const now = new Date();
  // Open leads go back to matching, as when the agent passes: auto requests want agents again.
  const closed = await tx
    .update(leads)
    .set({ status: 'passed', closedAt: now, respondBy: null })
    .where(and(eq(leads.agentId, agentId), inArray(leads.status, openLeadStatuses)))
    .returning({ id: leads.id, consumerId: leads.consumerId, quoteId: leads.quoteId });
  await wantAgentsAgain(
    tx,
    closed.map((lead) => lead.quoteId),
  );
  await logContact(
    tx,
    closed.map((lead) => ({
      consumerId: lead.consumerId,
      agentId,
      quoteId: lead.quoteId,
      kind: 'lead_passed' as const,
    })),
  );
  const withdrawn = await tx
    .update(offers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(offers.agentId, agentId), inArray(offers.status, ['sent', 'viewed'])))
    .returning({ id: offers.id, consumerId: offers.consumerId, quoteId: offers.quoteId });
  await logContact(
    tx,
    withdrawn.map((offer) => ({
      consumerId: offer.consumerId,
      agentId,
      quoteId: offer.quoteId,
      kind: 'offer_withdrawn' as const,
    })),
  );
  const talks = await tx
    .select({ id: conversations.id, consumerId: conversations.consumerId })
    .from(conversations)
    .where(eq(conversations.agentId, agentId));
  await publishLive(tx, [
    ...closed.map((lead) => ({
      userId: lead.consumerId,
      kind: 'sharing.updated' as const,
      quoteId: lead.quoteId,
    })),
    ...withdrawn.map((offer) => ({
      userId: offer.consumerId,
      kind: 'offer.updated' as const,
      offerId: offer.id,
      quoteId: offer.quoteId,
    })),
    ...talks.map((talk) => ({
      userId: talk.consumerId,
      kind: 'conversation.changed' as const,
      conversationId: talk.id,
    })),
  ]);
}
