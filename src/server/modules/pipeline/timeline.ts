import { sql } from 'drizzle-orm';
import type { LeadTimeline, TimelineEntry } from '../../../shared/contracts/pipeline';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { heldBy, isoOf, rowsOf } from './rows';
import { leadNotFound } from './stages';

/** The newest entries a timeline shows. */
export const timelineLimit = 500;

/**
 * One timeline per lead, a query over the tables that hold each event: the lead's arrival, its
 * stage log, the pair's messages (only those the agent may read: after the latest withdrawal,
 * never deleted ones), calls, the lead's offers, its notes and the agent's follow-up tasks. The lead must be the agent's, open and licensed (404).
 */
export async function getTimeline(db: Db, agentId: string, leadId: string): Promise<LeadTimeline> {
  if (!isUuid(leadId)) throw leadNotFound();
  const [lead] = await rowsOf<{
    id: string;
    stage: LeadTimeline['stage'];
    lost_reason: LeadTimeline['lostReason'];
    conversation_id: string | null;
    hidden_through: number | null;
  }>(
    db,
    sql`select leads.id, leads.stage, leads.lost_reason, cv.id as conversation_id,
        cv.agent_hidden_through_seq as hidden_through
      from leads left join conversations cv
        on cv.agent_id = leads.agent_id and cv.consumer_id = leads.consumer_id
      where leads.id = ${leadId}::uuid and ${heldBy(agentId)}`,
  );
  if (!lead) throw leadNotFound();
  const conversation = lead.conversation_id;
  const fromConversation = conversation
    ? sql`
      union all
      select case when m.sender_id = ${agentId}::uuid then 'message_sent' else 'message_received' end,
        m.id::text, m.created_at, jsonb_build_object('text', left(m.body, 200))
      from messages m
      where m.conversation_id = ${conversation}::uuid and m.seq > ${lead.hidden_through ?? 0}
        and m.deleted_at is null
      union all
      select 'call', cl.id::text, cl.created_at, jsonb_build_object('status', cl.status,
        'direction', case when cl.caller_id = ${agentId}::uuid then 'outgoing' else 'incoming' end)
      from calls cl
      where cl.conversation_id = ${conversation}::uuid
        and cl.created_at >= coalesce((select max(w.withdrawn_at) from withdrawals w
          join leads l2 on l2.id = ${leadId}::uuid
          where w.agent_id = ${agentId}::uuid and w.consumer_id = l2.consumer_id), '-infinity')`
    : sql``;
  const rows = await rowsOf<{
    kind: TimelineEntry['kind'];
    id: string;
    at: unknown;
    detail: unknown;
  }>(
    db,
    sql`select * from (
      select 'arrived' as kind, l.id::text as id, l.created_at as at, jsonb_build_object('mode', l.mode) as detail
      from leads l where l.id = ${leadId}::uuid
      union all
      select 'stage', e.id::text, e.created_at, jsonb_build_object('from', e.from_stage, 'to', e.to_stage,
        'lostReason', e.lost_reason, 'cause', e.cause)
      from lead_stage_events e where e.lead_id = ${leadId}::uuid
      union all
      select 'offer', o.id::text, o.created_at, jsonb_build_object('status', o.status,
        'premiumCents', o.premium_cents::text, 'period', o.period,
        'answeredAt', to_char(o.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from offers o where o.lead_id = ${leadId}::uuid
      union all
      select 'note', n.id::text, n.created_at, jsonb_build_object('text', n.body, 'id', n.id::text)
      from lead_notes n where n.lead_id = ${leadId}::uuid
      union all
      select 'task', tk.id::text, tk.created_at, jsonb_build_object('kind', tk.kind, 'note', tk.note,
        'dueAt', to_char(tk.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'doneAt', to_char(tk.done_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from agent_tasks tk where tk.lead_id = ${leadId}::uuid and tk.agent_id = ${agentId}::uuid
      ${fromConversation}
    ) t order by t.at desc limit ${timelineLimit}`,
  );
  return {
    stage: lead.stage,
    lostReason: lead.lost_reason,
    entries: rows.map((row) => ({
      id: `${row.kind}:${row.id}`,
      kind: row.kind,
      at: isoOf(row.at),
      detail: (typeof row.detail === 'string'
        ? JSON.parse(row.detail)
        : row.detail) as TimelineEntry['detail'],
    })),
  };
}
