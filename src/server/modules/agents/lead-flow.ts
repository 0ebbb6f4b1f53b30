import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LeadFlow,
  LeadFlowLine,
  leadFlowInputSchema,
} from '../../../shared/contracts/lead-flow';
import type { Db } from '../../db/client';
import { agentLeadFlows, agentLicenceLines, users } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { setAgentStatus } from './status';

type LeadFlowInput = z.output<typeof leadFlowInputSchema>;

function rowsOf<T>(result: unknown): T[] {
  // pg and PGlite both answer `{ rows }`.
  return (result as { rows: T[] }).rows;
}

/** New leads since the start of today in `timeZone`, counted the way matching counts them. */
async function countLeadsToday(db: Pick<Db, 'execute'>, agentId: string, timeZone: string) {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      select count(*) as count from leads
      where agent_id = ${agentId}
        and created_at >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})
    `),
  );
  return Number(row?.count ?? 0);
}

/** The agent's lead flow as the portal shows it; defaults (everything, any time) until saved. */
export async function getLeadFlow(db: Db, agentId: string): Promise<LeadFlow> {
  const [user] = await db
    .select({ manualStatus: users.manualStatus })
    .from(users)
    .where(eq(users.id, agentId));
  if (!user) throw notFound();
  const [flow] = await db.select().from(agentLeadFlows).where(eq(agentLeadFlows.agentId, agentId));
  const verified = await db
    .select({ state: agentLicenceLines.state, line: agentLicenceLines.line })
    .from(agentLicenceLines)
    .where(and(eq(agentLicenceLines.agentId, agentId), eq(agentLicenceLines.status, 'verified')))
    .orderBy(agentLicenceLines.state, agentLicenceLines.line);
  const timeZone = flow?.timeZone ?? 'UTC';
  return {
    lines: (flow?.lines ?? []) as LeadFlowLine[],
    states: flow?.states ?? [],
    zipPrefixes: flow?.zipPrefixes ?? [],
    workingHours:
      flow?.workDays && flow.workFrom && flow.workTo
        ? { days: flow.workDays, from: flow.workFrom, to: flow.workTo }
        : null,
    timeZone,
    dailyCap: flow?.dailyCap ?? null,
    paused: user.manualStatus === 'unavailable',
    saved: flow !== undefined,
    verified,
    leadsToday: await countLeadsToday(db, agentId, timeZone),
  };
}

/**
 * Stores the agent's lead flow. Lines and states must be of its licence record (any review
 * state, so a choice made while a pair waits for review holds once it is verified); the time zone
 * must be one the database knows too, since matching computes the agent's clock there. Pausing
 * sets the existing availability ('unavailable'); resuming makes a paused agent available.
 */
export async function saveLeadFlow(
  db: Db,
  agentId: string,
  input: LeadFlowInput,
): Promise<{ resumed: boolean }> {
  const licensed = await db
    .select({ state: agentLicenceLines.state, line: agentLicenceLines.line })
    .from(agentLicenceLines)
    .where(eq(agentLicenceLines.agentId, agentId));
  const licensedLines = new Set<string>(licensed.map((pair) => pair.line));
  const licensedStates = new Set(licensed.map((pair) => pair.state));
  if (input.lines.some((line) => !licensedLines.has(line))) {
    throw badRequest('leadFlowLineNotLicensed');
  }
  if (input.states.some((state) => !licensedStates.has(state))) {
    throw badRequest('leadFlowStateNotLicensed');
  }
  try {
    await db.execute(sql`select now() at time zone ${input.timeZone}`);
  } catch {
    throw badRequest('leadFlowTimeZoneInvalid');
  }
  const values = {
    lines: input.lines,
    states: input.states,
    zipPrefixes: input.zipPrefixes,
    workDays: input.workingHours ? [...input.workingHours.days].sort() : null,
    workFrom: input.workingHours?.from ?? null,
    workTo: input.workingHours?.to ?? null,
    timeZone: input.timeZone,
    dailyCap: input.dailyCap,
    updatedAt: new Date(),
  };
  await db
    .insert(agentLeadFlows)
    .values({ agentId, ...values })
    .onConflictDoUpdate({ target: agentLeadFlows.agentId, set: values });
  const [user] = await db
    .select({ manualStatus: users.manualStatus })
    .from(users)
    .where(eq(users.id, agentId));
  if (!user) throw notFound();
  if (input.paused && user.manualStatus !== 'unavailable') {
    await setAgentStatus(db, agentId, 'unavailable');
  } else if (!input.paused && user.manualStatus === 'unavailable') {
    await setAgentStatus(db, agentId, 'available');
  }
  return { resumed: !input.paused };
}
