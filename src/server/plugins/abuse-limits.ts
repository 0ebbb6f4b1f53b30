import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from '../http-error';
import type { BatchedCounters } from './batched-counters';
import { addHits, type CounterState } from './rate-limit-counters';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
export const maxFailedSignInsPerAccountPerHour = 100;

/** Counts one hit on a key (see `addHits`). */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<CounterState> {
  const [row] = await addHits(db, [key], windowMs, now);
  if (!row) throw new Error('rate-limit upsert returned no row');
  return row;
}

/** The hits of a key in its current window, without counting one. */
export async function readHits(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<CounterState | null> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - windowMs)),
      ),
    );
  return row ?? null;
}

function secondsLeft(state: CounterState, windowMs: number, now: Date): number {
  return Math.max(
    1,
    Math.ceil((state.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000),
  );
}

/** 429 with Retry-After; the message says the wait in seconds, or minutes past 90 s. */
function tooManyRequests(
  messageKey: 'tooManyAttempts' | 'tooManyFailures',
  retryAfterSeconds: number,
): HttpError {
  const inMinutes = retryAfterSeconds >= 90;
  return new HttpError(
    429,
    `${messageKey}${inMinutes ? 'Minutes' : 'Seconds'}`,
    { 'Retry-After': String(retryAfterSeconds) },
    { count: inMinutes ? Math.ceil(retryAfterSeconds / 60) : retryAfterSeconds },
  );
}

/**
 * onRequest hook for sign-in and registration routes: at most AUTH_RATE_LIMIT_PER_MINUTE attempts
 * per IP address per minute, counted before the body is even read, so before any hashing.
 */
export function authIpRateLimit(db: Db, config: Config) {
  return async (request: FastifyRequest): Promise<void> => {
    const now = new Date();
    const state = await countHit(db, `auth-ip:${request.ip}`, minuteMs, now);
    if (state.hits > config.AUTH_RATE_LIMIT_PER_MINUTE) {
      const wait = secondsLeft(state, minuteMs, now);
      throw tooManyRequests('tooManyAttempts', wait);
    }
  };
}

const failureKey = (email: string) => `signin-failures:${email.toLowerCase()}`;
const deviceFailureKey = (nonce: string) => `signin-device-failures:${nonce}`;

/** Failures a trusted device (a valid device cookie) may make in an hour before it is locked. */
export const maxFailedSignInsPerDevicePerHour = 20;
/** This many failures on one account within 15 minutes mail its owner once (decision 0037). */
export const signInBurstThreshold = 10;
export const signInBurstWindowMs = 15 * minuteMs;

async function assertUnderFailureLimit(db: Db, key: string, max: number): Promise<void> {
  const now = new Date();
  const state = await readHits(db, key, hourMs, now);
  if (state && state.hits >= max) {
    const wait = secondsLeft(state, hourMs, now);
    throw tooManyRequests('tooManyFailures', wait);
  }
}

/**
 * Refuses a sign-in from an untrusted client (no valid device cookie for the account) to an
 * account, known or not, so nothing is revealed, that untrusted clients failed 100 times within
 * the hour, before its password is checked.
 */
export async function assertAccountNotLocked(db: Db, email: string): Promise<void> {
  await assertUnderFailureLimit(db, failureKey(email), maxFailedSignInsPerAccountPerHour);
}

export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  await countHit(db, failureKey(email), hourMs);
}

/** A trusted device is locked only by its own failures (OWASP's device-cookie lockout list). */
export async function assertDeviceNotLocked(db: Db, nonce: string): Promise<void> {
  await assertUnderFailureLimit(db, deviceFailureKey(nonce), maxFailedSignInsPerDevicePerHour);
}

export async function recordFailedDeviceSignIn(db: Db, nonce: string): Promise<void> {
  await countHit(db, deviceFailureKey(nonce), hourMs);
}

/**
 * Counts a failed sign-in of a known account from any client; true for exactly one failure per
 * window, the one that reaches the threshold, so the owner gets one mail, not one per attempt.
 */
export async function countSignInFailureBurst(db: Db, userId: string): Promise<boolean> {
  const state = await countHit(db, `signin-burst:${userId}`, signInBurstWindowMs);
  return state.hits === signInBurstThreshold;
}

/** One limit of an action: at most `max` hits on `key` per window. */
export interface ActionLimit {
  key: string;
  max: number;
}

/**
 * Counts one hit on each key in one statement (keys in a fixed order, so two requests never lock
 * the same rows in opposite orders) and answers 429 with Retry-After when any is past its limit:
 * the per-user, per-IP and per-conversation limits of one action (decision 0030).
 */
export async function enforceActionLimits(
  db: Db,
  limits: ActionLimit[],
  windowMs: number,
  messageKey: 'tooManyActions' | 'tooManyMessages',
  now = new Date(),
): Promise<void> {
  if (limits.length === 0) return;
  // Sorted, so that two requests upserting the same keys lock them in the same order.
  const keys = [...new Set(limits.map((limit) => limit.key))].sort();
  const rows = await addHits(db, keys, windowMs, now);
  let wait = 0;
  for (const limit of limits) {
    const state = rows.find((row) => row.key === limit.key);
    if (state && state.hits > limit.max) wait = Math.max(wait, secondsLeft(state, windowMs, now));
  }
  if (wait === 0) return;
  const inMinutes = messageKey === 'tooManyActions' && wait >= 90;
  throw new HttpError(
    429,
    inMinutes ? 'tooManyActionsMinutes' : messageKey,
    { 'Retry-After': String(wait) },
    { count: inMinutes ? Math.ceil(wait / 60) : wait },
  );
}

/** A shared address (an office, a carrier's NAT) may hold several people: its limit is wider. */
export const ipLimitFactor = 4;
/** Both members of a conversation together, per minute: less than two senders at full speed. */
export const conversationLimitFactor = 1.5;

/** Saving and re-pricing requests: an address may hold a household, not an office (issue 18). */
export const quoteSaveIpLimitFactor = 2;

/** `deskWrites`: an agent's stage moves and notes (issue 29), per minute like messages. */
export type LimitedAction = 'consents' | 'offers' | 'messages' | 'quoteSaves' | 'deskWrites';

/**
 * The per-user, per-IP (and for messages per-conversation) limits of an action, counted in the
 * database so every instance shares them (decisions 0008 and 0030). Estimates have their own
 * batched counters (`batched-counters.ts`).
 */
export async function limitAction(
  db: Db,
  config: ActionLimitConfig,
  action: LimitedAction,
  who: { ip: string; userId?: string; conversationId?: string },
): Promise<void> {
  const { limits, windowMs, messageKey } = actionLimits(config, action, who);
  await enforceActionLimits(db, limits, windowMs, messageKey);
}

type ActionLimitConfig = Pick<
  Config,
  | 'CONSENT_RATE_LIMIT_PER_HOUR'
  | 'OFFER_RATE_LIMIT_PER_HOUR'
  | 'MESSAGE_RATE_LIMIT_PER_MINUTE'
  | 'QUOTE_SAVE_RATE_LIMIT_PER_MINUTE'
>;

/** The keys, limits and window of an action for this sender (see `limitAction`). */
export function actionLimits(
  config: ActionLimitConfig,
  action: LimitedAction,
  who: { ip: string; userId?: string; conversationId?: string },
) {
  const perUser = {
    consents: config.CONSENT_RATE_LIMIT_PER_HOUR,
    offers: config.OFFER_RATE_LIMIT_PER_HOUR,
    messages: config.MESSAGE_RATE_LIMIT_PER_MINUTE,
    quoteSaves: config.QUOTE_SAVE_RATE_LIMIT_PER_MINUTE,
    deskWrites: config.MESSAGE_RATE_LIMIT_PER_MINUTE,
  }[action];
  const ipFactor = action === 'quoteSaves' ? quoteSaveIpLimitFactor : ipLimitFactor;
  const limits: ActionLimit[] = [{ key: `${action}:ip:${who.ip}`, max: perUser * ipFactor }];
  if (who.userId) limits.push({ key: `${action}:user:${who.userId}`, max: perUser });
  if (who.conversationId) {
    limits.push({
      key: `${action}:conversation:${who.conversationId}`,
      max: Math.floor(perUser * conversationLimitFactor),
    });
  }
  const windowMs = action === 'offers' || action === 'consents' ? hourMs : minuteMs;
  const messageKey: 'tooManyActions' | 'tooManyMessages' =
    action === 'messages' ? 'tooManyMessages' : 'tooManyActions';
  return { limits, windowMs, messageKey };
}

/**
 * Messages' limits (decision 0052): the same keys, limits and answers as `limitAction`, decided in
 * memory and shared through the same rows by `BatchedCounters` (every 200 ms, like estimates).
 * A send waits for no counter write, and no longer queues behind one shared row: every send of
 * an address (an office, the benchmark) upserted `messages:ip:<address>`, one commit at a time.
 */
export function limitMessages(
  counters: BatchedCounters,
  config: ActionLimitConfig,
  who: { ip: string; userId: string; conversationId: string },
): void {
  const { limits } = actionLimits(config, 'messages', who);
  let wait = 0;
  for (const limit of limits) {
    const verdict = counters.hit(limit.key, limit.max);
    if (!verdict.allowed) wait = Math.max(wait, verdict.retryAfterSeconds);
  }
  if (wait === 0) return;
  throw new HttpError(429, 'tooManyMessages', { 'Retry-After': String(wait) }, { count: wait });
}
