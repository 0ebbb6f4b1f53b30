import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '../../../shared/contracts/admin';
import type { Db } from '../../db/client';
import { adminAuditEvents } from '../../db/schema';

export interface Operator {
  id: string;
  email: string;
}

/**
 * Writes one operator action (decision 0090) in the caller's transaction: it exists if and only
 * if the action committed. There is no update or delete of this table anywhere.
 */
export async function writeAudit(
  tx: Pick<Db, 'insert'>,
  operator: Operator,
  action: AuditAction,
  entry: { targetUserId?: string | null; reason?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(adminAuditEvents).values({
    actorId: operator.id,
    actorEmail: operator.email,
    action,
    targetUserId: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? {},
  });
}

/** The newest operator actions, all or about one person. */
export async function listAudit(
  db: Db,
  options: { targetUserId?: string; limit?: number } = {},
): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(adminAuditEvents)
    .where(
      options.targetUserId ? eq(adminAuditEvents.targetUserId, options.targetUserId) : undefined,
    )
    .orderBy(desc(adminAuditEvents.createdAt), desc(adminAuditEvents.id))
    .limit(options.limit ?? 200);
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    createdAt: row.createdAt.toISOString(),
  }));
}
