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
 * Helmet headers that only ever mean something for a document a browser renders (legacy IE and
 * Flash switches, DNS prefetching, origin-keyed agent clusters). JSON under /api, served with
 * `nosniff`, is never rendered, so those answers leave them out; the CSP, frame, referrer,
 * cross-origin and nosniff headers stay on every answer.
 */
const documentOnlyHeaders = new Set([
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

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
  const apiHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (responseOwnHeaders.has(name) || typeof value !== 'string') continue;
    documentHeaders[name] = value;
    if (!documentOnlyHeaders.has(name)) apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
}
