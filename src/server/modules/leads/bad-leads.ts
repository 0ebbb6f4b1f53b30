import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminReports,
  type LeadReport,
  type LeadReportInput,
  type LeadReportReason,
  leadReportInputSchema,
  leadReportReasons,
  reportsBeforeReview,
} from '../../../shared/contracts/bad-leads';
import type { Db, Tx } from '../../db/client';
import { consents, leadReports, leads, reportClearances, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { recordActivity } from '../users';
import { withdrawLeads } from './contact-log';
import { wantAgentsAgain } from './lead-delivery';
import { agentOpenLead, closedLeadEvents, logContact, withdrawOffersOf } from './records';
import { heldForReview } from './report-rules';

const toReport = (
  row: typeof leadReports.$inferSelect,
  leadId: string,
  withdrawn: boolean,
): LeadReport => ({
  id: row.id,
  leadId,
  reason: row.reason,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  withdrawn,
});

/**
 * An agent reports a lead it holds (decision 0125). Another agent's lead, a malformed id, or a
 * lead no longer held is a 404 (the lead is found by `agentOpenLead` in the query); a second
 * report of the same lead is a 409. The lead closes (`reported`) and its request goes back to
 * matching; 'asked not to be contacted' is the consumer's own withdrawal of this agent instead,
 * with the reason in the consumer's contact log.
 */
export async function reportLead(
  db: Db,
  agentId: string,
  leadId: string,
  body: LeadReportInput,
): Promise<LeadReport> {
  if (!isUuid(leadId)) throw notFound('leadNotFound');
  const input = leadReportInputSchema.parse(body);
  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: leadReports.id })
      .from(leadReports)
      .where(and(eq(leadReports.leadId, leadId), eq(leadReports.agentId, agentId)));
    if (already) throw conflict('leadAlreadyReported');
    const [lead] = await tx
      .select({
        id: leads.id,
        consumerId: leads.consumerId,
        quoteId: leads.quoteId,
        line: consents.line,
      })
      .from(leads)
      .innerJoin(consents, eq(consents.id, leads.consentId))
      .where(agentOpenLead(agentId, leadId))
      .for('update', { of: leads });
    if (!lead) throw notFound('leadNotFound');
    const [row] = await tx
      .insert(leadReports)
      .values({
        leadId,
        agentId,
        consumerId: lead.consumerId,
        line: lead.line,
        reason: input.reason,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('leadAlreadyReported');
    if (input.reason === 'do_not_contact') {
      // The consumer's own withdrawal of this agent, at once (decision 0035); the log says why.
      await logContact(tx, [
        { consumerId: lead.consumerId, agentId, quoteId: lead.quoteId, kind: 'do_not_contact' },
      ]);
      await withdrawLeads(tx, lead.consumerId, { agentId });
      return toReport(row, leadId, true);
    }
    await closeReportedLead(tx, agentId, lead);
    return toReport(row, leadId, false);
  });
}

/** The reported lead closes; its open offers are withdrawn and its request wants agents again. */
async function closeReportedLead(
  tx: Tx,
  agentId: string,
  lead: { id: string; consumerId: string; quoteId: string },
): Promise<void> {
  const now = new Date();
  const closed = await tx
    .update(leads)
    .set({ status: 'closed', closeReason: 'reported', closedAt: now, respondBy: null })
    .where(eq(leads.id, lead.id))
    .returning({ id: leads.id, agentId: leads.agentId });
  const withdrawnOffers = await withdrawOffersOf(tx, closed, now);
  await recordActivity(tx, agentId, 'lead_closed', { leadId: lead.id });
  await wantAgentsAgain(tx, [lead.quoteId]);
  await publishLive(tx, [
    ...closedLeadEvents(lead.consumerId, closed, withdrawnOffers),
    { userId: lead.consumerId, kind: 'sharing.updated' as const, quoteId: lead.quoteId },
  ]);
}

const reasonCounts = (rows: Array<{ reason: string; count: number }>) =>
  Object.fromEntries(
    leadReportReasons.map((reason) => [
      reason,
      rows.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.count, 0),
    ]),
  ) as Record<LeadReportReason, number>;

/**
 * The operator's Reports view: per consumer (held or not, different agents since the last
 * clearance, duplicates), per agent, and the newest reports. Aggregate SQL over the rows.
 */
export async function listReports(db: Db): Promise<AdminReports> {
  const byConsumer = await db.execute(sql`
    with cleared as (
      select consumer_id, max(cleared_at) as at from report_clearances group by consumer_id
    )
    select r.consumer_id, u.first_name, u.last_name, u.email,
           count(*)::int as reports,
           count(distinct r.agent_id) filter (
             where r.created_at > coalesce(c.at, '-infinity'::timestamptz))::int as agents_since,
           max(r.created_at) as last_at, c.at as cleared_at,
           (select count(*) from consents d
             where d.consumer_id = r.consumer_id and d.duplicate_of is not null)::int as duplicates
    from lead_reports r
    join users u on u.id = r.consumer_id
    left join cleared c on c.consumer_id = r.consumer_id
    group by r.consumer_id, u.first_name, u.last_name, u.email, c.at
    order by agents_since desc, last_at desc
    limit 200
  `);
  const byAgent = await db.execute(sql`
    select r.agent_id, u.first_name, u.last_name, u.email, count(*)::int as reports,
           max(r.created_at) as last_at
    from lead_reports r join users u on u.id = r.agent_id
    group by r.agent_id, u.first_name, u.last_name, u.email
    order by reports desc, last_at desc
    limit 200
  `);
  const perReason = await db
    .select({
      agentId: leadReports.agentId,
      consumerId: leadReports.consumerId,
      reason: leadReports.reason,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(leadReports)
    .groupBy(leadReports.agentId, leadReports.consumerId, leadReports.reason);
  const consumer = alias(users, 'report_consumer');
  const agent = alias(users, 'report_agent');
  const recent = await db
    .select({
      report: leadReports,
      consumerName: sql<string>`${consumer.firstName} || ' ' || ${consumer.lastName}`,
      agentName: sql<string>`${agent.firstName} || ' ' || ${agent.lastName}`,
    })
    .from(leadReports)
    .innerJoin(consumer, eq(consumer.id, leadReports.consumerId))
    .innerJoin(agent, eq(agent.id, leadReports.agentId))
    .orderBy(desc(leadReports.createdAt), desc(leadReports.id))
    .limit(50);
  type Row = Record<string, unknown>;
  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  const iso = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string).toISOString();
  return {
    consumers: rowsOf(byConsumer).map((row) => {
      const consumerId = String(row.consumer_id);
      const agentsSince = Number(row.agents_since);
      return {
        consumerId,
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        email: String(row.email),
        reports: Number(row.reports),
        agentsSinceCleared: agentsSince,
        held: agentsSince >= reportsBeforeReview,
        duplicateRequests: Number(row.duplicates),
        lastReportAt: iso(row.last_at) ?? '',
        lastClearedAt: iso(row.cleared_at),
        reasons: reasonCounts(perReason.filter((item) => item.consumerId === consumerId)),
      };
    }),
    agents: rowsOf(byAgent).map((row) => {
      const agentId = String(row.agent_id);
      return {
        agentId,
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        email: String(row.email),
        reports: Number(row.reports),
        lastReportAt: iso(row.last_at) ?? '',
        reasons: reasonCounts(perReason.filter((item) => item.agentId === agentId)),
      };
    }),
    recent: recent.map(({ report, consumerName, agentName }) => ({
      id: report.id,
      consumerId: report.consumerId,
      consumerName,
      agentId: report.agentId,
      agentName,
      line: report.line,
      reason: report.reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

/**
 * An operator clears a held consumer for matching (decision 0126): a clearance row, and their
 * auto requests want agents again. Not held (or not a consumer) is a 409 (404); the caller writes
 * the audit row in this same transaction.
 */
export async function clearConsumerForMatching(
  tx: Tx,
  operatorId: string,
  consumerId: string,
  reason: string,
): Promise<{ agentsSinceCleared: number }> {
  if (!isUuid(consumerId)) throw notFound('personNotFound');
  const [consumer] = await tx
    .select({ id: users.id, held: sql<boolean>`${heldForReview(sql`${users.id}`)}` })
    .from(users)
    .where(and(eq(users.id, consumerId), eq(users.role, 'consumer')))
    .for('update');
  if (!consumer) throw notFound('personNotFound');
  if (!consumer.held) throw conflict('consumerNotHeld');
  const [count] = await tx
    .select({ agents: sql<number>`count(distinct ${leadReports.agentId})::int`.mapWith(Number) })
    .from(leadReports)
    .where(eq(leadReports.consumerId, consumerId));
  await tx.insert(reportClearances).values({ consumerId, clearedBy: operatorId, reason });
  const open = await tx
    .select({ quoteId: consents.quoteId })
    .from(consents)
    .where(
      and(
        eq(consents.consumerId, consumerId),
        eq(consents.mode, 'auto'),
        sql`${consents.withdrawnAt} is null and ${consents.quoteId} is not null`,
      ),
    );
  await wantAgentsAgain(
    tx,
    open.map((row) => row.quoteId).filter((id): id is string => id !== null),
  );
  return { agentsSinceCleared: count?.agents ?? 0 };
}
