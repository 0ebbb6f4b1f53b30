import { eq } from 'drizzle-orm';
import { type AgentAgency, agencyNameProblem } from '../../../shared/contracts/agency';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { type ProviderSource, providerColumns, providerOf } from '../users';

function agencyOf(row: ProviderSource): AgentAgency {
  const insurer = detectInsurerFromEmail(row.providerEmail);
  return {
    agencyName: row.providerAgencyName,
    provider: providerOf(row),
    emailInsurer: insurer?.name ?? null,
    agencyNameRequired: insurer === undefined,
  };
}

/** The agent's agency name and the provider consumers see for them. */
export async function getAgentAgency(db: Db, agentId: string): Promise<AgentAgency> {
  const [row] = await db.select(providerColumns).from(users).where(eq(users.id, agentId));
  if (!row) throw notFound();
  return agencyOf(row);
}

/**
 * Stores the agent's own agency name ('' clears it). Required unless the work e-mail's domain is
 * a listed insurer's; never the name of a listed insurer the e-mail does not prove (decision 0045).
 */
export async function saveAgencyName(
  db: Db,
  agentId: string,
  agencyName: string,
): Promise<AgentAgency> {
  return db.transaction(async (tx) => {
    // The row lock keeps the e-mail the rule was checked against until the name is stored.
    const [current] = await tx
      .select(providerColumns)
      .from(users)
      .where(eq(users.id, agentId))
      .for('update');
    if (!current) throw notFound();
    const problem = agencyNameProblem(current.providerEmail, agencyName);
    if (problem) throw badRequest(problem);
    const [saved] = await tx
      .update(users)
      .set({ agencyName: agencyName || null, updatedAt: new Date() })
      .where(eq(users.id, agentId))
      .returning(providerColumns);
    if (!saved) throw notFound();
    return agencyOf(saved);
  });
}
