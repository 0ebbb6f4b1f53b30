import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestValidationMessages } from '../../shared/request-validation-messages';
import type { Config } from '../config';
import { forbidden } from '../http-error';
import { boundedMemo } from '../lib/bounded-memo';

/** The only methods a page of another site may send: they change nothing. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** In English; answered in the caller's language (keys of validation-messages.ts). */
export const originCheckMessages = {
  crossSite: requestValidationMessages.en.crossSiteRefused,
  missingMarker: requestValidationMessages.en.appMarkerMissing,
} as const;

export function publicOriginOf(config: Pick<Config, 'PUBLIC_ORIGIN'>): string | undefined {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : undefined;
}

/**
 * Whether the request comes from a page of this origin. Sec-Fetch-Site, when the browser sends
 * it, must say `same-origin` (`same-site` is another port or a sibling host: refused). Without
 * it, or with `requireOrigin` (the WebSocket handshake, where browsers always send Origin), the
 * Origin header must be this origin: the configured public origin, or the Host's. A request with
 * neither header is refused.
 */
export function isSameOrigin(
  request: FastifyRequest,
  publicOrigin: string | undefined,
  options: { requireOrigin?: boolean } = {},
): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  // Set by the browser itself, which no page can forge: enough where Origin is not required.
  if (fetchSite === 'same-origin' && !options.requireOrigin) return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin && origin === publicOrigin) return true;
  const host = hostOfOrigin(origin);
  return host !== null && host === request.host;
}

/**
 * The host an Origin names, as the URL parser reads it; null for one it cannot read. Parsing it
 * was a fifth of the origin check's time on every state-changing request (the estimate bench),
 * yet a site's pages send a handful of origins.
 */
const hostOfOrigin = boundedMemo(
  (origin) => (URL.canParse(origin) ? new URL(origin).host : null),
  256,
);

/** Route config of the one route a page of another site may POST to (see the hook below). */
export interface CrossSiteRouteConfig {
  oneClickUnsubscribe?: true;
}

function isCrossSiteRoute(request: FastifyRequest): boolean {
  return (
    (request.routeOptions.config as CrossSiteRouteConfig | undefined)?.oneClickUnsubscribe === true
  );
}

/**
 * Every request with a method other than GET, HEAD or OPTIONS must come from this origin and
 * carry the `X-Requested-With: XMLHttpRequest` marker of the app's request helper (a cross-site
 * form cannot set it, and a cross-site fetch that sets it needs a CORS preflight this server never
 * grants).
 *
 * Decided by the method, on whatever route the router matched (onRequest runs after routing):
 * never by reading the URL, whose spelling (`/%61pi/...`, `//api`, `;params`) the router decodes
 * its own way. A state-changing request the router cannot match meets the same check before its
 * 404, so no spelling reaches a handler without it. See decision 0033.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const publicOrigin = publicOriginOf(config);
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method)) return done();
    // The one route whose POST comes from elsewhere by design: a mail client's one-click
    // unsubscribe (RFC 8058). Marked on that route, never read from the URL; its signed token is
    // the whole authority and it can only turn one kind of e-mail off (decision 0062).
    if (isCrossSiteRoute(request)) return done();
    if (!isSameOrigin(request, publicOrigin)) return done(forbidden('crossSiteRefused'));
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return done(forbidden('appMarkerMissing'));
    }
    done();
  });
}
