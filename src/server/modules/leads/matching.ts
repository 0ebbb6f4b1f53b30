import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { heldForReview } from './report-rules';

export interface MatchableRequest {
  quoteId: string;
  state: string;
  line: string;
  zip: string;
}

/**
 * Agents who may receive a request, best first: e-mail confirmed and no change of it waiting for
 * its link (issue 18), licence verified for the request's state and line, a service area covering
 * its ZIP (the whole state or its 3-digit prefix), not unavailable (paused), not suspended (issue 31), within its own lead
 * flow (decision 0094: chosen lines, states and ZIPs, working hours and daily limit in its time
 * zone), and not already given this request. Those who speak the consumer's language come first, then the fewest open leads, then
 * the fastest median first reply.
 *
 * An agent the request's consumer ever withdrew is never matched automatically (decision 0035);
 * only the consumer's own pick (`handPicked`) may list and choose them again.
 *
 * Bad leads (decisions 0126, 0127): a consumer held for review (reported by three different
 * agents since last cleared) matches nobody; automatic matching skips an agent who received the
 * same consumer's request of the same line in the last 30 days (a duplicate is not sent twice).
 */
export async function findMatchingAgentIds(
  db: Pick<Db, 'execute'>,
  request: MatchableRequest,
  language: Language,
  limit: number,
  options: { handPicked?: boolean } = {},
): Promise<string[]> {
  if (limit <= 0) return [];
  const notWithdrawn = options.handPicked
    ? sql``
    : sql`and not exists (
        select 1 from withdrawals w
        join saved_quotes q on q.user_id = w.consumer_id
        where q.id = ${request.quoteId} and w.agent_id = u.id
      )`;
  const consumerOf = sql`(select q.user_id from saved_quotes q where q.id = ${request.quoteId})`;
  const notSentBefore = options.handPicked
    ? sql``
    : sql`and not exists (
        select 1 from leads y
        join consents yc on yc.id = y.consent_id
        where y.agent_id = u.id and y.consumer_id = ${consumerOf}
          and yc.line = ${request.line} and y.quote_id <> ${request.quoteId}
          and y.created_at > ${new Date(Date.now() - 30 * 24 * 60 * 60 * 1000)}
      )`;
  const prefix = request.zip.slice(0, 3);
  const now = new Date();
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  // One instant for every clock test; `at time zone` turns it into the agent's wall clock.
  const at = sql`${now.toISOString()}::timestamptz at time zone f.time_zone`;
  const result = await db.execute(sql`
    select u.id
    from users u
    join agent_licence_lines l
      on l.agent_id = u.id and l.state = ${request.state} and l.line = ${request.line}
      and l.status = 'verified'
    join agent_service_areas a
      on a.agent_id = u.id and a.state = ${request.state}
      and (cardinality(a.zip_prefixes) = 0 or ${prefix} = any(a.zip_prefixes))
    join agent_licences al on al.agent_id = u.id
    left join agent_lead_flows f on f.agent_id = u.id
    where u.role = 'agent'
      and u.email_confirmed_at is not null
      and u.manual_status <> 'unavailable'
      and u.suspended_at is null
      and (f.agent_id is null or (
        (cardinality(f.lines) = 0 or ${request.line} = any(f.lines))
        and (cardinality(f.states) = 0 or ${request.state} = any(f.states))
        and (cardinality(f.zip_prefixes) = 0 or exists (
          select 1 from unnest(f.zip_prefixes) as z(prefix)
          where left(${request.zip}, length(z.prefix)) = z.prefix
        ))
        and (f.work_days is null or (
          extract(isodow from ${at})::int = any(f.work_days)
          and to_char(${at}, 'HH24:MI') >= f.work_from
          and to_char(${at}, 'HH24:MI') < f.work_to
        ))
        and (f.daily_cap is null or (
          select count(*) from leads d
          where d.agent_id = u.id
            and d.created_at >= (date_trunc('day', ${at}) at time zone f.time_zone)
        ) < f.daily_cap)
      ))
      and not exists (
        select 1 from link_tokens c
        where c.user_id = u.id and c.purpose = 'change_email' and c.used_at is null
          and c.expires_at > ${new Date()}
      )
      and not exists (
        select 1 from leads x where x.quote_id = ${request.quoteId} and x.agent_id = u.id
      )
      ${notWithdrawn}
      ${notSentBefore}
      and not ${heldForReview(consumerOf)}
    order by
      case when ${language} = any(al.languages) then 0 else 1 end,
      (select count(*) from leads o where o.agent_id = u.id and o.status = 'pending'),
      (
        select percentile_cont(0.5) within group (order by extract(epoch from (r.first_reply_at - r.created_at)))
        from leads r
        where r.agent_id = u.id and r.first_reply_at is not null and r.created_at > ${since}
      ) nulls last,
      u.created_at,
      u.id
    limit ${limit}
  `);
  // pg and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}
