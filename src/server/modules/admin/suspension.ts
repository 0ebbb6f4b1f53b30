import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentLicenceLines, agentLicences, licenceDecisions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { publishLive } from '../../live/publish';
import { accountReinstatedMail, accountSuspendedMail } from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { closeAgentOpenLeads } from '../leads';
import { notify } from '../notifications';
import { type Operator, writeAudit } from './audit';

/**
 * Suspends an account (issue 31, decision 0090). In one transaction: the mark and its reason, the
 * agent's open leads closed and their requests back to matching, the mail with the reason and how
 * to appeal, the audit row. The caller then ends the person's sessions and sockets. Refused: the
 * operator themself, the last active admin, an account already suspended.
 */
export async function suspendUser(
  db: Db,
  operator: Operator,
  userId: string,
  reason: string,
  supportEmail: string,
): Promise<{ role: string; closedLeads: number }> {
  if (userId === operator.id) throw new HttpError(409, 'adminCannotSuspendSelf');
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw new HttpError(404, 'personNotFound');
    if (target.suspendedAt) throw new HttpError(409, 'alreadySuspended');
    if (target.role === 'admin') {
      // Every active admin row is locked: two operators cannot suspend the last two at once.
      const active = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
        .for('update');
      if (active.filter((admin) => admin.id !== userId).length === 0) {
        throw new HttpError(409, 'lastAdminCannotBeSuspended');
      }
    }
    await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const closedLeads =
      target.role === 'agent' ? await closeAgentOpenLeads(tx, userId, 'agent_suspended') : 0;
    await enqueueMail(
      tx,
      accountSuspendedMail(target.locale, target.email, {
        isAgent: target.role === 'agent',
        reason,
        supportEmail,
      }),
    );
    await writeAudit(tx, operator, 'user_suspended', {
      targetUserId: userId,
      reason,
      detail: { role: target.role, closedLeads },
    });
    return { role: target.role, closedLeads };
  });
}

/** Lifts a suspension: the person may sign in and match again (closed leads stay closed). */
export async function reinstateUser(
  db: Db,
  operator: Operator,
  userId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
      .returning({ email: users.email, locale: users.locale });
    if (!target) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw exists ? new HttpError(409, 'notSuspended') : new HttpError(404, 'personNotFound');
    }
    await enqueueMail(tx, accountReinstatedMail(target.locale, target.email));
    await writeAudit(tx, operator, 'user_reinstated', { targetUserId: userId, reason });
  });
}

/**
 * Revokes one verified state and line of an agent (a licence lapsed): the line becomes rejected
 * with a licence decision that says why, the agent's open leads of that state and line close and
 * go back to matching, the agent hears it as a licence decision (bell and mail).
 */
export async function revokeLicenceLine(
  db: Db,
  operator: Operator,
  agentId: string,
  pair: { state: string; line: string },
  reason: string,
): Promise<{ closedLeads: number }> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ npn: agentLicences.npn })
      .from(agentLicences)
      .innerJoin(users, and(eq(users.id, agentLicences.agentId), eq(users.role, 'agent')))
      .where(eq(agentLicences.agentId, agentId));
    if (!record) throw new HttpError(404, 'agentNotFound');
    const changed = await tx
      .update(agentLicenceLines)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(
        and(
          eq(agentLicenceLines.agentId, agentId),
          eq(agentLicenceLines.state, pair.state),
          eq(agentLicenceLines.line, pair.line as 'auto'),
          eq(agentLicenceLines.status, 'verified'),
        ),
      )
      .returning({ state: agentLicenceLines.state });
    if (changed.length === 0) throw new HttpError(409, 'lineNotVerified');
    await tx.insert(licenceDecisions).values({
      agentId,
      reviewerId: operator.id,
      decision: 'rejected',
      reason,
      npn: record.npn,
      lines: [pair],
    });
    const closedLeads = await closeAgentOpenLeads(tx, agentId, 'licence_revoked', pair);
    await publishLive(tx, [{ userId: agentId, kind: 'licence.updated' }]);
    await notify(tx, {
      userId: agentId,
      kind: 'licence_decided',
      data: { approvedPairs: [], rejectedPairs: [pair], waiting: [], reason },
    });
    await writeAudit(tx, operator, 'licence_line_revoked', {
      targetUserId: agentId,
      reason,
      detail: { ...pair, closedLeads },
    });
    return { closedLeads };
  });
}
