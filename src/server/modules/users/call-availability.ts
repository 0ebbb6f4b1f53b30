import { desc, eq, or } from 'drizzle-orm';
import type { CallAvailability } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { conversations, users } from '../../db/schema';
import { publishLive } from '../../live/publish';

/** The conversations whose other member is told at once when calls are switched (newest first). */
const notifiedConversations = 200;

export async function getCallAvailability(db: Db, userId: string): Promise<CallAvailability> {
  const [row] = await db
    .select({ callsEnabled: users.callsEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return { callsEnabled: row?.callsEnabled ?? false };
}

/**
 * Voice calls on or off, for consumers and agents alike (`users.calls_enabled`). The other member
 * of each of the person's conversations gets `conversation.changed`, so an open conversation
 * re-reads whether the Call button can show (and who has calls off) without a reload.
 */
export async function setCallAvailability(
  db: Db,
  userId: string,
  callsEnabled: boolean,
): Promise<CallAvailability> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ callsEnabled, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ callsEnabled: users.callsEnabled });
    const rows = await tx
      .select({
        id: conversations.id,
        consumerId: conversations.consumerId,
        agentId: conversations.agentId,
      })
      .from(conversations)
      .where(or(eq(conversations.consumerId, userId), eq(conversations.agentId, userId)))
      .orderBy(desc(conversations.createdAt))
      .limit(notifiedConversations);
    await publishLive(
      tx,
      rows.map((conversation) => ({
        userId: conversation.consumerId === userId ? conversation.agentId : conversation.consumerId,
        kind: 'conversation.changed' as const,
        conversationId: conversation.id,
      })),
    );
    return { callsEnabled: row?.callsEnabled ?? callsEnabled };
  });
}
