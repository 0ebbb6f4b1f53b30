import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers that belong to the probe's own response, not to helmet. */
const responseOwnHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * What an answer under /api keeps of helmet's headers. Those answers are JSON (or a download),
 * never a page a browser renders with scripts, frames or links: the document CSP, the opener,
 * referrer and legacy switches mean nothing there. Each answer instead carries the strictest CSP,
 * which loads nothing and cannot be framed (OWASP's REST security headers), and stays about
 * 500 bytes shorter (decision 0067).
 */
const apiKeptHeaders = new Set([
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers, computed once. @fastify/helmet rebuilds the whole helmet middleware (CSP
 * string included) on every request, which halved the throughput of small API answers in the
 * bench (decision 0009); without nonces the headers never vary, so they are read once from a
 * probe app that registers @fastify/helmet with the same options, and set from constants.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'probe');
  const response = await probe.inject('/');
  await probe.close();
  const documentHeaders: Record<string, string> = {};
  const apiHeaders: Record<string, string> = {
    'content-security-policy': apiContentSecurityPolicy,
  };
  for (const [name, value] of Object.entries(response.headers)) {
    if (responseOwnHeaders.has(name) || typeof value !== 'string') continue;
    documentHeaders[name] = value;
    if (apiKeptHeaders.has(name)) apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
}
