import { sql } from 'drizzle-orm';
import type { SpeedToLead } from '../../../shared/contracts/pipeline';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';

const weekMs = 7 * 86_400_000;

/**
 * The agent's median minutes from a lead's arrival to its first contact (the lead leaving New), for
 * leads that arrived in the last 7 days and in the 7 days before (rolling weeks: the same length
 * whatever the day). Every lead the agent received counts, also those closed since.
 */
export async function speedToLead(db: Db, agentId: string, now = new Date()): Promise<SpeedToLead> {
  const weekAgo = new Date(now.getTime() - weekMs);
  const twoWeeksAgo = new Date(now.getTime() - 2 * weekMs);
  const [row] = await rowsOf<{ this_week: unknown; last_week: unknown }>(
    db,
    sql`select
      percentile_cont(0.5) within group (order by extract(epoch from (contacted_at - created_at)) / 60)
        filter (where created_at >= ${weekAgo}) as this_week,
      percentile_cont(0.5) within group (order by extract(epoch from (contacted_at - created_at)) / 60)
        filter (where created_at < ${weekAgo}) as last_week
      from leads
      where agent_id = ${agentId}::uuid and created_at >= ${twoWeeksAgo} and created_at <= ${now}
        and contacted_at is not null`,
  );
  const minutes = (value: unknown) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  return {
    thisWeekMedianMinutes: minutes(row?.this_week),
    lastWeekMedianMinutes: minutes(row?.last_week),
  };
}
