import { and, asc, eq, exists, inArray, ne, notExists, sql } from 'drizzle-orm';
import type {
  LicenceDecision,
  LicenceLine,
  LicenceReviewItem,
  LicenceReviewResult,
  PairDecision,
} from '../../../shared/contracts/licences';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { agentLicenceLines, agentLicences, licenceDecisions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { publishLive } from '../../live/publish';
import { notify } from '../notifications';
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
 * The agent whose record is decided, locked for the decision, with their NPN; 404 for anyone who
 * is not an agent with a record, and for the reviewer themself (no one reviews their own record).
 */
async function lockAgentUnderReview(tx: Tx, reviewerId: string, agentId: string) {
  const [agent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, 'agent'), ne(users.id, reviewerId)))
    .for('update');
  if (!agent) throw new HttpError(404, 'agentNotFound');
  const [record] = await tx
    .select({ npn: agentLicences.npn })
    .from(agentLicences)
    .where(eq(agentLicences.agentId, agentId));
  if (!record) throw new HttpError(404, 'agentNotFound');
  return record;
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
    const record = await lockAgentUnderReview(tx, reviewerId, agentId);
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
    // An open portal re-reads the record at once (the dashboard's review status and badge).
    await publishLive(tx, [{ userId: agentId, kind: 'licence.updated' }]);
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

type Pair = { state: string; line: LicenceLine };

/**
 * Decides some of the pairs waiting for review, each approved or rejected; the others keep
 * waiting. Every named pair must be pending for this agent (else 409 and nothing changes). One
 * `licence_decisions` row per outcome keeps who, when, which pairs and why; the agent's open
 * portal hears of it and one notification (the bell, one mail) says what was verified, what was
 * not and what still waits.
 */
export async function reviewLicencePairs(
  db: Db,
  context: DecisionContext,
  input: {
    decisions: ReadonlyArray<{ state: string; line: LicenceLine; decision: PairDecision }>;
    reason?: string | undefined;
  },
): Promise<LicenceReviewResult> {
  const { reviewerId, agentId } = context;
  const approvedPairs = input.decisions.filter((pair) => pair.decision === 'approve');
  const rejectedPairs = input.decisions.filter((pair) => pair.decision === 'reject');
  const reason = rejectedPairs.length > 0 ? (input.reason ?? null) : null;
  const result = await db.transaction(async (tx) => {
    const record = await lockAgentUnderReview(tx, reviewerId, agentId);
    const pending = await tx
      .select({ state: agentLicenceLines.state, line: agentLicenceLines.line })
      .from(agentLicenceLines)
      .where(and(eq(agentLicenceLines.agentId, agentId), eq(agentLicenceLines.status, 'pending')));
    if (pending.length === 0) throw new HttpError(409, 'nothingToReview');
    const key = (pair: { state: string; line: string }) => `${pair.state}:${pair.line}`;
    const pendingKeys = new Set(pending.map(key));
    if (input.decisions.some((pair) => !pendingKeys.has(key(pair)))) {
      throw new HttpError(409, 'pairNotPending');
    }
    const now = new Date();
    const decided = new Set(input.decisions.map(key));
    for (const [pairs, status, decision] of [
      [approvedPairs, 'verified', 'approved'],
      [rejectedPairs, 'rejected', 'rejected'],
    ] as const) {
      if (pairs.length === 0) continue;
      const states = [...new Set(pairs.map((pair) => pair.state))];
      for (const state of states) {
        const lines = pairs.filter((pair) => pair.state === state).map((pair) => pair.line);
        await tx
          .update(agentLicenceLines)
          .set({ status, updatedAt: now })
          .where(
            and(
              eq(agentLicenceLines.agentId, agentId),
              eq(agentLicenceLines.state, state),
              inArray(agentLicenceLines.line, lines),
              eq(agentLicenceLines.status, 'pending'),
            ),
          );
      }
      await tx.insert(licenceDecisions).values({
        agentId,
        reviewerId,
        decision,
        reason: decision === 'rejected' ? reason : null,
        npn: record.npn,
        lines: pairs.map(({ state, line }) => ({ state, line })),
        createdAt: now,
      });
    }
    const waiting = pending
      .filter((pair) => !decided.has(key(pair)))
      .map(({ state, line }) => ({ state, line: line as LicenceLine }));
    const strip = (pairs: readonly Pair[]) => pairs.map(({ state, line }) => ({ state, line }));
    await publishLive(tx, [{ userId: agentId, kind: 'licence.updated' }]);
    if (context.notify !== false) {
      // One notification per review, mailed by the deliverer in the agent's language and listed
      // by the bell (issue 21): what was verified, what was not and why, what still waits.
      await notify(tx, {
        userId: agentId,
        kind: 'licence_decided',
        data: {
          approvedPairs: strip(approvedPairs),
          rejectedPairs: strip(rejectedPairs),
          waiting,
          reason,
        },
      });
    }
    return {
      approved: strip(approvedPairs),
      rejected: strip(rejectedPairs),
      waiting,
      decidedAt: now,
    };
  });
  const licence = await readLicence(db, agentId);
  return {
    agentId,
    ...result,
    reason,
    reviewerId,
    decidedAt: result.decidedAt.toISOString(),
    status: licence.status,
  };
}
