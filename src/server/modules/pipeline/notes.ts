import { sql } from 'drizzle-orm';
import type { LeadNote, NoteInput } from '../../../shared/contracts/pipeline';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { heldBy, isoOf, rowsOf } from './rows';
import { leadNotFound } from './stages';

type NoteRow = { id: string; body: string; created_at: unknown };
const toNote = (row: NoteRow): LeadNote => ({
  id: row.id,
  body: row.body,
  createdAt: isoOf(row.created_at),
});

/** Adds a private note to the agent's own held lead (in the insert's WHERE: 404 otherwise). */
export async function addNote(
  db: Db,
  agentId: string,
  leadId: string,
  input: NoteInput,
): Promise<LeadNote> {
  if (!isUuid(leadId)) throw leadNotFound();
  const [row] = await rowsOf<NoteRow>(
    db,
    sql`insert into lead_notes (lead_id, agent_id, body)
      select leads.id, leads.agent_id, ${input.body} from leads
      where leads.id = ${leadId}::uuid and ${heldBy(agentId)}
      returning id, body, created_at`,
  );
  if (!row) throw leadNotFound();
  return toNote(row);
}

/** The notes of the agent's own held lead, newest first. */
export async function listNotes(db: Db, agentId: string, leadId: string): Promise<LeadNote[]> {
  if (!isUuid(leadId)) throw leadNotFound();
  const rows = await rowsOf<NoteRow & { held: boolean }>(
    db,
    sql`select n.id, n.body, n.created_at, true as held from leads
      left join lead_notes n on n.lead_id = leads.id
      where leads.id = ${leadId}::uuid and ${heldBy(agentId)}
      order by n.created_at desc nulls last, n.id desc`,
  );
  if (rows.length === 0) throw leadNotFound();
  return rows.filter((row) => row.id !== null).map(toNote);
}

/** Deletes one of the agent's notes on a lead it still holds. */
export async function deleteNote(
  db: Db,
  agentId: string,
  leadId: string,
  noteId: string,
): Promise<void> {
  if (!isUuid(leadId) || !isUuid(noteId)) throw notFound('noteNotFound');
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from lead_notes n using leads
      where n.id = ${noteId}::uuid and n.lead_id = ${leadId}::uuid and n.agent_id = ${agentId}::uuid
        and leads.id = n.lead_id and ${heldBy(agentId)}
      returning n.id`,
  );
  if (rows.length === 0) throw notFound('noteNotFound');
}

/**
 * The agent's notes for the agent's data download (decision 0043): those on leads the agent
 * still holds; a withdrawal hides a lead's notes there as on the screen.
 */
export async function notesForExport(db: Pick<Db, 'execute'>, agentId: string) {
  const rows = await rowsOf<NoteRow & { lead_id: string }>(
    db,
    sql`select n.id, n.lead_id, n.body, n.created_at from lead_notes n
      join leads on leads.id = n.lead_id
      where n.agent_id = ${agentId}::uuid and ${heldBy(agentId)}
      order by n.created_at asc, n.id asc`,
  );
  return rows.map((row) => ({ ...toNote(row), leadId: row.lead_id }));
}
