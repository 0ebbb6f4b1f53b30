import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactLogSchema } from '../../../shared/contracts/leads';
import type { Db } from '../../db/client';
import { requireRole, roleGuard } from '../../plugins/session';
import { getContactLog, withdrawAccess } from '../leads';

const agentIdParams = z.object({ agentId: z.string() });

/**
 * The consumer's access page (`/api/profiles/me/access`): who has their data, every agent action
 * on it (the contact log), and taking access back from one agent or from all (decision 0035).
 */
export function registerAccessRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const consumer = roleGuard('consumer');

  api.get(
    '/api/profiles/me/access',
    { ...consumer, schema: { response: { 200: contactLogSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return getContactLog(db, user.id);
    },
  );
  api.delete(
    '/api/profiles/me/access/:agentId',
    { ...consumer, schema: { params: agentIdParams, response: { 200: contactLogSchema } } },
    async (request) => {
      const user = await requireRole(request, 'consumer');
      return withdrawAccess(db, user.id, request.params.agentId);
    },
  );
  api.delete(
    '/api/profiles/me/access',
    { ...consumer, schema: { response: { 200: contactLogSchema } } },
    async (request) => {
      const user = await requireRole(request, 'consumer');
      return withdrawAccess(db, user.id);
    },
  );
}
