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
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
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

/** robots.txt and sitemap.xml for the public pages (decision 0019). */
export function registerSeoRoutes(app: FastifyInstance, config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildRobotsTxt(siteOrigin(config, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildSitemapXml(siteOrigin(config, request))),
  );
}
