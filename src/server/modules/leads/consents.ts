import { and, asc, eq } from 'drizzle-orm';
import {
  type ConsentInput,
  consentScope,
  consentWording,
  type MatchList,
  maxAgentsPerRequest,
  type RequestSharing,
} from '../../../shared/contracts/leads';
import { quoteNotFoundMessage } from '../../../shared/contracts/quotes';
import type { Language } from '../../../shared/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { consents, consumerProfiles, leads, savedQuotes } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { checkSameRequest, type IdempotencyKey } from '../../plugins/idempotency';
import { loadAgentCards } from './agent-cards';
import { deliverLeads, hasAcceptedOffer, openSlots } from './lead-delivery';
import { findMatchingAgentIds } from './matching';
import { openLeadStatuses } from './records';
import { markDuplicateRequest } from './report-rules';

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
  language: Language,
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
 * The consumer consents to share a request: matched automatically (up to 3 agents) or with the
 * agents they picked among the matches. Never more than 3 open leads per request: the request row
 * is locked while the slots are counted and filled.
 */
export async function giveConsent(
  db: Db,
  consumerId: string,
  quoteId: string,
  input: ConsentInput,
  language: Language,
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
  language: Language,
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
    await markDuplicateRequest(tx, consent.id);
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
  const offerAccepted = await hasAcceptedOffer(db, quoteId);
  const isOpenAuto = consent?.mode === 'auto' && consent.withdrawnAt === null && !offerAccepted;
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
    offerAccepted,
  };
}
