import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  decodedVinSchema,
  vehicleMakesQuerySchema,
  vehicleMakesSchema,
  vehicleModelsQuerySchema,
  vehicleModelsSchema,
  vehicleYearsSchema,
  vinParamsSchema,
} from '../../../shared/contracts/vehicles';
import { vinProblem } from '../../../shared/vin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { boundedMemo } from '../../lib/bounded-memo';
import { BatchedCounters } from '../../plugins/batched-counters';
import { vehicleData } from './vehicle-data';

const minuteMs = 60_000;

/**
 * The vehicle lookups of the quote flow, for anyone (the flow is public; they store nothing):
 * `GET /api/vehicles/vin/:vin`, `/api/vehicles/years`, `/api/vehicles/makes?year=`,
 * `/api/vehicles/models?year=&make=`. Limited per address like the estimates (decided in memory,
 * shared in batches: decision 0030), since every lookup reads the vPIC data.
 */
export function registerVehicleRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const counters = new BatchedCounters(db, minuteMs, app.log);
  app.addHook('onClose', () => counters.stop());
  const max = config.VEHICLE_LOOKUP_RATE_LIMIT_PER_MINUTE;
  const addressKey = boundedMemo((ip) => `vehicles:ip:${ip}`, 10_000);
  const limited = {
    onRequest: (request: { ip: string }, _reply: unknown, done: (error?: Error) => void) => {
      const verdict = counters.hit(addressKey(request.ip), max);
      if (verdict.allowed) return done();
      done(
        new HttpError(
          429,
          'tooManyVehicleLookups',
          { 'Retry-After': String(verdict.retryAfterSeconds) },
          { count: verdict.retryAfterSeconds },
        ),
      );
    },
  };

  api.get(
    '/api/vehicles/vin/:vin',
    { ...limited, schema: { params: vinParamsSchema, response: { 200: decodedVinSchema } } },
    async (request, reply) => {
      const vin = request.params.vin.trim().toUpperCase();
      // The check digit is said first: a typo is likelier than a car missing from the data.
      const problem = vinProblem(vin);
      if (problem === 'format') throw new HttpError(400, 'vinInvalid');
      if (problem === 'checkDigit') throw new HttpError(400, 'vinCheckDigit');
      const decoded = await (await vehicleData()).decode(vin);
      if (!decoded) throw notFound('vinNotFound');
      reply.header('Cache-Control', 'private, max-age=86400');
      return decoded;
    },
  );

  api.get(
    '/api/vehicles/years',
    { ...limited, schema: { response: { 200: vehicleYearsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return { years: (await vehicleData()).years() };
    },
  );

  api.get(
    '/api/vehicles/makes',
    {
      ...limited,
      schema: { querystring: vehicleMakesQuerySchema, response: { 200: vehicleMakesSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return { makes: (await vehicleData()).makes(request.query.year) };
    },
  );

  api.get(
    '/api/vehicles/models',
    {
      ...limited,
      schema: { querystring: vehicleModelsQuerySchema, response: { 200: vehicleModelsSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      const { year, make } = request.query;
      return { models: (await vehicleData()).models(year, make) };
    },
  );
}
