import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estimateQuerySchema,
  quoteInputSchema,
  quoteNotFoundMessage,
  savedQuoteListSchema,
  savedQuoteSchema,
} from '../../../shared/contracts/quotes';
import { reshopComparisonSchema, reshopQuerySchema } from '../../../shared/contracts/reshop';
import { engineVersion, estimateQuote } from '../../../shared/estimates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { boundedMemo } from '../../lib/bounded-memo';
import { idParams } from '../../lib/id-params';
import { limitAction } from '../../plugins/abuse-limits';
import { BatchedCounters, type Verdict } from '../../plugins/batched-counters';
import { markReplay, readIdempotencyKey } from '../../plugins/idempotency';
import { currentSession, requireRole, roleGuard, sessionCookieName } from '../../plugins/session';
import { markPlaceRead, readReshop } from '../notifications';
import { compactAnswerJson, sourcesEtag, sourcesJson, toFull } from './estimate-answer';
import {
  deleteSavedQuote,
  getSavedQuote,
  listSavedQuotes,
  saveQuote,
  updateSavedQuote,
} from './saved-quotes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The estimate limits' counters; `flush()` exchanges them with the database now. */
    estimateCounters: BatchedCounters;
  }
}

const minuteMs = 60_000;

/**
 * `POST /api/quotes/estimate` (anyone, stores nothing) and the consumer's saved quote requests.
 *
 * The estimate limits (per IP, and per user when signed in; decision 0030) are shared by every
 * instance through the database like every other limit, but decided in memory and exchanged in
 * batches (`BatchedCounters`): the route stores nothing and must not wait for the database.
 */
export async function registerQuoteRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const estimateCounters = new BatchedCounters(db, minuteMs, app.log);
  app.decorate('estimateCounters', estimateCounters);
  app.addHook('onClose', () => estimateCounters.stop());
  const estimateMax = config.ESTIMATE_RATE_LIMIT_PER_MINUTE;
  const addressKey = boundedMemo((ip) => `estimates:ip:${ip}`, 10_000);

  api.post(
    '/api/quotes/estimate',
    {
      // Before the body is read. A callback, not a promise: most estimates come from visitors
      // who are not signed in, and their verdict is known at once (the estimate hot path).
      onRequest: (request, _reply, done) => {
        const hitAddress = () => estimateCounters.hit(addressKey(request.ip), estimateMax);
        if (!request.cookies[sessionCookieName]) return done(tooManyEstimates(hitAddress()));
        // Counted once the session is known: a lookup that fails (the database away) counts nothing.
        currentSession(request).then(
          (session) => {
            const byAddress = hitAddress();
            const byUser = session
              ? estimateCounters.hit(`estimates:user:${session.user.id}`, estimateMax)
              : byAddress;
            done(tooManyEstimates(byAddress, byUser));
          },
          (error: unknown) =>
            done(error instanceof Error ? error : new Error('The session lookup failed.')),
        );
      },
      // No response schema: the compact answer is written by its own fixed serializer (the API
      // tests check both answers against their schemas); parsing the result again would only
      // cost time.
      schema: { body: quoteInputSchema, querystring: estimateQuerySchema },
    },
    // Not async and returning nothing: the answer is sent at once, with no promise (nor the
    // reply's own `then`) for Fastify to wait on.
    (request, reply) => {
      const result = estimateQuote(request.body);
      if (request.query.detail === 'full') reply.send(toFull(result));
      else reply.type('application/json; charset=utf-8').send(compactAnswerJson(result));
    },
  );

  // The sources the factors cite, by id: one catalogue per engine version, fetched once by the
  // browser when a 'Why this price?' opens. `?v=<engineVersion>` is immutable.
  api.get(
    '/api/estimate-sources',
    { schema: { querystring: z.object({ v: z.string().max(40).optional() }) } },
    async (request, reply) => {
      reply.header('ETag', sourcesEtag);
      reply.header(
        'Cache-Control',
        request.query.v === engineVersion
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
      reply.type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === sourcesEtag) return reply.status(304).send();
      return reply.send(sourcesJson);
    },
  );

  const consumer = roleGuard('consumer');

  api.post(
    '/api/quotes',
    {
      ...consumer,
      schema: {
        body: quoteInputSchema,
        response: { 200: savedQuoteSchema, 201: savedQuoteSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      const idempotency = readIdempotencyKey(request, 'quotes', request.body);
      // Saving prices the answers and stores a row: limited per consumer and per address.
      await limitAction(db, config, 'quoteSaves', { userId: user.id, ip: request.ip });
      const { quote, isReplay } = await saveQuote(
        db,
        user.id,
        request.body,
        idempotency,
        config.SAVED_QUOTES_PER_CONSUMER,
      );
      markReplay(reply, isReplay);
      return reply.status(201).send(quote);
    },
  );

  api.get(
    '/api/quotes',
    { ...consumer, schema: { response: { 200: savedQuoteListSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return { quotes: await listSavedQuotes(db, user.id) };
    },
  );

  api.get(
    '/api/quotes/:id',
    { ...consumer, schema: { params: idParams, response: { 200: savedQuoteSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return getSavedQuote(db, user.id, request.params.id);
    },
  );

  api.get(
    '/api/quotes/:id/reshop',
    {
      ...consumer,
      schema: {
        params: idParams,
        querystring: reshopQuerySchema,
        response: { 200: reshopComparisonSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      const comparison = await readReshop(db, user.id, request.params.id);
      if (!comparison) throw notFound(quoteNotFoundMessage);
      // Opened from the re-shop mail or push (a tracked link, no pixel): its notification is read.
      if (request.query.from) {
        await markPlaceRead(db, user.id, { quoteId: comparison.quoteId }, ['reshop']);
      }
      return comparison;
    },
  );

  api.put(
    '/api/quotes/:id',
    {
      ...consumer,
      schema: { params: idParams, body: quoteInputSchema, response: { 200: savedQuoteSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'consumer');
      await limitAction(db, config, 'quoteSaves', { userId: user.id, ip: request.ip });
      return updateSavedQuote(db, user.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/quotes/:id',
    { ...consumer, schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      await deleteSavedQuote(db, user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** The 429 of the first verdict that refuses, with the longest wait among them; undefined if none. */
function tooManyEstimates(...verdicts: Verdict[]): HttpError | undefined {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return undefined;
  const wait = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
  return new HttpError(429, 'tooManyEstimates', { 'Retry-After': String(wait) }, { count: wait });
}
