import { type Column, type SQL, sql } from 'drizzle-orm';
import { reportsBeforeReview } from '../../../shared/contracts/bad-leads';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';

/*
 * The bad-lead rules as SQL (issue 29, item 7): the matching query, the performance figures and
 * the operator's view ask the same conditions. No imports from the module, so matching can use them.
 */

/** The window of the duplicate rule: same consumer, same line (decision 0127). */
export const duplicateWindowSql = sql.raw(`interval '30 days'`);

/**
 * The lead behind `leadId` (an outer column) was not reported by its agent: a reported lead
 * leaves the agent's performance figures (median first reply, acceptance; decision 0125).
 */
export function unreportedLead(leadId: Column): SQL {
  return sql`not exists (select 1 from lead_reports rep where rep.lead_id = ${qualified(leadId)})`;
}

/**
 * The consumer (an outer expression) is held for review: reported by `reportsBeforeReview`
 * different agents since an operator last cleared them (decision 0126). Matching skips them.
 */
export function heldForReview(consumerId: SQL): SQL {
  return sql`(
    select count(distinct hr.agent_id) from lead_reports hr
    where hr.consumer_id = ${consumerId}
      and hr.created_at > coalesce(
        (select max(hc.cleared_at) from report_clearances hc where hc.consumer_id = ${consumerId}),
        '-infinity'::timestamptz)
  ) >= ${reportsBeforeReview}`;
}

/**
 * A new consent repeats the same consumer's same-line request of the last 30 days: it is marked
 * with the newest such one (decision 0127). Runs in the consent's transaction.
 */
export async function markDuplicateRequest(tx: Pick<Db, 'execute'>, consentId: string) {
  await tx.execute(sql`
    update consents c set duplicate_of = (
      select p.id from consents p
      where p.consumer_id = c.consumer_id and p.line = c.line and p.id <> c.id
        and p.created_at <= c.created_at and p.created_at > c.created_at - ${duplicateWindowSql}
      order by p.created_at desc, p.id desc
      limit 1
    )
    where c.id = ${consentId}
  `);
}
