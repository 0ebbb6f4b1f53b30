import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumerPolicyListSchema } from '../../../shared/contracts/desk';
import {
  profileInputSchema,
  profileSchema,
  savedVehicleSchema,
  vehicleInputSchema,
  vehicleListSchema,
} from '../../../shared/contracts/profiles';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { requireRole, roleGuard } from '../../plugins/session';
import { listConsumerPolicies } from './policies';
import { getProfile, updateProfile } from './profile';
import { addVehicle, deleteVehicle, listVehicles, updateVehicle } from './vehicles';

/** The consumer's own profile and vehicles (`/api/profiles/me...`). */
export function registerProfileRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const consumer = roleGuard('consumer');

  api.get(
    '/api/profiles/me',
    { ...consumer, schema: { response: { 200: profileSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return getProfile(db, user.id);
    },
  );

  api.put(
    '/api/profiles/me',
    { ...consumer, schema: { body: profileInputSchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = await requireRole(request, 'consumer');
      await updateProfile(db, user.id, request.body);
      // The session shows the name, e-mail and company: every instance reads them again.
      await request.server.sessions.userChanged(user.id);
      return getProfile(db, user.id);
    },
  );

  api.get(
    '/api/profiles/me/policies',
    { ...consumer, schema: { response: { 200: consumerPolicyListSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return { policies: await listConsumerPolicies(db, user.id) };
    },
  );

  api.get(
    '/api/profiles/me/vehicles',
    { ...consumer, schema: { response: { 200: vehicleListSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      reply.header('Cache-Control', 'no-store');
      return { vehicles: await listVehicles(db, user.id) };
    },
  );

  api.post(
    '/api/profiles/me/vehicles',
    { ...consumer, schema: { body: vehicleInputSchema, response: { 201: savedVehicleSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      return reply.status(201).send(await addVehicle(db, user.id, request.body));
    },
  );

  api.put(
    '/api/profiles/me/vehicles/:id',
    {
      ...consumer,
      schema: { params: idParams, body: vehicleInputSchema, response: { 200: savedVehicleSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'consumer');
      return updateVehicle(db, user.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/profiles/me/vehicles/:id',
    { ...consumer, schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireRole(request, 'consumer');
      await deleteVehicle(db, user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
