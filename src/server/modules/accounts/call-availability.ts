import { eq } from 'drizzle-orm';
import type { CallAvailability } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function getCallAvailability(db: Db, userId: string): Promise<CallAvailability> {
  const [row] = await db
    .select({ callsEnabled: users.callsEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return { callsEnabled: row?.callsEnabled ?? false };
}

export async function setCallAvailability(
  db: Db,
  userId: string,
  callsEnabled: boolean,
): Promise<CallAvailability> {
  const [row] = await db
    .update(users)
    .set({ callsEnabled, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ callsEnabled: users.callsEnabled });
  return { callsEnabled: row?.callsEnabled ?? callsEnabled };
}
