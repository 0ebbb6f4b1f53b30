import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callAvailabilitySchema, publicUserSchema } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { currentSession, requireUser } from '../../plugins/session';
import { getCallAvailability, setCallAvailability } from './call-availability';

const signedOutRoleCheck = JSON.stringify({ authenticated: false, user: null });

export function registerAccountRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The hottest route: answered from the session cache with a body serialised once per session.
  api.get('/api/user/role-check', async (request, reply) => {
    const session = await currentSession(request);
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    return session ? session.roleCheckBody : signedOutRoleCheck;
  });

  api.get(
    '/api/user',
    { schema: { response: { 200: publicUserSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return requireUser(request);
    },
  );

  api.get(
    '/api/user/call-availability',
    { schema: { response: { 200: callAvailabilitySchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('Cache-Control', 'no-store');
      return getCallAvailability(db, user.id);
    },
  );

  api.put(
    '/api/user/call-availability',
    { schema: { body: callAvailabilitySchema, response: { 200: callAvailabilitySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return setCallAvailability(db, user.id, request.body.callsEnabled);
    },
  );
}
