import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ConsentInput,
  consentScope,
  consentWording,
  type MatchList,
  maxAgentsPerRequest,
  type RequestSharing,
} from '../../../shared/contracts/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { consents, consumerProfiles, leads, savedQuotes, withdrawals } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { checkSameRequest, type IdempotencyKey } from '../../plugins/idempotency';
import { recordActivity } from '../accounts/activity';
import { notify } from '../notifications/notify';
import { isUuid } from '../quotes/ids';
import { quoteNotFoundMessage } from '../quotes/saved-quotes';
import { loadAgentCards } from './agent-cards';
import { findMatchingAgentIds, type MatchableRequest } from './matching';
import { logContact, openLeadStatuses } from './records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The consumer's own request, or 404 (another consumer's request reads as missing). */
async function ownQuote(tx: Pick<Db, 'select'>, consumerId: string, quoteId: string, lock = false) {
  if (!isUuid(quoteId)) throw notFound(quoteNotFoundMessage);
  const query = tx
    .select({
      id: savedQuotes.id,
      state: savedQuotes.state,
      line: savedQuotes.type,
      zip: savedQuotes.zip,
    })
    .from(savedQuotes)
    .where(and(eq(savedQuotes.id, quoteId), eq(savedQuotes.userId, consumerId)));
  const [quote] = await (lock ? query.for('update') : query);
  if (!quote) throw notFound(quoteNotFoundMessage);
  return { quoteId: quote.id, state: quote.state, line: quote.line, zip: quote.zip };
}

async function scopeFor(tx: Pick<Db, 'select'>, consumerId: string) {
  const [profile] = await tx
    .select({
      contactPreference: consumerProfiles.contactPreference,
      phone: consumerProfiles.phone,
    })
    .from(consumerProfiles)
    .where(eq(consumerProfiles.userId, consumerId));
  return consentScope(profile?.contactPreference ?? 'in_app', Boolean(profile?.phone));
}

/** Agents who would receive the request now, and the consent as it would be worded. */
export async function listMatches(
  db: Db,
  consumerId: string,
  quoteId: string,
  language: 'en' | 'es',
): Promise<MatchList> {
  const quote = await ownQuote(db, consumerId, quoteId);
  // The consumer may pick by hand an agent they once withdrew (never matched automatically).
  const ids = await findMatchingAgentIds(db, quote, language, 20, { handPicked: true });
  const cards = await loadAgentCards(db, ids);
  const scope = await scopeFor(db, consumerId);
  return {
    agents: ids.flatMap((id) => cards.get(id) ?? []),
    scope,
    wording: consentWording(language, scope),
  };
}

/**
 * Leads the request still wants: 3, minus those open, minus those the consumer took back
 * (withdrawing one agent does not bring in another).
 */
async function openSlots(tx: Pick<Db, 'select'>, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(leads)
    .where(
      and(eq(leads.quoteId, quoteId), inArray(leads.status, [...openLeadStatuses, 'withdrawn'])),
    );
  return Math.max(0, maxAgentsPerRequest - (row?.taken ?? 0));
}

/** Delivers the request to agents: the lead rows, the contact log, the agents' activity, live events. */
async function deliverLeads(
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

/**
 * The consumer consents to share a request: matched automatically (up to 3 agents) or with the
 * agents they picked among the matches. Never more than 3 open leads per request: the request row
 * is locked while the slots are counted and filled.
 */
export async function giveConsent(
  db: Db,
  consumerId: string,
  quoteId: string,
  input: ConsentInput,
  language: 'en' | 'es',
  config: Pick<Config, 'LEAD_RESPONSE_HOURS'>,
  idempotency: IdempotencyKey | null = null,
): Promise<RequestSharing> {
  try {
    await consentOnce(db, consumerId, quoteId, input, language, config, idempotency);
  } catch (error) {
    // The same key raced on another request of the consumer: the unique index kept one.
    if (!idempotency || !isUniqueViolation(error)) throw error;
    const stored = await consentByKey(db, consumerId, idempotency.key);
    if (!stored) throw error;
    checkSameRequest(stored, idempotency);
    idempotency.isReplay = true;
  }
  return getRequestSharing(db, consumerId, quoteId);
}

async function consentByKey(tx: Pick<Db, 'select'>, consumerId: string, key: string) {
  const [stored] = await tx
    .select({ idempotencyHash: consents.idempotencyHash })
    .from(consents)
    .where(and(eq(consents.consumerId, consumerId), eq(consents.idempotencyKey, key)));
  return stored;
}

async function consentOnce(
  db: Db,
  consumerId: string,
  quoteId: string,
  input: ConsentInput,
  language: 'en' | 'es',
  config: Pick<Config, 'LEAD_RESPONSE_HOURS'>,
  idempotency: IdempotencyKey | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await ownQuote(tx, consumerId, quoteId, true);
    if (idempotency) {
      // After the request's lock: a retry racing its first attempt waits for it, then finds it.
      const stored = await consentByKey(tx, consumerId, idempotency.key);
      if (stored) {
        checkSameRequest(stored, idempotency);
        idempotency.isReplay = true;
        return;
      }
    }
    const scope = await scopeFor(tx, consumerId);
    const mode = input.agentIds ? 'picked' : 'auto';
    const values = {
      consumerId,
      quoteId,
      line: quote.line,
      state: quote.state,
      mode,
      scope,
      wording: consentWording(language, scope),
      language,
      createdAt: new Date(),
      withdrawnAt: null,
      // A new or renewed consent: the lead job checks it (and clears this once it is full).
      needsAgents: true,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyHash: idempotency?.hash ?? null,
    } as const;
    const [consent] = await tx
      .insert(consents)
      .values(values)
      .onConflictDoUpdate({ target: consents.quoteId, set: values })
      .returning();
    if (!consent) throw new Error('consent upsert returned no row');
    const slots = await openSlots(tx, quoteId);
    let agentIds: string[];
    if (!input.agentIds) {
      agentIds = await findMatchingAgentIds(tx, quote, language, slots);
    } else {
      if (input.agentIds.length > slots) {
        throw new HttpError(slots === 0 ? 409 : 400, slots === 0 ? 'requestFull' : 'tooManyAgents');
      }
      const eligible = new Set(
        await findMatchingAgentIds(tx, quote, language, 1000, { handPicked: true }),
      );
      if (!input.agentIds.every((id) => eligible.has(id)))
        throw new HttpError(400, 'agentNotMatched');
      agentIds = input.agentIds;
    }
    await deliverLeads(tx, { ...consent, consumerId }, quote, agentIds, config);
  });
}

/** The consent of a request and every agent it reached, for its consumer. */
export async function getRequestSharing(
  db: Db,
  consumerId: string,
  quoteId: string,
): Promise<RequestSharing> {
  await ownQuote(db, consumerId, quoteId);
  const [consent] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.quoteId, quoteId), eq(consents.consumerId, consumerId)));
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.quoteId, quoteId), eq(leads.consumerId, consumerId)))
    .orderBy(asc(leads.createdAt));
  const cards = await loadAgentCards(
    db,
    rows.map((row) => row.agentId),
  );
  const open = rows.filter((row) => openLeadStatuses.includes(row.status)).length;
  const withdrawn = rows.filter((row) => row.status === 'withdrawn').length;
  const isOpenAuto = consent?.mode === 'auto' && consent.withdrawnAt === null;
  return {
    consent: consent
      ? {
          id: consent.id,
          mode: consent.mode,
          scope: consent.scope,
          wording: consent.wording,
          createdAt: consent.createdAt.toISOString(),
          withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
        }
      : null,
    sharedWith: rows.flatMap((row) => {
      const agent = cards.get(row.agentId);
      if (!agent) return [];
      return [
        {
          leadId: row.id,
          agent,
          status: row.status,
          closeReason: row.status === 'closed' ? row.closeReason : null,
          sharedAt: row.createdAt.toISOString(),
          respondBy: row.respondBy?.toISOString() ?? null,
        },
      ];
    }),
    waitingFor: isOpenAuto ? Math.max(0, maxAgentsPerRequest - open - withdrawn) : 0,
  };
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
