import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { LeadDetail, LeadSummary, PassInput } from '../../../shared/contracts/leads';
import { bestMonthlyOf } from '../../../shared/contracts/quotes';
import type { Db } from '../../db/client';
import {
  consents,
  consumerProfiles,
  contactEvents,
  leads,
  offers,
  savedQuotes,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { markPlaceRead } from '../notifications';
import { recordActivity } from '../users';
import { wantAgentsAgain } from './lead-delivery';
import { listOffersWhere } from './offers';
import { agentOpenLead, agentOpenLeads, logContact } from './records';

const leadNotFound = () => notFound('leadNotFound');
/** Reads of one lead within this window are one 'viewed the profile' entry. */
const viewLogIntervalMs = 10 * 60 * 1000;

const summaryColumns = {
  id: leads.id,
  status: leads.status,
  mode: leads.mode,
  consumerId: leads.consumerId,
  quoteId: leads.quoteId,
  createdAt: leads.createdAt,
  respondBy: leads.respondBy,
  passReason: leads.passReason,
  line: savedQuotes.type,
  state: savedQuotes.state,
  zip: savedQuotes.zip,
  result: savedQuotes.result,
  input: savedQuotes.input,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  scope: consents.scope,
};

type SummaryRow = {
  id: string;
  status: LeadSummary['status'];
  mode: LeadSummary['mode'];
  createdAt: Date;
  respondBy: Date | null;
  line: LeadSummary['line'];
  state: string;
  zip: string;
  result: LeadDetail['result'];
  firstName: string;
  lastName: string;
};

function toSummary(row: SummaryRow, offerCount: number): LeadSummary {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    line: row.line,
    state: row.state,
    zip: row.zip,
    customerName: `${row.firstName} ${row.lastName}`,
    bestMonthly: bestMonthlyOf(row.result),
    receivedAt: row.createdAt.toISOString(),
    respondBy: row.respondBy?.toISOString() ?? null,
    offers: offerCount,
  };
}

function leadsQuery(db: Pick<Db, 'select'>) {
  return db
    .select(summaryColumns)
    .from(leads)
    .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
    .innerJoin(users, eq(users.id, leads.consumerId))
    .innerJoin(consents, eq(consents.id, leads.consentId));
}

/** The agent's open leads, newest first. */
export async function listAgentLeads(db: Db, agentId: string): Promise<LeadSummary[]> {
  const rows = await leadsQuery(db)
    .where(agentOpenLeads(agentId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(500);
  const counts = await db
    .select({ leadId: offers.leadId, count: count() })
    .from(offers)
    .where(eq(offers.agentId, agentId))
    .groupBy(offers.leadId);
  const countOf = new Map(counts.map((row) => [row.leadId, row.count]));
  return rows.map((row) => toSummary(row, countOf.get(row.id) ?? 0));
}

/**
 * One open lead with the customer as the consent shares them. Every read is written to the
 * consumer's contact log ('viewed the profile').
 */
export async function getAgentLead(db: Db, agentId: string, leadId: string): Promise<LeadDetail> {
  if (!isUuid(leadId)) throw leadNotFound();
  return db.transaction(async (tx) => {
    const [row] = await leadsQuery(tx).where(agentOpenLead(agentId, leadId));
    if (!row) throw leadNotFound();
    // The lead is open in front of its agent: the bell's notifications about it are read.
    await markPlaceRead(tx, agentId, { leadId });
    const [profile] = await tx
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.userId, row.consumerId));
    // One entry per sitting: a screen that re-reads the lead on every live event adds nothing.
    const [recent] = await tx
      .select({ id: contactEvents.id })
      .from(contactEvents)
      .where(
        and(
          eq(contactEvents.consumerId, row.consumerId),
          eq(contactEvents.agentId, agentId),
          eq(contactEvents.quoteId, row.quoteId),
          eq(contactEvents.kind, 'profile_viewed'),
          gt(contactEvents.createdAt, new Date(Date.now() - viewLogIntervalMs)),
        ),
      )
      .limit(1);
    if (!recent) {
      await logContact(tx, [
        { consumerId: row.consumerId, agentId, quoteId: row.quoteId, kind: 'profile_viewed' },
      ]);
      // The consumer's 'Who can see my information' shows the reading as it happens.
      await publishLive(tx, [
        { userId: row.consumerId, kind: 'sharing.updated', quoteId: row.quoteId },
      ]);
    }
    const offerList = await listOffersWhere(
      tx,
      and(eq(offers.leadId, leadId), eq(offers.agentId, agentId)),
    );
    const scope = row.scope;
    return {
      ...toSummary(row, offerList.length),
      customer: {
        firstName: row.firstName,
        lastName: row.lastName,
        zip: row.zip,
        state: row.state,
        email: scope.includes('email') ? row.email : null,
        phone: scope.includes('phone') ? (profile?.phone ?? null) : null,
        contactPreference: profile?.contactPreference ?? 'in_app',
        language: row.locale,
      },
      scope,
      answers: scope.includes('answers') ? (row.input as unknown as Record<string, unknown>) : {},
      result: row.result,
      passReason: row.passReason,
      offerList,
    };
  });
}

/** Marks the agent's first answer to a lead (for reply-time figures) and moves it to accepted. */
export async function acceptLead(db: Db, agentId: string, leadId: string): Promise<LeadSummary> {
  if (!isUuid(leadId)) throw leadNotFound();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [lead] = await tx
      .select()
      .from(leads)
      .where(agentOpenLead(agentId, leadId))
      .for('update');
    if (!lead) throw leadNotFound();
    if (lead.status === 'accepted') return;
    await tx
      .update(leads)
      .set({ status: 'accepted', firstReplyAt: lead.firstReplyAt ?? now, respondBy: null })
      .where(eq(leads.id, leadId));
    await logContact(tx, [
      { consumerId: lead.consumerId, agentId, quoteId: lead.quoteId, kind: 'lead_accepted' },
    ]);
    await recordActivity(tx, agentId, 'lead_accepted', { leadId });
    await publishLive(tx, [
      { userId: lead.consumerId, kind: 'sharing.updated', quoteId: lead.quoteId },
      { userId: agentId, kind: 'lead.updated', leadId },
    ]);
  });
  return (await listAgentLeads(db, agentId)).find((lead) => lead.id === leadId) as LeadSummary;
}

/** Passes on a pending lead with a reason; an auto-matched request then goes to the next match. */
export async function passLead(
  db: Db,
  agentId: string,
  leadId: string,
  input: PassInput,
): Promise<{ id: string; status: 'passed' }> {
  if (!isUuid(leadId)) throw leadNotFound();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [lead] = await tx
      .select()
      .from(leads)
      .where(agentOpenLead(agentId, leadId))
      .for('update');
    if (!lead) throw leadNotFound();
    if (lead.status !== 'pending') throw new HttpError(409, 'leadClosed');
    await tx
      .update(leads)
      .set({
        status: 'passed',
        passReason: input.reason,
        firstReplyAt: lead.firstReplyAt ?? now,
        closedAt: now,
      })
      .where(eq(leads.id, leadId));
    await wantAgentsAgain(tx, [lead.quoteId]);
    await logContact(tx, [
      { consumerId: lead.consumerId, agentId, quoteId: lead.quoteId, kind: 'lead_passed' },
    ]);
    await recordActivity(tx, agentId, 'lead_passed', { leadId });
    await publishLive(tx, [
      { userId: lead.consumerId, kind: 'sharing.updated', quoteId: lead.quoteId },
      { userId: agentId, kind: 'lead.revoked', leadId },
    ]);
  });
  return { id: leadId, status: 'passed' };
}
