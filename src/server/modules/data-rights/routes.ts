import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteAttemptsPerHour,
  dataExportFileName,
  dataExportsPerHour,
  deleteAccountInputSchema,
  deleteAccountResultSchema,
} from '../../../shared/contracts/data-rights';
import type { Db } from '../../db/client';
import { enforceActionLimits, ipLimitFactor } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { clearSessionCookie, requireSession } from '../../plugins/session';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-data';

const hourMs = 60 * 60 * 1000;

/** Delete my account and Download my data, for every signed-in account (decisions 0042, 0043). */
export function registerDataRightsRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/account/export', async (request, reply) => {
    const session = await requireSession(request);
    const userId = session.user.id;
    await enforceActionLimits(
      db,
      [
        { key: `data-export:user:${userId}`, max: dataExportsPerHour },
        { key: `data-export:ip:${request.ip}`, max: dataExportsPerHour * ipLimitFactor },
      ],
      hourMs,
      'tooManyActions',
    );
    const now = new Date();
    const data = await exportAccountData(db, userId, session.tokenHash, now);
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${dataExportFileName(now)}"`);
    return reply.send(JSON.stringify(data, null, 2));
  });

  api.post(
    '/api/account/delete',
    {
      // Signed in first (401 before the body is read), then the attempt is counted.
      onRequest: async (request) => {
        const session = await requireSession(request);
        await enforceActionLimits(
          db,
          [
            { key: `account-delete:user:${session.user.id}`, max: accountDeleteAttemptsPerHour },
            {
              key: `account-delete:ip:${request.ip}`,
              max: accountDeleteAttemptsPerHour * ipLimitFactor,
            },
          ],
          hourMs,
          'tooManyActions',
        );
      },
      schema: { body: deleteAccountInputSchema, response: { 200: deleteAccountResultSchema } },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { role, endedSessions } = await deleteAccount(
        db,
        session.user.id,
        request.body.password,
        requestLanguage(request.headers['accept-language']),
      );
      // Every instance forgets the account's sessions at once and closes their live sockets, as
      // at a logout; this browser's cookie goes too.
      await request.server.sessions.announceEnded(endedSessions);
      await request.server.sessions.userChanged(session.user.id);
      clearSessionCookie(reply);
      request.server.mailOutbox.kick();
      // Requests the agent held want agents again: match them now rather than at the next pass.
      if (role === 'agent') request.server.leadJob.kick();
      return { deleted: true as const };
    },
  );
}
