import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type ActivityKind,
  type AgentDashboard,
  activityKinds,
} from '../../../shared/contracts/agents';
import type { Db } from '../../db/client';
import { activityEvents } from '../../db/schema';

export async function recordActivity(
  db: Pick<Db, 'insert'>,
  userId: string,
  kind: ActivityKind,
  detail: Record<string, string> = {},
): Promise<void> {
  await db.insert(activityEvents).values({ userId, kind, detail });
}

/** The caller's own events of the kinds the contract knows, newest first; the user id is in the query. */
export async function listRecentActivity(
  db: Db,
  userId: string,
  limit = 20,
): Promise<AgentDashboard['recentActivity']> {
  const rows = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), inArray(activityEvents.kind, [...activityKinds])))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ActivityKind,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
