import { and, asc, desc, eq } from 'drizzle-orm';
import { type Policy, type PolicyInput, renewalDateOf } from '../../../shared/contracts/desk';
import type { Db } from '../../db/client';
import { leads, offers, savedQuotes, users, wonPolicies } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { heldLead } from './desk-tasks';

const policyColumns = {
  id: wonPolicies.id,
  leadId: wonPolicies.leadId,
  carrier: wonPolicies.carrier,
  policyNumber: wonPolicies.policyNumber,
  effectiveDate: wonPolicies.effectiveDate,
  termMonths: wonPolicies.termMonths,
  premiumCents: wonPolicies.premiumCents,
  renewalDate: wonPolicies.renewalDate,
  createdAt: wonPolicies.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  line: savedQuotes.type,
  state: savedQuotes.state,
};

interface PolicyRow {
  id: string;
  leadId: string;
  carrier: string;
  policyNumber: string | null;
  effectiveDate: string;
  termMonths: number;
  premiumCents: number;
  renewalDate: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  line: string;
  state: string;
}

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    leadId: row.leadId,
    carrier: row.carrier,
    policyNumber: row.policyNumber,
    effectiveDate: row.effectiveDate,
    termMonths: row.termMonths,
    premium: row.premiumCents / 100,
    renewalDate: row.renewalDate,
    customer: `${row.firstName} ${row.lastName}`.trim(),
    line: row.line,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agent's policies on leads they hold, by renewal date (the Renewals view, the CSV). */
export async function listPolicies(db: Db, agentId: string, leadId?: string): Promise<Policy[]> {
  const rows = await db
    .select(policyColumns)
    .from(wonPolicies)
    .innerJoin(leads, eq(leads.id, wonPolicies.leadId))
    .innerJoin(users, eq(users.id, leads.consumerId))
    .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
    .where(
      and(
        eq(wonPolicies.agentId, agentId),
        heldLead(agentId),
        leadId ? eq(wonPolicies.leadId, leadId) : undefined,
      ),
    )
    .orderBy(asc(wonPolicies.renewalDate), asc(wonPolicies.createdAt))
    .limit(5000);
  return rows.map(toPolicy);
}

/**
 * Records the policy an accepted offer became (decision 0107): the lead must be one the agent
 * holds with an offer of theirs the consumer accepted (the newest such offer); one policy per offer.
 * Renewal = effective + term unless given, never on or before the effective date.
 */
export async function recordPolicy(
  db: Db,
  agentId: string,
  input: PolicyInput & { policyNumber: string },
): Promise<Policy> {
  if (!isUuid(input.leadId)) throw new HttpError(404, 'leadNotFound');
  const renewalDate = input.renewalDate ?? renewalDateOf(input.effectiveDate, input.termMonths);
  if (renewalDate <= input.effectiveDate) throw new HttpError(400, 'renewalBeforeEffective');
  const premiumCents = Math.round(input.premium * 100);
  const id = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, consumerId: leads.consumerId })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), heldLead(agentId)))
      .for('update', { of: leads });
    if (!lead) throw new HttpError(404, 'leadNotFound');
    const [offer] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.leadId, lead.id), eq(offers.agentId, agentId), eq(offers.status, 'accepted')),
      )
      .orderBy(desc(offers.createdAt))
      .limit(1);
    if (!offer) throw new HttpError(409, 'policyNeedsAcceptedOffer');
    const [row] = await tx
      .insert(wonPolicies)
      .values({
        agentId,
        consumerId: lead.consumerId,
        leadId: lead.id,
        offerId: offer.id,
        carrier: input.carrier,
        policyNumber: input.policyNumber || null,
        effectiveDate: input.effectiveDate,
        termMonths: input.termMonths,
        premiumCents,
        renewalDate,
      })
      .onConflictDoNothing()
      .returning({ id: wonPolicies.id });
    if (!row) throw new HttpError(409, 'policyExists');
    return row.id;
  });
  const [policy] = (await listPolicies(db, agentId, input.leadId)).filter((item) => item.id === id);
  if (!policy) throw new HttpError(404, 'leadNotFound');
  return policy;
}
