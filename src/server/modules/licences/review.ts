import { and, asc, eq, exists, ne, notExists, sql } from 'drizzle-orm';
import type { LicenceDecision, LicenceReviewItem } from '../../../shared/contracts/licences';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { agentLicenceLines, agentLicences, licenceDecisions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { notify } from '../notifications/notify';
import { readLicence } from './licence-record';

export type QueueStatus = 'pending' | 'verified' | 'rejected';

const lineWithStatus = (status: QueueStatus) =>
  sql`(select 1 from ${agentLicenceLines} where ${qualified(agentLicenceLines.agentId)} = ${qualified(agentLicences.agentId)} and ${qualified(agentLicenceLines.status)} = ${status})`;

/** Records in one status, the longest-waiting first (the status rule of `licenceStatusOf`). */
const statusFilter = {
  pending: exists(lineWithStatus('pending')),
  rejected: and(exists(lineWithStatus('rejected')), notExists(lineWithStatus('pending'))),
  verified: and(
    exists(lineWithStatus('verified')),
    notExists(lineWithStatus('pending')),
    notExists(lineWithStatus('rejected')),
  ),
} as const;

export async function listLicenceQueue(
  db: Db,
  status: QueueStatus,
  limit = 200,
): Promise<LicenceReviewItem[]> {
  const agents = await db
    .select({
      agentId: agentLicences.agentId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: users.company,
    })
    .from(agentLicences)
    .innerJoin(users, and(eq(users.id, agentLicences.agentId), eq(users.role, 'agent')))
    .where(statusFilter[status])
    .orderBy(asc(agentLicences.updatedAt))
    .limit(limit);
  return Promise.all(
    agents.map(async (agent) => {
      const { submittedAt, ...licence } = await readLicence(db, agent.agentId);
      return { ...agent, ...licence, submittedAt: (submittedAt ?? new Date()).toISOString() };
    }),
  );
}

export interface DecisionContext {
  reviewerId: string;
  agentId: string;
  portalUrl: string;
  /** Mail the agent (the demo seed and test factories do not). */
  notify?: boolean;
}

/**
 * Approves or rejects every pair of an agent's record that waits for review, keeps the decision
 * (who, when, which pairs, why) and mails the agent in their language. An admin is never an agent,
 * so no one reviews their own record; the guard below says so in the query as well.
 */
export async function decideLicence(
  db: Db,
  context: DecisionContext,
  decision: { approved: true } | { approved: false; reason: string },
): Promise<LicenceDecision> {
  const { reviewerId, agentId } = context;
  const reason = decision.approved ? null : decision.reason;
  const decided = await db.transaction(async (tx) => {
    const [agent] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.role, 'agent'), ne(users.id, reviewerId)))
      .for('update');
    if (!agent) throw new HttpError(404, 'agentNotFound');
    const [record] = await tx
      .select({ npn: agentLicences.npn })
      .from(agentLicences)
      .where(eq(agentLicences.agentId, agentId));
    if (!record) throw new HttpError(404, 'agentNotFound');
    const now = new Date();
    const changed = await tx
      .update(agentLicenceLines)
      .set({ status: decision.approved ? 'verified' : 'rejected', updatedAt: now })
      .where(and(eq(agentLicenceLines.agentId, agentId), eq(agentLicenceLines.status, 'pending')))
      .returning({ state: agentLicenceLines.state, line: agentLicenceLines.line });
    if (changed.length === 0) throw new HttpError(409, 'nothingToReview');
    const [row] = await tx
      .insert(licenceDecisions)
      .values({
        agentId,
        reviewerId,
        decision: decision.approved ? 'approved' : 'rejected',
        reason,
        npn: record.npn,
        lines: changed,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('decision insert returned no row');
    if (context.notify === false) return row;
    // Mailed by the notification deliverer, in the agent's language (issue 21).
    await notify(tx, {
      userId: agentId,
      kind: 'licence_decided',
      data: { approved: decision.approved, pairs: changed, reason },
    });
    return row;
  });
  const licence = await readLicence(db, agentId);
  return {
    agentId,
    decision: decided.decision,
    reason: decided.reason,
    reviewerId: decided.reviewerId,
    decidedAt: decided.createdAt.toISOString(),
    status: licence.status,
  };
}
