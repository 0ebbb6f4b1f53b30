import { and, desc, eq, sql } from 'drizzle-orm';
import type { Note } from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { conversationNotes, conversations, withdrawals } from '../../db/schema';
import { readableConversation } from './access';

/**
 * Agents' private notes. They live in their own table, never in `messages`: no seq, no live
 * event and no query a consumer can reach ever touches them.
 */
export async function listNotes(db: Db, agentId: string, conversationId: string): Promise<Note[]> {
  await readableConversation(db, { id: agentId, role: 'agent' }, conversationId);
  const rows = await db
    .select()
    .from(conversationNotes)
    .where(
      and(
        eq(conversationNotes.conversationId, conversationId),
        eq(conversationNotes.agentId, agentId),
        // Notes taken before the consumer's latest withdrawal stay behind it (decision 0035).
        sql`not exists (
          select 1 from ${withdrawals}
          join ${conversations} on ${qualified(conversations.id)} = ${qualified(conversationNotes.conversationId)}
          where ${qualified(withdrawals.consumerId)} = ${qualified(conversations.consumerId)}
            and ${qualified(withdrawals.agentId)} = ${qualified(conversationNotes.agentId)}
            and ${qualified(withdrawals.withdrawnAt)} >= ${qualified(conversationNotes.createdAt)}
        )`,
      ),
    )
    .orderBy(desc(conversationNotes.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addNote(
  db: Db,
  agentId: string,
  conversationId: string,
  body: string,
): Promise<Note> {
  await readableConversation(db, { id: agentId, role: 'agent' }, conversationId);
  const [row] = await db
    .insert(conversationNotes)
    .values({ conversationId, agentId, body })
    .returning();
  if (!row) throw new Error('note insert returned no row');
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString() };
}
