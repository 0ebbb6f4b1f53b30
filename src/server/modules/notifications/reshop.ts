import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { renewalReminderDays } from '../../../shared/contracts/profiles';
import type { QuoteInput } from '../../../shared/contracts/quotes';
import type { ReshopComparison } from '../../../shared/contracts/reshop';
import { reshopComparison } from '../../../shared/reshop';
import type { Db } from '../../db/client';
import {
  consumerProfiles,
  leads,
  notificationPreferences,
  notifications,
  savedQuotes,
  wonPolicies,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { NotifyInput } from './notify';
import { nextRenewal } from './renewal-dates';

type Reader = Pick<Db, 'select'>;

/** Candidates one pass re-prices at most (the rest wait for the next minute's pass). */
const candidatesPerPass = 500;

/**
 * A consumer's saved request re-priced today like for like (issue 30, section 4); null when the
 * request is not theirs (or the id is malformed), or carries no current policy. Where an agent
 * recorded a policy won from this request (decision 0107), that policy is the one held today: its
 * premium (a year) and carrier are what the person pays; the cover is the request's.
 */
export async function readReshop(
  db: Reader,
  userId: string,
  quoteId: string,
  now: Date = new Date(),
): Promise<ReshopComparison | null> {
  if (!isUuid(quoteId)) return null;
  const [quote] = await db
    .select({ input: savedQuotes.input })
    .from(savedQuotes)
    .where(and(eq(savedQuotes.id, quoteId), eq(savedQuotes.userId, userId)));
  if (!quote) return null;
  const [policy] = await db
    .select({
      carrier: wonPolicies.carrier,
      premiumCents: wonPolicies.premiumCents,
      termMonths: wonPolicies.termMonths,
    })
    .from(wonPolicies)
    .innerJoin(leads, eq(leads.id, wonPolicies.leadId))
    .where(and(eq(leads.quoteId, quoteId), eq(wonPolicies.consumerId, userId)))
    .orderBy(desc(wonPolicies.createdAt))
    .limit(1);
  const input = quote.input;
  if (policy && (input.type === 'auto' || input.type === 'home') && input.currentCover) {
    const yearly = Math.round((policy.premiumCents / 100) * (12 / policy.termMonths));
    const held = {
      ...input,
      currentPremium: yearly,
      currentInsurer: 'other',
      currentCover: { ...input.currentCover, carrierName: policy.carrier.slice(0, 80) },
    } as QuoteInput;
    return reshopComparison(quoteId, held, now);
  }
  return reshopComparison(quoteId, input, now);
}

interface Candidate {
  userId: string;
  quoteId: string;
  renewalDate: string;
}

/** The dedupe key of a re-shop: one per person and renewal date, so once per policy term. */
export const reshopDedupeKey = (userId: string, renewalDate: string) =>
  `reshop:${userId}:${renewalDate}`;

/**
 * Re-shops due now, for the reminder scan (same transaction, same advisory lock): every consumer
 * with a renewal `renewalReminderDays` (45) or fewer days away (the profile's yearly date, or a
 * won policy's) and a saved request carrying the current policy, re-priced at today's rates for
 * the same cover. Only where it pays (`reshopPays`: 5% and $50 a year) does one notification go,
 * once per person and renewal date; nobody who turned the kind off on both channels is re-priced.
 */
export async function dueReshops(tx: Reader, now: Date): Promise<NotifyInput[]> {
  const today = now.toISOString().slice(0, 10);
  const lastDay = new Date(now.getTime() + renewalReminderDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const candidates: Candidate[] = [];
  // A won policy renews on its own date, with the request it was won from.
  const policies = await tx
    .select({
      userId: wonPolicies.consumerId,
      quoteId: leads.quoteId,
      renewalDate: wonPolicies.renewalDate,
    })
    .from(wonPolicies)
    .innerJoin(leads, eq(leads.id, wonPolicies.leadId))
    .where(and(gt(wonPolicies.renewalDate, today), lte(wonPolicies.renewalDate, lastDay)))
    .limit(candidatesPerPass);
  candidates.push(...policies);
  const withPolicy = new Set(policies.map((policy) => policy.userId));
  // The profile's yearly date, with the latest saved request that carries a current policy.
  const profiles = await tx
    .select({ userId: consumerProfiles.userId, renewalDate: consumerProfiles.renewalDate })
    .from(consumerProfiles)
    .where(isNotNull(consumerProfiles.renewalDate));
  for (const profile of profiles) {
    if (!profile.renewalDate || withPolicy.has(profile.userId)) continue;
    const next = nextRenewal(profile.renewalDate, now);
    const daysLeft = (next.getTime() - now.getTime()) / 86_400_000;
    if (daysLeft > renewalReminderDays) continue;
    candidates.push({
      userId: profile.userId,
      quoteId: '',
      renewalDate: next.toISOString().slice(0, 10),
    });
    if (candidates.length >= candidatesPerPass) break;
  }
  if (candidates.length === 0) return [];
  const keys = candidates.map((candidate) =>
    reshopDedupeKey(candidate.userId, candidate.renewalDate),
  );
  const users = [...new Set(candidates.map((candidate) => candidate.userId))];
  const [sent, off] = await Promise.all([
    tx
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(inArray(notifications.dedupeKey, keys)),
    tx
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.userId, users),
          eq(notificationPreferences.kind, 'reshop'),
          eq(notificationPreferences.email, false),
          eq(notificationPreferences.push, false),
        ),
      ),
  ]);
  const sentKeys = new Set(sent.map((row) => row.key));
  const turnedOff = new Set(off.map((row) => row.userId));
  const due: NotifyInput[] = [];
  for (const candidate of candidates) {
    const dedupeKey = reshopDedupeKey(candidate.userId, candidate.renewalDate);
    if (sentKeys.has(dedupeKey) || turnedOff.has(candidate.userId)) continue;
    const quoteId = candidate.quoteId || (await latestWithPolicy(tx, candidate.userId));
    if (!quoteId) continue;
    const comparison = await readReshop(tx, candidate.userId, quoteId, now);
    const best = comparison?.estimates[0]?.annual;
    if (!comparison?.pays || best === undefined) continue;
    sentKeys.add(dedupeKey);
    due.push({
      userId: candidate.userId,
      kind: 'reshop',
      quoteId,
      data: { renewalDate: candidate.renewalDate, premium: comparison.currentPremium, best },
      dedupeKey,
    });
  }
  return due;
}

/** The consumer's latest saved auto or home request that names its current premium and cover. */
async function latestWithPolicy(tx: Reader, userId: string): Promise<string | null> {
  const [quote] = await tx
    .select({ id: savedQuotes.id })
    .from(savedQuotes)
    .where(
      and(
        eq(savedQuotes.userId, userId),
        inArray(savedQuotes.type, ['auto', 'home']),
        sql`${savedQuotes.input} ->> 'currentPremium' is not null`,
        sql`${savedQuotes.input} -> 'currentCover' is not null`,
      ),
    )
    .orderBy(desc(savedQuotes.updatedAt))
    .limit(1);
  return quote?.id ?? null;
}
