import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogSchema,
  figuresQuerySchema,
  figuresSchema,
  peopleSearchQuerySchema,
  peopleSearchResultSchema,
  personDetailSchema,
  revocationInputSchema,
  suspensionInputSchema,
} from '../../../shared/contracts/admin';
import { adminReviewListSchema } from '../../../shared/contracts/reviews';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { requireRole, roleGuard } from '../../plugins/session';
import { hideReview, listReviewsForModeration } from '../reviews';
import { listAudit, writeAudit } from './audit';
import { computeFigures, figuresCsv } from './figures';
import { readPerson, searchPeople } from './people';
import { registerReportRoutes } from './report-routes';
import { reinstateUser, revokeLicenceLine, suspendUser } from './suspension';

const userIdParams = z.object({ userId: z.uuid({ message: 'personNotFound' }) });
const doneSchema = z.object({ ok: z.literal(true) });

/**
 * The operator's console (issue 31, decision 0090): every route behind the admin role guard,
 * every change written to the audit log in its own transaction.
 */
export function registerAdminRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminsOnly = roleGuard('admin');
  const operator = async (request: Parameters<typeof requireRole>[0]) => {
    const admin = await requireRole(request, 'admin');
    return { id: admin.id, email: admin.email };
  };

  api.get(
    '/api/admin/people',
    {
      ...adminsOnly,
      schema: { querystring: peopleSearchQuerySchema, response: { 200: peopleSearchResultSchema } },
    },
    async (request, reply) => {
      await operator(request);
      reply.header('Cache-Control', 'no-store');
      return { items: await searchPeople(db, request.query.q) };
    },
  );

  api.get(
    '/api/admin/people/:userId',
    { ...adminsOnly, schema: { params: userIdParams, response: { 200: personDetailSchema } } },
    async (request, reply) => {
      await operator(request);
      reply.header('Cache-Control', 'no-store');
      return readPerson(db, request.params.userId);
    },
  );

  api.post(
    '/api/admin/people/:userId/suspend',
    {
      ...adminsOnly,
      schema: { params: userIdParams, body: suspensionInputSchema, response: { 200: doneSchema } },
    },
    async (request) => {
      const admin = await operator(request);
      const { userId } = request.params;
      await suspendUser(db, admin, userId, request.body.reason, config.SUPPORT_EMAIL);
      // Committed first, so no new session can start; then every session and socket ends.
      await app.sessions.endForUser(userId, {});
      await app.sessions.userChanged(userId);
      app.mailOutbox.kick();
      app.leadJob.kick();
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/people/:userId/reinstate',
    {
      ...adminsOnly,
      schema: { params: userIdParams, body: suspensionInputSchema, response: { 200: doneSchema } },
    },
    async (request) => {
      const admin = await operator(request);
      await reinstateUser(db, admin, request.params.userId, request.body.reason);
      await app.sessions.userChanged(request.params.userId);
      app.mailOutbox.kick();
      app.leadJob.kick();
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/people/:userId/revoke-line',
    {
      ...adminsOnly,
      schema: {
        params: userIdParams,
        body: revocationInputSchema,
        response: { 200: z.object({ closedLeads: z.number() }) },
      },
    },
    async (request) => {
      const admin = await operator(request);
      const { reason, ...pair } = request.body;
      const result = await revokeLicenceLine(db, admin, request.params.userId, pair, reason);
      app.mailOutbox.kick();
      app.leadJob.kick();
      return result;
    },
  );

  api.get(
    '/api/admin/audit',
    { ...adminsOnly, schema: { response: { 200: auditLogSchema } } },
    async (request, reply) => {
      await operator(request);
      reply.header('Cache-Control', 'no-store');
      return { items: await listAudit(db) };
    },
  );

  api.get(
    '/api/admin/figures',
    {
      ...adminsOnly,
      schema: { querystring: figuresQuerySchema, response: { 200: figuresSchema } },
    },
    async (request, reply) => {
      await operator(request);
      reply.header('Cache-Control', 'no-store');
      return computeFigures(db, Number(request.query.days));
    },
  );

  api.get(
    '/api/admin/figures.csv',
    { ...adminsOnly, schema: { querystring: figuresQuerySchema } },
    async (request, reply) => {
      const admin = await operator(request);
      const days = Number(request.query.days);
      const figures = await computeFigures(db, days);
      // Data leaving the console: who took which figures, and when.
      await writeAudit(db, admin, 'figures_downloaded', { detail: { days } });
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="lion-figures-${figures.from}-to-${figures.to}.csv"`,
        );
      return figuresCsv(figures);
    },
  );

  api.get(
    '/api/admin/reviews',
    { ...adminsOnly, schema: { response: { 200: adminReviewListSchema } } },
    async (request, reply) => {
      await operator(request);
      reply.header('Cache-Control', 'no-store');
      return { items: await listReviewsForModeration(db) };
    },
  );

  // A review that breaks the written rules (/terms) is hidden, never deleted; the reason is kept
  // on the review and in the audit log, in one transaction.
  api.post(
    '/api/admin/reviews/:id/hide',
    {
      ...adminsOnly,
      schema: { params: idParams, body: suspensionInputSchema, response: { 200: doneSchema } },
    },
    async (request) => {
      const admin = await operator(request);
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const { agentId } = await hideReview(tx, request.params.id, reason);
        await writeAudit(tx, admin, 'review_hidden', {
          targetUserId: agentId,
          reason,
          detail: { reviewId: request.params.id },
        });
      });
      return { ok: true as const };
    },
  );
  registerReportRoutes(app, db);
}
