import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type EstimateResult, quoteInputSchema } from '../../../shared/contracts/quotes';
import { estimateQuote } from '../../../shared/estimates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { limitAction } from '../../plugins/auth-rate-limit';
import { markReplay, readIdempotencyKey } from '../../plugins/idempotency';
import { currentSession, requireRole } from '../../plugins/session';
import {
  deleteSavedQuote,
  getSavedQuote,
  listSavedQuotes,
  saveQuote,
  updateSavedQuote,
} from './saved-quotes';

/** Consumers only, checked before the body is read: signed out 401, any other role 403. */
const consumersOnly = async (request: FastifyRequest): Promise<void> => {
  await requireRole(request, 'consumer');
};

const idParams = z.object({ id: z.string() });

/**
 * `POST /api/quotes/estimate` (anyone, stores nothing) and the consumer's saved quote requests.
 *
 * The estimate limit is counted in the database like every other limit (decisions 0008, 0030): one
 * upsert per estimate, and every instance shares it.
 */
export async function registerQuoteRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/quotes/estimate',
    {
      // Before the body is read: per IP, and per user when signed in (decision 0030).
      onRequest: async (request) => {
        const session = await currentSession(request);
        await limitAction(db, config, 'estimates', { ip: request.ip, userId: session?.user.id });
      },
      // No response schema: the engine's result is typed as EstimateResult (the API tests check it
      // against the schema), and parsing all 80 factors again cost about 10 us per answer.
      schema: { body: quoteInputSchema },
    },
    async (request): Promise<EstimateResult> => estimateQuote(request.body),
  );

  const consumer = { onRequest: consumersOnly };

  api.post(
    '/api/quotes',
    { ...consumer, schema: { body: quoteInputSchema } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      const idempotency = readIdempotencyKey(request, 'quotes', request.body);
      const { quote, isReplay } = await saveQuote(db, user.id, request.body, idempotency);
      markReplay(reply, isReplay);
      return reply.status(201).send(quote);
    },
  );

  api.get('/api/quotes', consumer, async (request, reply) => {
    const user = await requireRole(request, 'consumer');
    reply.header('Cache-Control', 'no-store');
    return { quotes: await listSavedQuotes(db, user.id) };
  });

  api.get(
    '/api/quotes/:id',
    { ...consumer, schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return getSavedQuote(db, user.id, request.params.id);
    },
  );

  api.put(
    '/api/quotes/:id',
    { ...consumer, schema: { params: idParams, body: quoteInputSchema } },
    async (request) => {
      const user = await requireRole(request, 'consumer');
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
