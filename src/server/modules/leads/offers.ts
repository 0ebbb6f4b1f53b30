import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CoverageKind,
  monthlyOf,
  type Offer,
  type OfferStatus,
  offerDefaultExpiryDays,
  type offerInputSchema,
} from '../../../shared/contracts/leads';
import { quoteNotFoundMessage } from '../../../shared/contracts/quotes';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { leads, type OfferRow, offers, savedQuotes, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { checkSameRequest, type IdempotencyKey } from '../../plugins/idempotency';
import { markPlaceRead, notify } from '../notifications';
import { provenInsurerId, providerColumns, recordActivity } from '../users';
import { loadAgentCards } from './agent-cards';
import { wantAgentsAgain } from './lead-delivery';
import { agentOpenLead, logContact, openOfferStatuses } from './records';

const offerNotFound = () => notFound('offerNotFound');

/** An open offer past its expiry reads as expired, whether or not the job has written it yet. */
export function effectiveStatus(
  row: Pick<OfferRow, 'status' | 'expiresAt'>,
  now = new Date(),
): OfferStatus {
  return openOfferStatuses.includes(row.status) && row.expiresAt <= now ? 'expired' : row.status;
}

/** Offers matching `where`, newest first, with their agents' cards. */
export async function listOffersWhere(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  where: SQL | undefined,
): Promise<Offer[]> {
  const rows = await db
    .select({ offer: offers, line: savedQuotes.type })
    .from(offers)
    .innerJoin(savedQuotes, eq(savedQuotes.id, offers.quoteId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(500);
  const cards = await loadAgentCards(db, [...new Set(rows.map((row) => row.offer.agentId))]);
  return rows.flatMap(({ offer, line }) => {
    const agent = cards.get(offer.agentId);
    if (!agent) return [];
    const premium = offer.premiumCents / 100;
    return [
      {
        id: offer.id,
        leadId: offer.leadId,
        quoteId: offer.quoteId,
        line,
        agent,
        provider: agent.provider,
        premium,
        period: offer.period,
        monthly: monthlyOf(premium, offer.period),
        coverages: offer.coverages as Array<{ kind: CoverageKind; limit: string }>,
        deductible: offer.deductible,
        termMonths: offer.termMonths,
        description: offer.description,
        expiresAt: offer.expiresAt.toISOString(),
        status: effectiveStatus(offer),
        createdAt: offer.createdAt.toISOString(),
        answeredAt: offer.answeredAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The end (UTC) of an ISO day, or `offerDefaultExpiryDays` from now. */
function expiryOf(expiresOn: string | undefined, now: Date): Date {
  if (expiresOn) return new Date(`${expiresOn}T23:59:59.999Z`);
  return new Date(now.getTime() + offerDefaultExpiryDays * 86_400_000);
}

/** An agent's custom quote on an open lead of theirs; sending it counts as accepting the lead. */
export async function createOffer(
  db: Db,
  agentId: string,
  leadId: string,
  input: z.output<typeof offerInputSchema>,
  idempotency: IdempotencyKey | null = null,
): Promise<Offer> {
  if (!isUuid(leadId)) throw notFound('leadNotFound');
  let offerId: string;
  try {
    offerId = await insertOffer(db, agentId, leadId, input, idempotency);
  } catch (error) {
    // A retry raced its first attempt: the unique (agent, key) index kept one offer.
    if (!idempotency || !isUniqueViolation(error)) throw error;
    const stored = await offerByKey(db, agentId, idempotency.key);
    if (!stored) throw error;
    checkSameRequest(stored, idempotency);
    idempotency.isReplay = true;
    offerId = stored.id;
  }
  const [offer] = await listOffersWhere(db, eq(offers.id, offerId));
  if (!offer) throw offerNotFound();
  return offer;
}

async function offerByKey(tx: Pick<Db, 'select'>, agentId: string, key: string) {
  const [stored] = await tx
    .select({ id: offers.id, idempotencyHash: offers.idempotencyHash })
    .from(offers)
    .where(and(eq(offers.agentId, agentId), eq(offers.idempotencyKey, key)));
  return stored;
}

/**
 * One new offer, its key stored in the same INSERT (decision 0032); a key already used answers
 * the offer it created (even when the lead has closed since), or 422 for another request.
 */
async function insertOffer(
  db: Db,
  agentId: string,
  leadId: string,
  input: z.output<typeof offerInputSchema>,
  idempotency: IdempotencyKey | null,
): Promise<string> {
  if (idempotency) {
    const stored = await offerByKey(db, agentId, idempotency.key);
    if (stored) {
      checkSameRequest(stored, idempotency);
      idempotency.isReplay = true;
      return stored.id;
    }
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const [lead] = await tx
      .select()
      .from(leads)
      .where(agentOpenLead(agentId, leadId))
      .for('update');
    if (!lead) throw notFound('leadNotFound');
    const [agent] = await tx.select(providerColumns).from(users).where(eq(users.id, agentId));
    const [offer] = await tx
      .insert(offers)
      .values({
        leadId,
        quoteId: lead.quoteId,
        consumerId: lead.consumerId,
        agentId,
        // A record of the insurer the offer was sent under, only when proven; never shown as is.
        provider: agent ? provenInsurerId(agent) : null,
        premiumCents: Math.round(input.premium * 100),
        period: input.period,
        coverages: input.coverages,
        deductible: input.deductible,
        termMonths: input.termMonths,
        description: input.description,
        expiresAt: expiryOf(input.expiresOn, now),
        createdAt: now,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyHash: idempotency?.hash ?? null,
      })
      .returning({ id: offers.id });
    if (!offer) throw new Error('offer insert returned no row');
    if (lead.status === 'pending') {
      await tx
        .update(leads)
        .set({ status: 'accepted', firstReplyAt: lead.firstReplyAt ?? now, respondBy: null })
        .where(eq(leads.id, leadId));
    }
    await logContact(tx, [
      { consumerId: lead.consumerId, agentId, quoteId: lead.quoteId, kind: 'offer_sent' },
    ]);
    await recordActivity(tx, agentId, 'offer_sent', { offerId: offer.id, leadId });
    await publishLive(tx, [
      { userId: lead.consumerId, kind: 'offer.created', offerId: offer.id, quoteId: lead.quoteId },
      { userId: lead.consumerId, kind: 'sharing.updated', quoteId: lead.quoteId },
      { userId: agentId, kind: 'offer.updated', offerId: offer.id, leadId },
    ]);
    await notify(tx, {
      userId: lead.consumerId,
      kind: 'offer_new',
      offerId: offer.id,
      quoteId: lead.quoteId,
    });
    return offer.id;
  });
}

export function listAgentOffers(db: Db, agentId: string): Promise<Offer[]> {
  return listOffersWhere(db, eq(offers.agentId, agentId));
}

/** The agent takes an offer back before the consumer answers. */
export async function withdrawOffer(db: Db, agentId: string, offerId: string): Promise<Offer> {
  if (!isUuid(offerId)) throw offerNotFound();
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.agentId, agentId)))
      .for('update');
    if (!offer) throw offerNotFound();
    if (effectiveStatus(offer) !== 'sent' && effectiveStatus(offer) !== 'viewed') {
      throw new HttpError(409, 'offerNotOpen');
    }
    await tx
      .update(offers)
      .set({ status: 'withdrawn', answeredAt: new Date() })
      .where(eq(offers.id, offerId));
    await logContact(tx, [
      { consumerId: offer.consumerId, agentId, quoteId: offer.quoteId, kind: 'offer_withdrawn' },
    ]);
    await recordActivity(tx, agentId, 'offer_withdrawn', { offerId });
    await publishLive(tx, [
      { userId: offer.consumerId, kind: 'offer.updated', offerId, quoteId: offer.quoteId },
      { userId: agentId, kind: 'offer.updated', offerId, leadId: offer.leadId },
    ]);
  });
  const [offer] = await listOffersWhere(db, eq(offers.id, offerId));
  if (!offer) throw offerNotFound();
  return offer;
}

/**
 * The offers on a consumer's request (withdrawn ones included, with their status). Reading them
 * marks sent offers viewed, and their agents see it live.
 */
export async function listQuoteOffers(
  db: Db,
  consumerId: string,
  quoteId: string,
): Promise<Offer[]> {
  if (!isUuid(quoteId)) throw notFound(quoteNotFoundMessage);
  const [quote] = await db
    .select({ id: savedQuotes.id })
    .from(savedQuotes)
    .where(and(eq(savedQuotes.id, quoteId), eq(savedQuotes.userId, consumerId)));
  if (!quote) throw notFound(quoteNotFoundMessage);
  const mine = and(eq(offers.quoteId, quoteId), eq(offers.consumerId, consumerId));
  await db.transaction(async (tx) => {
    const viewed = await tx
      .update(offers)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(mine, eq(offers.status, 'sent')))
      .returning({ id: offers.id, agentId: offers.agentId, leadId: offers.leadId });
    for (const offer of viewed) {
      await recordActivity(tx, offer.agentId, 'offer_viewed', { offerId: offer.id });
    }
    // The request's offers are in front of the consumer: the bell's offer notifications are read.
    await markPlaceRead(tx, consumerId, { quoteId });
    await publishLive(
      tx,
      viewed.map((offer) => ({
        userId: offer.agentId,
        kind: 'offer.updated' as const,
        offerId: offer.id,
        leadId: offer.leadId,
      })),
    );
  });
  return listOffersWhere(db, mine);
}

/** The consumer accepts or declines an open offer of theirs, or declines one they accepted. */
export async function answerOffer(
  db: Db,
  consumerId: string,
  offerId: string,
  answer: 'accepted' | 'declined',
): Promise<Offer> {
  if (!isUuid(offerId)) throw offerNotFound();
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)))
      .for('update');
    if (!offer) throw offerNotFound();
    const status = effectiveStatus(offer);
    if (status === 'expired') throw new HttpError(409, 'offerExpired');
    // Accepting binds nothing (the policy is signed with the carrier later), so until the offer's
    // deadline the consumer may take it back by declining it (decision 0057).
    const isTakingBack = answer === 'declined' && status === 'accepted';
    if (isTakingBack && offer.expiresAt <= new Date()) throw new HttpError(409, 'offerExpired');
    if (status !== 'sent' && status !== 'viewed' && !isTakingBack) {
      throw new HttpError(409, 'offerNotOpen');
    }
    await tx
      .update(offers)
      .set({ status: answer, answeredAt: new Date() })
      .where(eq(offers.id, offerId));
    // Taking an acceptance back reopens the request: the lead job may offer its free places again.
    if (isTakingBack) await wantAgentsAgain(tx, [offer.quoteId]);
    await recordActivity(
      tx,
      offer.agentId,
      answer === 'accepted' ? 'offer_accepted' : 'offer_declined',
      {
        offerId,
      },
    );
    await publishLive(tx, [
      { userId: offer.agentId, kind: 'offer.updated', offerId, leadId: offer.leadId },
      { userId: consumerId, kind: 'offer.updated', offerId, quoteId: offer.quoteId },
    ]);
    await notify(tx, {
      userId: offer.agentId,
      kind: 'offer_answered',
      offerId,
      leadId: offer.leadId,
      quoteId: offer.quoteId,
    });
  });
  const [offer] = await listOffersWhere(db, eq(offers.id, offerId));
  if (!offer) throw offerNotFound();
  return offer;
}
