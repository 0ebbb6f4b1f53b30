import { sql } from 'drizzle-orm';
import type { Figures } from '../../../shared/contracts/admin';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The marketplace's figures over the last `days` days (UTC days, today included), computed by
 * SQL from the tables themselves (issue 31), never from logs: requests are saved quotes,
 * consents the shares given, a request counts as matched when any agent received it.
 */
export async function computeFigures(db: Db, days: number, now = new Date()): Promise<Figures> {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const from = new Date(to.getTime() - days * 86_400_000);
  const perDay = await rowsOf<{ day: string; requests: unknown; consents: unknown }>(
    db,
    sql`
    select to_char(d.day at time zone 'UTC', 'YYYY-MM-DD') as day,
      (select count(*) from saved_quotes q
        where q.created_at >= d.day and q.created_at < d.day + interval '24 hours') as requests,
      (select count(*) from consents c
        where c.created_at >= d.day and c.created_at < d.day + interval '24 hours') as consents
    from generate_series(${from}::timestamptz, ${to}::timestamptz - interval '24 hours',
                         interval '24 hours') as d(day)
    order by d.day`,
  );
  const byPair = await rowsOf<{
    state: string;
    line: string;
    matched: unknown;
    unmatched: unknown;
  }>(
    db,
    sql`
    select c.state, c.line,
      count(*) filter (where exists (select 1 from leads l where l.consent_id = c.id)) as matched,
      count(*) filter (where not exists (select 1 from leads l where l.consent_id = c.id)) as unmatched
    from consents c
    where c.created_at >= ${from} and c.created_at < ${to}
    group by c.state, c.line
    order by c.state, c.line`,
  );
  const [contact] = await rowsOf<{ median: unknown; p90: unknown }>(
    db,
    sql`
    select
      percentile_cont(0.5) within group (order by extract(epoch from (first_reply_at - created_at))) as median,
      percentile_cont(0.9) within group (order by extract(epoch from (first_reply_at - created_at))) as p90
    from leads
    where first_reply_at is not null and created_at >= ${from} and created_at < ${to}`,
  );
  const [totals] = await rowsOf<{ offers: unknown; accepted: unknown; withdrawals: unknown }>(
    db,
    sql`
    select
      (select count(*) from offers where created_at >= ${from} and created_at < ${to}) as offers,
      (select count(*) from offers
        where status = 'accepted' and created_at >= ${from} and created_at < ${to}) as accepted,
      (select count(*) from withdrawals
        where withdrawn_at >= ${from} and withdrawn_at < ${to}) as withdrawals`,
  );
  // A re-shop counts as sent once its mail left; opened once its notification was read.
  const [reshop] = await rowsOf<{ sent: unknown; opened: unknown }>(
    db,
    sql`
    select count(*) as sent, count(*) filter (where n.read_at is not null) as opened
    from notifications n
    where n.kind = 'reshop' and n.created_at >= ${from} and n.created_at < ${to}
      and exists (select 1 from notification_deliveries d
        where d.notification_id = n.id and d.channel = 'email' and d.status = 'sent')`,
  );
  const requestsPerDay = perDay.map((row) => ({
    day: row.day,
    requests: num(row.requests),
    consents: num(row.consents),
  }));
  const requests = requestsPerDay.reduce((sum, row) => sum + row.requests, 0);
  const consents = requestsPerDay.reduce((sum, row) => sum + row.consents, 0);
  return {
    days,
    from: from.toISOString().slice(0, 10),
    to: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10),
    requestsPerDay,
    requests,
    consents,
    consentRate: requests === 0 ? null : Math.min(1, consents / requests),
    byStateAndLine: byPair.map((row) => ({
      state: row.state,
      line: row.line,
      matched: num(row.matched),
      unmatched: num(row.unmatched),
    })),
    firstContactMedianSeconds: numOrNull(contact?.median),
    firstContactP90Seconds: numOrNull(contact?.p90),
    offers: num(totals?.offers),
    offersAccepted: num(totals?.accepted),
    withdrawals: num(totals?.withdrawals),
    reshopSent: num(reshop?.sent),
    reshopOpened: num(reshop?.opened),
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The figures as one CSV (UTF-8 with a BOM, so spreadsheet programs read it as UTF-8; ISO dates):
 * one `section,key,...` table, so a single file carries the summary, the days and the pairs.
 */
export function figuresCsv(figures: Figures): string {
  const lines: Array<Array<string | number | null>> = [
    ['section', 'key', 'value', 'extra'],
    ['period', 'from', figures.from, null],
    ['period', 'to', figures.to, null],
    ['summary', 'requests', figures.requests, null],
    ['summary', 'consents', figures.consents, null],
    ['summary', 'consent_rate', figures.consentRate, null],
    ['summary', 'first_contact_median_seconds', figures.firstContactMedianSeconds, null],
    ['summary', 'first_contact_p90_seconds', figures.firstContactP90Seconds, null],
    ['summary', 'offers', figures.offers, null],
    ['summary', 'offers_accepted', figures.offersAccepted, null],
    ['summary', 'withdrawals', figures.withdrawals, null],
    ['summary', 'reshop_sent', figures.reshopSent, null],
    ['summary', 'reshop_opened', figures.reshopOpened, null],
    ...figures.requestsPerDay.map((row) => ['day', row.day, row.requests, row.consents]),
    ...figures.byStateAndLine.map((row) => [
      'matched_unmatched',
      `${row.state}/${row.line}`,
      row.matched,
      row.unmatched,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
