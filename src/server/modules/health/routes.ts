import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

const databaseTimeoutMs = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set once the process is going away (SIGTERM): `/api/health` answers 503 draining so a load
     * balancer stops sending, while requests already here finish (see docs/operations.md).
     */
    drain: { isDraining: boolean };
  }
}

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.decorate('drain', { isDraining: false });
  app.get('/api/health', async (request, reply) => {
    if (app.drain.isDraining) {
      return reply.status(503).header('Retry-After', '5').header('Connection', 'close').send({
        status: 'draining',
        message: 'This server is shutting down. Please try again shortly.',
      });
    }
    try {
      await database.ping(databaseTimeoutMs);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).header('Retry-After', '5').send({
        status: 'unavailable',
        db: 'unreachable',
        message: 'The database is not answering. Please try again shortly.',
      });
    }
  });
}
