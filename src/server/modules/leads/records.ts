import { sql } from 'drizzle-orm';
import type { ContactEventKind, LeadStatus } from '../../../shared/contracts/leads';
import type { Db } from '../../db/client';
import type { leads } from '../../db/schema';

/** Leads through which an agent may read the customer: everything else reads as missing. */
export const openLeadStatuses: LeadStatus[] = ['pending', 'accepted'];

/**
 * Adds entries to consumers' contact logs. Each row carries what the record needs once the
 * request, the lead or an account is gone (decision 0042): the agent as consumers see them (first
 * name, last initial, company), and the request's consent, line and state, copied in the same
 * statement.
 */
export async function logContact(
  tx: Pick<Db, 'execute'>,
  entries: Array<{
    consumerId: string;
    agentId: string;
    quoteId: string | null;
    kind: ContactEventKind;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(
      (entry) =>
        sql`(${entry.consumerId}::uuid, ${entry.agentId}::uuid, ${entry.quoteId}::uuid, ${entry.kind}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into contact_events (consumer_id, agent_id, quote_id, kind, consent_id, line, state,
                                agent_first_name, agent_last_initial, agent_company)
    select v.consumer_id, v.agent_id, v.quote_id, v.kind, c.id, c.line, c.state,
           coalesce(u.first_name, ''), coalesce(upper(left(u.last_name, 1)), ''), u.company
    from (values ${values}) v(consumer_id, agent_id, quote_id, kind)
    left join users u on u.id = v.agent_id
    left join consents c on c.quote_id = v.quote_id`);
}

export type LeadRecord = typeof leads.$inferSelect;
