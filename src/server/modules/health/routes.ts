import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

const databaseTimeoutMs = 2000;

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (request, reply) => {
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
