import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { maxAgentsPerRequest } from '../../../shared/contracts/leads';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { consents, leads, offers, savedQuotes, users, withdrawals } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { notify } from '../notifications';
import { recordActivity } from '../users';
import { findMatchingAgentIds, type MatchableRequest } from './matching';
import { logContact, openLeadStatuses } from './records';

/**
 * Delivering a consented request to agents: the lead rows and what comes with them, for a consent
 * just given (`giveConsent`) and for the lead job's pass over auto requests that want agents.
 */

/**
 * Leads the request still wants: 3, minus those open, minus those the consumer took back
 * (withdrawing one agent does not bring in another); none once the consumer accepted an offer on
 * it (the shopper chose an agent; taking the acceptance back reopens it). Every path that adds
 * agents to a request asks this, so none of them can offer a chosen request again.
 */
export async function openSlots(tx: Pick<Db, 'select'>, quoteId: string): Promise<number> {
  if (await hasAcceptedOffer(tx, quoteId)) return 0;
  const [row] = await tx
    .select({ taken: count() })
    .from(leads)
    .where(
      and(eq(leads.quoteId, quoteId), inArray(leads.status, [...openLeadStatuses, 'withdrawn'])),
    );
  return Math.max(0, maxAgentsPerRequest - (row?.taken ?? 0));
}

/** Whether the consumer accepted an offer on this request (and has not taken it back). */
export async function hasAcceptedOffer(tx: Pick<Db, 'select'>, quoteId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.quoteId, quoteId), eq(offers.status, 'accepted')))
    .limit(1);
  return row !== undefined;
}

/** Delivers the request to agents: the lead rows, the contact log, the agents' activity, live events. */
export async function deliverLeads(
  tx: Tx,
  consent: { id: string; consumerId: string; mode: 'auto' | 'picked' },
  quote: MatchableRequest,
  agentIds: string[],
  config: Pick<Config, 'LEAD_RESPONSE_HOURS'>,
): Promise<number> {
  if (agentIds.length === 0) return 0;
  const now = new Date();
  const respondBy =
    consent.mode === 'auto'
      ? new Date(now.getTime() + config.LEAD_RESPONSE_HOURS * 3_600_000)
      : null;
  const created = await tx
    .insert(leads)
    .values(
      agentIds.map((agentId) => ({
        consentId: consent.id,
        quoteId: quote.quoteId,
        consumerId: consent.consumerId,
        agentId,
        mode: consent.mode,
        createdAt: now,
        respondBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: leads.id, agentId: leads.agentId });
  if (created.length > 0) {
    // A hand pick of an agent the consumer once withdrew: events reach them again from now on
    // (the conversation before the withdrawal stays hidden from them).
    await tx
      .update(withdrawals)
      .set({ regrantedAt: sql`now()` })
      .where(
        and(
          eq(withdrawals.consumerId, consent.consumerId),
          inArray(
            withdrawals.agentId,
            created.map((lead) => lead.agentId),
          ),
          isNull(withdrawals.regrantedAt),
        ),
      );
  }
  await logContact(
    tx,
    created.map((lead) => ({
      consumerId: consent.consumerId,
      agentId: lead.agentId,
      quoteId: quote.quoteId,
      kind: 'lead_delivered' as const,
    })),
  );
  for (const lead of created) {
    await recordActivity(tx, lead.agentId, 'lead_received', {
      leadId: lead.id,
      line: quote.line,
      state: quote.state,
    });
  }
  await publishLive(tx, [
    ...created.map((lead) => ({
      userId: lead.agentId,
      kind: 'lead.created' as const,
      leadId: lead.id,
    })),
    { userId: consent.consumerId, kind: 'sharing.updated', quoteId: quote.quoteId },
  ]);
  await notify(
    tx,
    created.map((lead) => ({
      userId: lead.agentId,
      kind: 'lead_new' as const,
      leadId: lead.id,
      quoteId: quote.quoteId,
    })),
  );
  return created.length;
}

/** Where the lead job's last page of waiting requests ended. */
export interface FillCursor {
  createdAt: Date;
  id: string;
}

/**
 * Requests consented in auto mode that still want agents (none matched yet, or one passed or
 * expired): offered to whoever matches now, a page of `batch` at a time after `after`. Run by the
 * lead job, which keeps the cursor, so requests nobody serves cannot hold newer ones back.
 */
export async function fillOpenRequests(
  tx: Tx,
  config: Pick<Config, 'LEAD_RESPONSE_HOURS'>,
  after?: FillCursor,
  batch = 100,
): Promise<{ delivered: number; checked: string[]; next?: FillCursor }> {
  const waiting = await tx
    .select({
      id: consents.id,
      createdAt: consents.createdAt,
      consumerId: savedQuotes.userId,
      quoteId: savedQuotes.id,
      language: consents.language,
      state: savedQuotes.state,
      line: savedQuotes.type,
      zip: savedQuotes.zip,
    })
    .from(consents)
    .innerJoin(savedQuotes, eq(savedQuotes.id, consents.quoteId))
    // A suspended consumer's requests stop matching (issue 31); reinstated, they match again.
    .innerJoin(users, and(eq(users.id, savedQuotes.userId), isNull(users.suspendedAt)))
    .where(
      and(
        eq(consents.mode, 'auto'),
        isNull(consents.withdrawnAt),
        consents.needsAgents,
        after
          ? sql`(${consents.createdAt}, ${consents.id}) > (${after.createdAt}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(consents.createdAt), asc(consents.id))
    .limit(batch);
  let delivered = 0;
  for (const consent of waiting) {
    const quote = {
      quoteId: consent.quoteId,
      state: consent.state,
      line: consent.line,
      zip: consent.zip,
    };
    // Locked as giveConsent locks it, so the two never fill the same request at once.
    await tx
      .select({ id: savedQuotes.id })
      .from(savedQuotes)
      .where(eq(savedQuotes.id, quote.quoteId))
      .for('update');
    const slots = await openSlots(tx, quote.quoteId);
    const agentIds = await findMatchingAgentIds(tx, quote, consent.language, slots);
    const sent = await deliverLeads(tx, { ...consent, mode: 'auto' }, quote, agentIds, config);
    delivered += sent;
    // Full: the job looks at it again only when one of its leads closes (`wantAgentsAgain`).
    if (sent >= slots) {
      await tx.update(consents).set({ needsAgents: false }).where(eq(consents.id, consent.id));
    }
  }
  const last = waiting.at(-1);
  return {
    delivered,
    checked: waiting.map((consent) => consent.id),
    // A full page: the next run goes on after it; otherwise it starts again from the oldest.
    next: waiting.length === batch && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

/**
 * A lead of these requests closed (passed or expired): their auto consents want agents again, and
 * the lead job's next pass offers the free places to whoever matches.
 */
export async function wantAgentsAgain(tx: Tx, quoteIds: string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  await tx
    .update(consents)
    .set({ needsAgents: true })
    .where(and(inArray(consents.quoteId, quoteIds), eq(consents.mode, 'auto')));
}
