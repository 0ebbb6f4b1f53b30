import type { ContactEventKind, LeadStatus } from '../../../shared/contracts/leads';
import type { Db } from '../../db/client';
import { contactEvents, type leads } from '../../db/schema';

/** Leads through which an agent may read the customer: everything else reads as missing. */
export const openLeadStatuses: LeadStatus[] = ['pending', 'accepted'];

/** Adds entries to consumers' contact logs. */
export async function logContact(
  tx: Pick<Db, 'insert'>,
  entries: Array<{
    consumerId: string;
    agentId: string;
    quoteId: string | null;
    kind: ContactEventKind;
  }>,
): Promise<void> {
  if (entries.length > 0) await tx.insert(contactEvents).values(entries);
}

export type LeadRecord = typeof leads.$inferSelect;
