import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consentInputSchema,
  leadDetailSchema,
  leadListSchema,
  leadSummarySchema,
  matchListSchema,
  offerInputSchema,
  offerListSchema,
  offerSchema,
  passInputSchema,
  requestSharingSchema,
} from '../../../shared/contracts/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { limitAction } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { markReplay, readIdempotencyKey } from '../../plugins/idempotency';
import { requireRole, roleGuard } from '../../plugins/session';
import { acceptLead, getAgentLead, listAgentLeads, passLead } from './agent-leads';
import { registerBadLeadRoutes } from './bad-lead-routes';
import { getRequestSharing, giveConsent, listMatches } from './consents';
import type { LeadJob } from './lead-job';
import {
  answerOffer,
  createOffer,
  listAgentOffers,
  listQuoteOffers,
  withdrawOffer,
} from './offers';

const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** Consent and offers on the consumer's side; leads and offers on the agent's (issue 10). */
export function registerLeadRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  job: LeadJob,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const consumer = (request: FastifyRequest) => requireRole(request, 'consumer');
  const agent = (request: FastifyRequest) => requireRole(request, 'agent');
  const consumersOnly = roleGuard('consumer');
  const agentsOnly = roleGuard('agent');
  const noStore = { 'Cache-Control': 'no-store' };

  api.get(
    '/api/quotes/:id/matches',
    { ...consumersOnly, schema: { params: idParams, response: { 200: matchListSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return listMatches(db, user.id, request.params.id, language(request));
    },
  );

  api.get(
    '/api/quotes/:id/consents',
    { ...consumersOnly, schema: { params: idParams, response: { 200: requestSharingSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return getRequestSharing(db, user.id, request.params.id);
    },
  );

  api.post(
    '/api/quotes/:id/consents',
    {
      ...consumersOnly,
      schema: {
        params: idParams,
        body: consentInputSchema,
        response: { 200: requestSharingSchema },
      },
    },
    async (request, reply) => {
      const user = await consumer(request);
      const idempotency = readIdempotencyKey(request, 'consents', request.params.id, request.body);
      await limitAction(db, config, 'consents', { userId: user.id, ip: request.ip });
      const sharing = await giveConsent(
        db,
        user.id,
        request.params.id,
        request.body,
        language(request),
        config,
        idempotency,
      );
      markReplay(reply, idempotency);
      return sharing;
    },
  );

  api.get(
    '/api/quotes/:id/offers',
    { ...consumersOnly, schema: { params: idParams, response: { 200: offerListSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return { offers: await listQuoteOffers(db, user.id, request.params.id) };
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    api.post(
      `/api/quotes/offers/:id/${answer}`,
      { ...consumersOnly, schema: { params: idParams, response: { 200: offerSchema } } },
      async (request) => {
        const user = await consumer(request);
        return answerOffer(
          db,
          user.id,
          request.params.id,
          answer === 'accept' ? 'accepted' : 'declined',
        );
      },
    );
  }

  api.get(
    '/api/agent/leads',
    { ...agentsOnly, schema: { response: { 200: leadListSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return { leads: await listAgentLeads(db, user.id) };
    },
  );
  api.get(
    '/api/agent/leads/:id',
    { ...agentsOnly, schema: { params: idParams, response: { 200: leadDetailSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return getAgentLead(db, user.id, request.params.id);
    },
  );
  api.post(
    '/api/agent/leads/:id/accept',
    { ...agentsOnly, schema: { params: idParams, response: { 200: leadSummarySchema } } },
    async (request) => {
      const user = await agent(request);
      return acceptLead(db, user.id, request.params.id);
    },
  );
  api.post(
    '/api/agent/leads/:id/pass',
    {
      ...agentsOnly,
      schema: { params: idParams, body: passInputSchema },
    },
    async (request) => {
      const user = await agent(request);
      const passed = await passLead(db, user.id, request.params.id, request.body);
      job.kick();
      return passed;
    },
  );
  api.post(
    '/api/agent/leads/:id/offers',
    {
      ...agentsOnly,
      schema: { params: idParams, body: offerInputSchema, response: { 201: offerSchema } },
    },
    async (request, reply) => {
      const user = await agent(request);
      const idempotency = readIdempotencyKey(request, 'offers', request.params.id, request.body);
      await limitAction(db, config, 'offers', { userId: user.id, ip: request.ip });
      const offer = await createOffer(db, user.id, request.params.id, request.body, idempotency);
      markReplay(reply, idempotency);
      return reply.status(201).send(offer);
    },
  );
  api.get(
    '/api/agent/offers',
    { ...agentsOnly, schema: { response: { 200: offerListSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return { offers: await listAgentOffers(db, user.id) };
    },
  );
  api.post(
    '/api/agent/offers/:id/withdraw',
    { ...agentsOnly, schema: { params: idParams, response: { 200: offerSchema } } },
    async (request) => {
      const user = await agent(request);
      return withdrawOffer(db, user.id, request.params.id);
    },
  );
  registerBadLeadRoutes(app, db, job);
}
