import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths, publicPagePaths } from '../../../shared/paths';
import type { Config } from '../../config';
import { badRequest } from '../../http-error';

/** Paths crawlers should skip: the API and the signed-in areas. `/agent$` keeps /agent-landing open. */
const disallowedPatterns = [
  '/api/',
  `${paths.agentDashboard}$`,
  `${paths.agentDashboard}/`,
  paths.profile,
  paths.debug,
];

/** The public origin: PUBLIC_ORIGIN when configured, else the origin the request came to. */
function siteOrigin(config: Pick<Config, 'PUBLIC_ORIGIN'>, request: FastifyRequest): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  // The Host header is the caller's: only a host name, IPv4 or [IPv6] with an optional port.
  if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(request.host)) {
    throw badRequest('invalidValue');
  }
  return `${request.protocol}://${request.host}`;
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Allow: ${paths.agentAuth}`,
    ...disallowedPatterns.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

export function buildSitemapXml(origin: string): string {
  const urls = publicPagePaths.map((pagePath) => {
    const priority = pagePath === paths.consumerLanding ? '1.0' : '0.8';
    return `  <url><loc>${escapeXml(origin + pagePath)}</loc><changefreq>weekly</changefreq><priority>${priority}</priority></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * How long a copy may be kept: an hour with PUBLIC_ORIGIN, whose files never depend on the
 * request. Without it they name the Host the caller sent, which nobody checked: `no-store` (and
 * `Vary: Host`), so no shared cache keeps a copy naming a forged host for the next crawler
 * (decision 0034).
 */
function cacheHeaders(config: Pick<Config, 'PUBLIC_ORIGIN'>): Record<string, string> {
  if (config.PUBLIC_ORIGIN) return { 'Cache-Control': 'public, max-age=3600' };
  return { 'Cache-Control': 'no-store', Vary: 'Host' };
}

/** robots.txt and sitemap.xml for the public pages (decisions 0019 and 0034). */
export function registerSeoRoutes(app: FastifyInstance, config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .headers(cacheHeaders(config))
      .send(buildRobotsTxt(siteOrigin(config, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .headers(cacheHeaders(config))
      .send(buildSitemapXml(siteOrigin(config, request))),
  );
}
