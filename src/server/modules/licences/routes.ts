import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentLicenceSchema,
  licenceDecisionSchema,
  licenceInputSchema,
  licenceQueueQuerySchema,
  licenceQueueSchema,
  licenceRejectionInputSchema,
  licenceReviewInputSchema,
  licenceReviewResultSchema,
} from '../../../shared/contracts/licences';
import { paths } from '../../../shared/paths';
import { type Config, publicOrigin } from '../../config';
import type { Db } from '../../db/client';
import { requireRole, roleGuard } from '../../plugins/session';
import { getAgentLicence, saveAgentLicence } from './licence-record';
import { decideLicence, listLicenceQueue, reviewLicencePairs } from './review';

const agentIdParams = z.object({ agentId: z.uuid({ message: 'agentNotFound' }) });

export function registerLicenceRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agentsOnly = roleGuard('agent');
  const adminsOnly = roleGuard('admin');
  const portalUrl = `${publicOrigin(config)}${paths.agentDashboard}`;

  api.get(
    '/api/agent/licence',
    { ...agentsOnly, schema: { response: { 200: agentLicenceSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.header('Cache-Control', 'no-store');
      return getAgentLicence(db, agent.id);
    },
  );

  api.put(
    '/api/agent/licence',
    { ...agentsOnly, schema: { body: licenceInputSchema, response: { 200: agentLicenceSchema } } },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      const saved = await saveAgentLicence(db, agent.id, request.body);
      app.leadJob.kick();
      return saved;
    },
  );

  api.get(
    '/api/admin/licences',
    {
      ...adminsOnly,
      schema: { querystring: licenceQueueQuerySchema, response: { 200: licenceQueueSchema } },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      reply.header('Cache-Control', 'no-store');
      return { items: await listLicenceQueue(db, request.query.status) };
    },
  );

  api.post(
    '/api/admin/licences/:agentId/approve',
    { ...adminsOnly, schema: { params: agentIdParams, response: { 200: licenceDecisionSchema } } },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const context = { reviewerId: admin.id, agentId: request.params.agentId, portalUrl };
      const decision = await decideLicence(db, context, { approved: true });
      app.mailOutbox.kick();
      // A newly verified agent may match requests that wait for one.
      app.leadJob.kick();
      return decision;
    },
  );

  api.post(
    '/api/admin/licences/:agentId/reject',
    {
      ...adminsOnly,
      schema: {
        params: agentIdParams,
        body: licenceRejectionInputSchema,
        response: { 200: licenceDecisionSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const context = { reviewerId: admin.id, agentId: request.params.agentId, portalUrl };
      const decision = await decideLicence(db, context, {
        approved: false,
        reason: request.body.reason,
      });
      app.mailOutbox.kick();
      return decision;
    },
  );

  api.post(
    '/api/admin/licences/:agentId/review',
    {
      schema: {
        params: agentIdParams,
        body: licenceReviewInputSchema,
        response: { 200: licenceReviewResultSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const context = { reviewerId: admin.id, agentId: request.params.agentId, portalUrl };
      const result = await reviewLicencePairs(db, context, request.body);
      app.mailOutbox.kick();
      if (result.approved.length > 0) app.leadJob.kick();
      return result;
    },
  );
}
