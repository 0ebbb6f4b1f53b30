import { and, desc, eq } from 'drizzle-orm';
import type { Note } from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { conversationNotes } from '../../db/schema';
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
