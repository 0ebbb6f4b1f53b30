import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyInputSchema, agentAgencySchema } from '../../../shared/contracts/agency';
import { agentDashboardSchema, dashboardQuerySchema } from '../../../shared/contracts/agents';
import { agentStatusSchema } from '../../../shared/contracts/auth';
import { leadFlowInputSchema, leadFlowSchema } from '../../../shared/contracts/lead-flow';
import type { Db } from '../../db/client';
import { requireRole, roleGuard } from '../../plugins/session';
import { getAgentAgency, saveAgencyName } from './agency';
import { getAgentDashboard } from './dashboard';
import { getLeadFlow, saveLeadFlow } from './lead-flow';
import { getAgentStatus, setAgentStatus } from './status';

export function registerAgentRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agentsOnly = roleGuard('agent');

  api.get(
    '/api/agent/status',
    { ...agentsOnly, schema: { response: { 200: agentStatusSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.header('Cache-Control', 'no-store');
      return { manualStatus: await getAgentStatus(db, agent.id) };
    },
  );

  api.put(
    '/api/agent/status',
    { ...agentsOnly, schema: { body: agentStatusSchema, response: { 200: agentStatusSchema } } },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      const manualStatus = await setAgentStatus(db, agent.id, request.body.manualStatus);
      // Back from unavailable: requests waiting for an agent may match now.
      if (manualStatus !== 'unavailable') app.leadJob.kick();
      return { manualStatus };
    },
  );

  api.get(
    '/api/agent/dashboard',
    {
      ...agentsOnly,
      schema: { querystring: dashboardQuerySchema, response: { 200: agentDashboardSchema } },
    },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.header('Cache-Control', 'no-store');
      return getAgentDashboard(db, agent.id, request.query.tzOffsetMinutes);
    },
  );

  api.get(
    '/api/agent/agency',
    { ...agentsOnly, schema: { response: { 200: agentAgencySchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.header('Cache-Control', 'no-store');
      return getAgentAgency(db, agent.id);
    },
  );

  api.put(
    '/api/agent/agency',
    { ...agentsOnly, schema: { body: agencyInputSchema, response: { 200: agentAgencySchema } } },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return saveAgencyName(db, agent.id, request.body.agencyName);
    },
  );

  api.get(
    '/api/agent/lead-flow',
    { ...agentsOnly, schema: { response: { 200: leadFlowSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.header('Cache-Control', 'no-store');
      return getLeadFlow(db, agent.id);
    },
  );

  api.put(
    '/api/agent/lead-flow',
    { ...agentsOnly, schema: { body: leadFlowInputSchema, response: { 200: leadFlowSchema } } },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      const { resumed } = await saveLeadFlow(db, agent.id, request.body);
      // A wider flow (or a resume) may let waiting requests match now.
      if (resumed) app.leadJob.kick();
      return getLeadFlow(db, agent.id);
    },
  );
}
