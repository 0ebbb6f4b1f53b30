import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../shared/paths';
import { translateValidationMessage } from '../../shared/validation-messages';
import type { Config } from '../config';
import { requestLanguage } from './errors';
import { precompressAssets } from './precompress';

/** The configuration the browser may see; nothing secret belongs here. */
export type PublicConfig = Pick<
  Config,
  | 'SUPPORT_EMAIL'
  | 'SUPPORT_PHONE'
  | 'MAIN_SITE_URL'
  | 'PUBLIC_ORIGIN'
  | 'SOCIAL_PROFILE_URLS'
  | 'AGENT_PRICING_TEXT_EN'
  | 'AGENT_PRICING_TEXT_ES'
>;

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * Public configuration travels as `<meta name="lion:...">` tags written into index.html once at
 * start-up: no extra request, and no inline script (the CSP forbids them). See decision 0016.
 */
export function injectPublicConfig(html: string, publicConfig: PublicConfig): string {
  const entries: [string, string | undefined][] = [
    ['lion:support-email', publicConfig.SUPPORT_EMAIL],
    ['lion:support-phone', publicConfig.SUPPORT_PHONE],
    ['lion:main-site-url', publicConfig.MAIN_SITE_URL],
    ['lion:public-origin', publicConfig.PUBLIC_ORIGIN],
    ['lion:social-profiles', publicConfig.SOCIAL_PROFILE_URLS.join(' ')],
    ['lion:agent-pricing-en', publicConfig.AGENT_PRICING_TEXT_EN],
    ['lion:agent-pricing-es', publicConfig.AGENT_PRICING_TEXT_ES],
  ];
  const tags = entries
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value)}" />`)
    .join('\n    ');
  return html.replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-/api GET
 * answered with index.html so client-side routes survive a reload: 200 for the app's routes
 * (`appRoutePatterns`), 404 for any other address. Unknown /api paths get JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  publicConfig?: PublicConfig,
): Promise<void> {
  const root = path.resolve(webDistDir);
  const indexPath = path.join(root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml =
    hasBuild && publicConfig
      ? injectPublicConfig(readFileSync(indexPath, 'utf8'), publicConfig)
      : undefined;
  if (hasBuild) {
    precompressAssets(root, (message) => app.log.warn(message));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Brotli or gzip siblings written by precompressAssets, chosen by Accept-Encoding.
      preCompressed: true,
      // robots.txt and sitemap.xml are served by the seo module with the site's origin, even if an
      // old build still has copies; compressed siblings are not URLs of their own.
      globIgnore: ['robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz', '**/*.tmp'],
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset (an old tab after a deploy) is a 404, never index.html parsed as code.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        message: translateValidationMessage(
          'routeNotFound',
          requestLanguage(request.headers['accept-language']),
          { route: `${request.method} ${request.url.split('?')[0]}` },
        ),
      });
    }
    reply.header('Cache-Control', 'no-cache');
    // Not a route of the app: still the app (its not-found screen), but with a real 404 status.
    const status = isAppRoute(request.url.split('?')[0] ?? '') ? 200 : 404;
    reply.status(status);
    if (indexHtml) return reply.status(status).type('text/html; charset=utf-8').send(indexHtml);
    return reply.sendFile('index.html');
  });
}
