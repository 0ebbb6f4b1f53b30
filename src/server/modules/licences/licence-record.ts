import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type AgentLicence,
  type LeadReadinessStep,
  type LicenceData,
  type LicenceEntry,
  type LicenceLine,
  type LicenceStatus,
  type LineReview,
  licenceLines,
} from '../../../shared/contracts/licences';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import {
  agentLicenceLines,
  agentLicences,
  agentServiceAreas,
  licenceDecisions,
  users,
} from '../../db/schema';
import { notFound } from '../../http-error';
import { publishLive } from '../../live/publish';

type Reader = Pick<Db, 'select'>;

/** The record's status from its lines: any pending, else any rejected, else verified. */
export function licenceStatusOf(review: readonly Pick<LineReview, 'status'>[]): LicenceStatus {
  if (review.length === 0) return 'not_submitted';
  if (review.some((line) => line.status === 'pending')) return 'pending';
  if (review.some((line) => line.status === 'rejected')) return 'rejected';
  return 'verified';
}

/** What stands between an agent and consumers' requests, in the order to do it. */
export function missingSteps(licence: {
  emailConfirmed: boolean;
  status: LicenceStatus;
  verifiedStates: readonly string[];
  serviceAreas: readonly unknown[];
}): LeadReadinessStep[] {
  const missing: LeadReadinessStep[] = [];
  if (!licence.emailConfirmed) missing.push('confirmEmail');
  if (licence.status === 'not_submitted') return [...missing, 'submitLicence'];
  if (licence.verifiedStates.length === 0) missing.push('licenceReview');
  if (licence.serviceAreas.length === 0) missing.push('serviceArea');
  return missing;
}

const byLineOrder = (a: LicenceLine, b: LicenceLine) =>
  licenceLines.indexOf(a) - licenceLines.indexOf(b);

/** The licence entries (state and its lines) from the line rows, states in order. */
export function groupLines(rows: readonly LineReview[]): LicenceEntry[] {
  const byState = new Map<string, LicenceLine[]>();
  for (const row of rows) byState.set(row.state, [...(byState.get(row.state) ?? []), row.line]);
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, lines]) => ({ state, lines: lines.sort(byLineOrder) }) as LicenceEntry);
}

export type LicenceView = Omit<AgentLicence, 'missing'> & { submittedAt: Date | null };

/** Reads one agent's record with its review state; the agent id is in every query. */
export async function readLicence(db: Reader, agentId: string): Promise<LicenceView> {
  const [user] = await db
    .select({ emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, agentId));
  if (!user) throw notFound();
  const [record] = await db.select().from(agentLicences).where(eq(agentLicences.agentId, agentId));
  const review = await db
    .select({
      state: agentLicenceLines.state,
      line: agentLicenceLines.line,
      status: agentLicenceLines.status,
    })
    .from(agentLicenceLines)
    .where(eq(agentLicenceLines.agentId, agentId))
    .orderBy(asc(agentLicenceLines.state), asc(agentLicenceLines.line));
  const areas = await db
    .select({ state: agentServiceAreas.state, zipPrefixes: agentServiceAreas.zipPrefixes })
    .from(agentServiceAreas)
    .where(eq(agentServiceAreas.agentId, agentId))
    .orderBy(asc(agentServiceAreas.state));
  const status = record ? licenceStatusOf(review) : 'not_submitted';
  let rejectionReason: string | null = null;
  // Any rejected pair, even while others wait for review: the agent reads why.
  if (review.some((line) => line.status === 'rejected')) {
    const [latest] = await db
      .select({ reason: licenceDecisions.reason })
      .from(licenceDecisions)
      .where(and(eq(licenceDecisions.agentId, agentId), eq(licenceDecisions.decision, 'rejected')))
      .orderBy(desc(licenceDecisions.createdAt))
      .limit(1);
    rejectionReason = latest?.reason ?? null;
  }
  const verifiedStates = [
    ...new Set(review.filter((line) => line.status === 'verified').map((line) => line.state)),
  ];
  return {
    npn: record?.npn ?? '',
    licences: groupLines(review),
    serviceAreas: areas,
    languages: (record?.languages ?? []) as Language[],
    bio: record?.bio ?? '',
    status,
    review,
    rejectionReason,
    verifiedStates,
    emailConfirmed: user.emailConfirmedAt !== null,
    submittedAt: record?.submittedAt ?? null,
  };
}

export async function getAgentLicence(db: Reader, agentId: string): Promise<AgentLicence> {
  const { submittedAt: _submittedAt, ...view } = await readLicence(db, agentId);
  return { ...view, missing: missingSteps(view) };
}

const pairKey = (state: string, line: string) => `${state}:${line}`;

/**
 * Saves an agent's record. Pairs already verified stay verified; new pairs, and pairs a reviewer
 * rejected (the agent has corrected the record), go to review; a new NPN sends every pair back.
 */
export async function saveAgentLicence(
  db: Db,
  agentId: string,
  input: LicenceData,
): Promise<AgentLicence> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [existing] = await tx
      .select({ npn: agentLicences.npn })
      .from(agentLicences)
      .where(eq(agentLicences.agentId, agentId))
      .for('update');
    const isNewNpn = existing !== undefined && existing.npn !== input.npn;
    await tx
      .insert(agentLicences)
      .values({ agentId, npn: input.npn, languages: input.languages, bio: input.bio })
      .onConflictDoUpdate({
        target: agentLicences.agentId,
        set: { npn: input.npn, languages: input.languages, bio: input.bio, updatedAt: now },
      });

    const current = await tx
      .select()
      .from(agentLicenceLines)
      .where(eq(agentLicenceLines.agentId, agentId));
    const wanted = new Set(
      input.licences.flatMap((licence) =>
        licence.lines.map((line) => pairKey(licence.state, line)),
      ),
    );
    for (const row of current) {
      const key = pairKey(row.state, row.line);
      const where = and(
        eq(agentLicenceLines.agentId, agentId),
        eq(agentLicenceLines.state, row.state),
        eq(agentLicenceLines.line, row.line),
      );
      if (!wanted.has(key)) await tx.delete(agentLicenceLines).where(where);
      else if (isNewNpn || row.status === 'rejected') {
        await tx.update(agentLicenceLines).set({ status: 'pending', updatedAt: now }).where(where);
      }
      wanted.delete(key);
    }
    const added = input.licences.flatMap((licence) =>
      licence.lines
        .filter((line) => wanted.has(pairKey(licence.state, line)))
        .map((line) => ({ agentId, state: licence.state, line, status: 'pending' as const })),
    );
    if (added.length > 0) await tx.insert(agentLicenceLines).values(added);

    await tx.delete(agentServiceAreas).where(eq(agentServiceAreas.agentId, agentId));
    if (input.serviceAreas.length > 0) {
      await tx.insert(agentServiceAreas).values(
        input.serviceAreas.map((area) => ({
          agentId,
          state: area.state,
          zipPrefixes: area.zipPrefixes,
        })),
      );
    }
    // The agent's other tabs show the saved record and its review.
    await publishLive(tx, [{ userId: agentId, kind: 'licence.updated' }]);
  });
  return getAgentLicence(db, agentId);
}
