import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reverseGeocodeQuerySchema } from '../../../shared/contracts/geolocation';
import { stateMainCities } from '../../../shared/states/state-names';
import { notFound } from '../../http-error';
import { locateIp } from './ip-location';
import { nearestCity } from './nearest-city';
import { stateAtPoint } from './state-boundaries';

const ipMessages = {
  'non-public': 'No location is known for a private, loopback or reserved address.',
  unknown: 'No US state is known for this address.',
  'outside-us': 'This address is outside the United States.',
} as const;

/**
 * GET /api/geolocation: the caller's state from the bundled GeoLite2 database. `request.ip`
 * honours X-Forwarded-For only from TRUSTED_PROXIES (Fastify trustProxy).
 * GET /api/reverse-geocode: the state containing a point and the nearest ZIP code city.
 */
export function registerGeoRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/geolocation', async (request, reply) => {
    const outcome = await locateIp(request.ip);
    if (outcome.kind !== 'found') throw notFound(ipMessages[outcome.kind]);
    reply.header('Cache-Control', 'private, no-store');
    return outcome.result;
  });

  routes.get(
    '/api/reverse-geocode',
    { schema: { querystring: reverseGeocodeQuerySchema } },
    async (request, reply) => {
      const { lat, lon } = request.query;
      const state = stateAtPoint(lat, lon);
      if (!state)
        throw notFound('This point is not in the 50 US states or the District of Columbia.');
      reply.header('Cache-Control', 'public, max-age=86400');
      return { state, city: nearestCity(state, lat, lon) ?? stateMainCities[state], country: 'US' };
    },
  );
}
