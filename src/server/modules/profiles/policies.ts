import { asc, eq } from 'drizzle-orm';
import type { ConsumerPolicy } from '../../../shared/contracts/desk';
import type { Db } from '../../db/client';
import { leads, savedQuotes, users, wonPolicies } from '../../db/schema';

/**
 * The policies agents recorded for this consumer (issue 29, item 6): theirs whatever later happens
 * to the lead, by renewal date. Only the consumer's own rows, in the query.
 */
export async function listConsumerPolicies(db: Db, consumerId: string): Promise<ConsumerPolicy[]> {
  const rows = await db
    .select({
      id: wonPolicies.id,
      carrier: wonPolicies.carrier,
      policyNumber: wonPolicies.policyNumber,
      effectiveDate: wonPolicies.effectiveDate,
      termMonths: wonPolicies.termMonths,
      premiumCents: wonPolicies.premiumCents,
      renewalDate: wonPolicies.renewalDate,
      line: savedQuotes.type,
      agentFirst: users.firstName,
      agentLast: users.lastName,
    })
    .from(wonPolicies)
    .innerJoin(leads, eq(leads.id, wonPolicies.leadId))
    .innerJoin(savedQuotes, eq(savedQuotes.id, leads.quoteId))
    .innerJoin(users, eq(users.id, wonPolicies.agentId))
    .where(eq(wonPolicies.consumerId, consumerId))
    .orderBy(asc(wonPolicies.renewalDate))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    carrier: row.carrier,
    policyNumber: row.policyNumber,
    effectiveDate: row.effectiveDate,
    termMonths: row.termMonths,
    premium: row.premiumCents / 100,
    renewalDate: row.renewalDate,
    line: row.line,
    agent: `${row.agentFirst} ${row.agentLast}`.trim(),
  }));
}
