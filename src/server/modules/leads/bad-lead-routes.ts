import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadReportInputSchema, leadReportSchema } from '../../../shared/contracts/bad-leads';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { enforceActionLimits, ipLimitFactor } from '../../plugins/abuse-limits';
import { requireRole, roleGuard } from '../../plugins/session';
import { reportLead } from './bad-leads';
import type { LeadJob } from './lead-job';

/** Reports an agent may make in an hour (and an address, times `ipLimitFactor`). */
export const leadReportsPerHour = 30;

/** An agent reports a lead it holds (issue 29, item 7; decision 0125). */
export function registerBadLeadRoutes(app: FastifyInstance, db: Db, job: LeadJob): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/agent/leads/:id/report',
    {
      ...roleGuard('agent'),
      schema: {
        params: idParams,
        body: leadReportInputSchema,
        response: { 201: leadReportSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'agent');
      // Counted before the lead is looked up: guessing ids costs the same as reporting.
      await enforceActionLimits(
        db,
        [
          { key: `leadReports:user:${user.id}`, max: leadReportsPerHour },
          { key: `leadReports:ip:${request.ip}`, max: leadReportsPerHour * ipLimitFactor },
        ],
        60 * 60 * 1000,
        'tooManyActions',
      );
      const report = await reportLead(db, user.id, request.params.id, request.body);
      // The closed lead's request goes back to matching now.
      job.kick();
      reply.code(201);
      return report;
    },
  );
}
