import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { renewalTaskDays } from '../../../shared/contracts/desk';
import { licenceCoversLead } from '../../db/access-rules';
import type { Db, Tx } from '../../db/client';
import { agentTasks, leads } from '../../db/schema';
import { notify } from './notify';

/** Tasks one claim takes; a full claim runs again at once. */
export const taskClaimSize = 200;

/**
 * The agent's follow-up tasks that fell due (issue 29, item 4; decision 0106): claimed
 * `FOR UPDATE SKIP LOCKED` (two instances take different rows), marked `reminded_at` and given
 * their `task_due` notification (mail, push, bell) in the same transaction, so each is reminded
 * exactly once. A task of a lead the agent no longer holds (withdrawn, passed, licence gone) is not
 * claimed. The dedupe key names the due time: a rescheduled task reminds again at its new time.
 */
export async function remindDueTasks(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: agentTasks.id,
        agentId: agentTasks.agentId,
        leadId: agentTasks.leadId,
        dueAt: agentTasks.dueAt,
      })
      .from(agentTasks)
      .innerJoin(leads, eq(leads.id, agentTasks.leadId))
      .where(
        and(
          isNull(agentTasks.doneAt),
          isNull(agentTasks.remindedAt),
          lte(agentTasks.dueAt, now),
          eq(leads.agentId, agentTasks.agentId),
          inArray(leads.status, ['pending', 'accepted']),
          licenceCoversLead(),
        ),
      )
      .orderBy(asc(agentTasks.dueAt))
      .limit(taskClaimSize)
      .for('update', { of: agentTasks, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(agentTasks)
      .set({ remindedAt: sql`now()` })
      .where(
        inArray(
          agentTasks.id,
          due.map((task) => task.id),
        ),
      );
    await notify(
      tx,
      due.map((task) => ({
        userId: task.agentId,
        kind: 'task_due' as const,
        leadId: task.leadId,
        data: { taskId: task.id, dueAt: task.dueAt.toISOString() },
        dedupeKey: `task_due:${task.id}:${task.dueAt.getTime()}`,
      })),
    );
    return due.length;
  });
}

/**
 * "Review renewal" tasks made by themselves 45 and 15 days before a recorded policy renews, once
 * each (unique policy and mark); a policy recorded within 15 days of its renewal gets only the
 * 15-day one. Due at once: the next claim reminds the agent. Runs in the reminder scan's
 * transaction (one instance at a time).
 */
export async function makeRenewalTasks(tx: Pick<Tx, 'execute'>, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const [early, late] = renewalTaskDays;
  await tx.execute(sql`
    insert into ${agentTasks} (agent_id, lead_id, kind, note, due_at, policy_id, renewal_mark)
    select p.agent_id, p.lead_id, 'renewal', '', ${now.toISOString()}::timestamptz, p.id, mark.days
    from won_policies p
    join ${leads} on ${leads.id} = p.lead_id
    cross join (values (${early}::int), (${late}::int)) as mark(days)
    where p.renewal_date > ${today}::date
      and p.renewal_date - mark.days <= ${today}::date
      and (mark.days = ${late} or p.renewal_date - ${late}::int > ${today}::date)
      and ${leads.agentId} = p.agent_id
      and ${leads.status} in ('pending', 'accepted')
      and ${licenceCoversLead()}
    on conflict do nothing`);
}
