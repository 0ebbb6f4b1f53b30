import { eq } from 'drizzle-orm';
import type { AgentStatus } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordActivity } from '../users';

export async function getAgentStatus(db: Db, agentId: string): Promise<AgentStatus> {
  const [row] = await db
    .select({ manualStatus: users.manualStatus })
    .from(users)
    .where(eq(users.id, agentId));
  return row?.manualStatus ?? 'available';
}

/** Stores the agent's status; a real change is recorded for the dashboard's activity list. */
export async function setAgentStatus(
  db: Db,
  agentId: string,
  manualStatus: AgentStatus,
): Promise<AgentStatus> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ manualStatus: users.manualStatus })
      .from(users)
      .where(eq(users.id, agentId))
      .for('update');
    await tx
      .update(users)
      .set({ manualStatus, updatedAt: new Date() })
      .where(eq(users.id, agentId));
    if (before && before.manualStatus !== manualStatus) {
      await recordActivity(tx, agentId, 'status_changed', {
        from: before.manualStatus,
        to: manualStatus,
      });
    }
    return manualStatus;
  });
}
