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
 * Helmet's headers, computed once. @fastify/helmet rebuilds the whole helmet middleware (CSP
 * string included) on every request, which halved the throughput of small API answers in the
 * bench; without nonces the headers never vary, so they are read once from a probe app that
 * registers @fastify/helmet with the same options, and set from a constant.
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
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!responseOwnHeaders.has(name) && typeof value === 'string') headers[name] = value;
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
