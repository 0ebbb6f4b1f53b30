import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentReviewListSchema,
  offerReviewStateSchema,
  reviewInputSchema,
  reviewResponseInputSchema,
  reviewSchema,
} from '../../../shared/contracts/reviews';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { requireRole, roleGuard } from '../../plugins/session';
import {
  answerReview,
  listAgentReviews,
  listOwnReviews,
  readOfferReview,
  writeReview,
} from './reviews';

/**
 * Agent reviews (issue 29, decision 0120): the consumer rates an accepted offer's agent once, the
 * agent answers once, anyone signed in reads an agent's visible reviews. Hiding one is the
 * operator's (modules/admin).
 */
export function registerReviewRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const consumer = (request: FastifyRequest) => requireRole(request, 'consumer');
  const agent = (request: FastifyRequest) => requireRole(request, 'agent');
  const noStore = { 'Cache-Control': 'no-store' };

  api.get(
    '/api/quotes/offers/:id/review',
    {
      ...roleGuard('consumer'),
      schema: { params: idParams, response: { 200: offerReviewStateSchema } },
    },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return readOfferReview(db, user.id, request.params.id);
    },
  );

  api.post(
    '/api/quotes/offers/:id/review',
    {
      ...roleGuard('consumer'),
      schema: { params: idParams, body: reviewInputSchema, response: { 201: reviewSchema } },
    },
    async (request, reply) => {
      const user = await consumer(request);
      const review = await writeReview(db, user.id, request.params.id, request.body);
      reply.status(201);
      return review;
    },
  );

  api.get(
    '/api/agents/:id/reviews',
    {
      ...roleGuard('consumer', 'agent', 'admin'),
      schema: { params: idParams, response: { 200: agentReviewListSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listAgentReviews(db, request.params.id);
    },
  );

  api.get(
    '/api/agent/reviews',
    { ...roleGuard('agent'), schema: { response: { 200: agentReviewListSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return listOwnReviews(db, user.id);
    },
  );

  api.post(
    '/api/agent/reviews/:id/response',
    {
      ...roleGuard('agent'),
      schema: {
        params: idParams,
        body: reviewResponseInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => {
      const user = await agent(request);
      return answerReview(db, user.id, request.params.id, request.body.response);
    },
  );
}
