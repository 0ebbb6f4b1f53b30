import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suspensionInputSchema } from '../../../shared/contracts/admin';
import { adminReportsSchema } from '../../../shared/contracts/bad-leads';
import type { Db } from '../../db/client';
import { requireRole, roleGuard } from '../../plugins/session';
import { clearConsumerForMatching, listReports } from '../leads';
import { writeAudit } from './audit';

/** A malformed id is a 404 like an unknown one (`clearConsumerForMatching` asks `isUuid`). */
const consumerParams = z.object({ consumerId: z.string() });

/**
 * The operator's Reports view (issue 29, item 7; decision 0126): reports per consumer and per
 * agent, and clearing a consumer held for review, with the reason in the audit log (same tx).
 */
export function registerReportRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminsOnly = roleGuard('admin');

  api.get(
    '/api/admin/reports',
    { ...adminsOnly, schema: { response: { 200: adminReportsSchema } } },
    async (request, reply) => {
      await requireRole(request, 'admin');
      reply.header('Cache-Control', 'no-store');
      return listReports(db);
    },
  );

  api.post(
    '/api/admin/reports/consumers/:consumerId/clear',
    {
      ...adminsOnly,
      schema: {
        params: consumerParams,
        body: suspensionInputSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const { consumerId } = request.params;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const { agentsSinceCleared } = await clearConsumerForMatching(
          tx,
          admin.id,
          consumerId,
          reason,
        );
        await writeAudit(
          tx,
          { id: admin.id, email: admin.email },
          'consumer_cleared_for_matching',
          {
            targetUserId: consumerId,
            reason,
            detail: { reportingAgents: agentsSinceCleared },
          },
        );
      });
      app.leadJob.kick();
      return { ok: true as const };
    },
  );
}
