import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentInputSchema,
  contactLogSchema,
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
import { limitAction } from '../../plugins/auth-rate-limit';
import { requestLanguage } from '../../plugins/errors';
import { markReplay, readIdempotencyKey } from '../../plugins/idempotency';
import { requireRole } from '../../plugins/session';
import { acceptLead, getAgentLead, listAgentLeads, passLead } from './agent-leads';
import { getRequestSharing, giveConsent, listMatches } from './consents';
import { getContactLog, withdrawAccess } from './contact-log';
import type { LeadJob } from './lead-job';
import {
  answerOffer,
  createOffer,
  listAgentOffers,
  listQuoteOffers,
  withdrawOffer,
} from './offers';

const idParams = z.object({ id: z.string() });
const agentIdParams = z.object({ agentId: z.string() });

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
  const noStore = { 'Cache-Control': 'no-store' };

  api.get(
    '/api/quotes/:id/matches',
    { schema: { params: idParams, response: { 200: matchListSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return listMatches(db, user.id, request.params.id, language(request));
    },
  );

  api.get(
    '/api/quotes/:id/consents',
    { schema: { params: idParams, response: { 200: requestSharingSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return getRequestSharing(db, user.id, request.params.id);
    },
  );

  api.post(
    '/api/quotes/:id/consents',
    {
      preValidation: async (request) => void (await consumer(request)),
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
    { schema: { params: idParams, response: { 200: offerListSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return { offers: await listQuoteOffers(db, user.id, request.params.id) };
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    api.post(
      `/api/quotes/offers/:id/${answer}`,
      { schema: { params: idParams, response: { 200: offerSchema } } },
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
    '/api/profiles/me/access',
    { schema: { response: { 200: contactLogSchema } } },
    async (request, reply) => {
      const user = await consumer(request);
      reply.headers(noStore);
      return getContactLog(db, user.id);
    },
  );
  api.delete(
    '/api/profiles/me/access/:agentId',
    { schema: { params: agentIdParams, response: { 200: contactLogSchema } } },
    async (request) => {
      const user = await consumer(request);
      return withdrawAccess(db, user.id, request.params.agentId);
    },
  );
  api.delete(
    '/api/profiles/me/access',
    { schema: { response: { 200: contactLogSchema } } },
    async (request) => {
      const user = await consumer(request);
      return withdrawAccess(db, user.id);
    },
  );

  api.get(
    '/api/agent/leads',
    { schema: { response: { 200: leadListSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return { leads: await listAgentLeads(db, user.id) };
    },
  );
  api.get(
    '/api/agent/leads/:id',
    { schema: { params: idParams, response: { 200: leadDetailSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return getAgentLead(db, user.id, request.params.id);
    },
  );
  api.post(
    '/api/agent/leads/:id/accept',
    { schema: { params: idParams, response: { 200: leadSummarySchema } } },
    async (request) => {
      const user = await agent(request);
      return acceptLead(db, user.id, request.params.id);
    },
  );
  api.post(
    '/api/agent/leads/:id/pass',
    {
      preValidation: async (request) => void (await agent(request)),
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
      preValidation: async (request) => void (await agent(request)),
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
    { schema: { response: { 200: offerListSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return { offers: await listAgentOffers(db, user.id) };
    },
  );
  api.post(
    '/api/agent/offers/:id/withdraw',
    { schema: { params: idParams, response: { 200: offerSchema } } },
    async (request) => {
      const user = await agent(request);
      return withdrawOffer(db, user.id, request.params.id);
    },
  );
}
