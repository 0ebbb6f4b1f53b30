import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestValidationMessages } from '../../shared/request-validation-messages';
import type { Config } from '../config';
import { forbidden } from '../http-error';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** In English; answered in the caller's language (keys of validation-messages.ts). */
export const originCheckMessages = {
  crossSite: requestValidationMessages.en.crossSiteRefused,
  missingMarker: requestValidationMessages.en.appMarkerMissing,
} as const;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether the request comes from a page of this site: Sec-Fetch-Site when the browser sends it,
 * else the Origin header compared with the Host (or the configured public origin, behind a proxy).
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Every state-changing /api request must come from this origin and carry the
 * `X-Requested-With: XMLHttpRequest` marker of the app's request helper (a cross-site form cannot
 * set it, and a cross-site fetch that sets it needs a CORS preflight this server never grants).
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const publicOrigin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!stateChangingMethods.has(request.method) || !isApiPath(request.url)) return done();
    if (!isSameOrigin(request, publicOrigin)) return done(forbidden('crossSiteRefused'));
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return done(forbidden('appMarkerMissing'));
    }
    done();
  });
}
