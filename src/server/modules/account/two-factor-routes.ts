import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicUser } from '../../../shared/contracts/auth';
import { messageResponseSchema } from '../../../shared/contracts/auth';
import { linkTokenInputSchema } from '../../../shared/contracts/licences';
import {
  recoveryCodesSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorLostInputSchema,
  twoFactorLostResponseSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/two-factor';
import { translateValidationMessage } from '../../../shared/validation-messages';
import { type Config, publicOrigin } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { enqueueMail } from '../../mail/outbox';
import { type TwoFactorChange, twoFactorChangedMail } from '../../mail/two-factor-templates';
import { authIpRateLimit, recordFailedSignIn } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { requireSession, requireUser } from '../../plugins/session';
import type { LiveSession } from '../../plugins/session-cache';
import {
  beginFactorRemoval,
  cancelFactorRemoval,
  cancelFactorRemovalByLink,
  disableTwoFactor,
  enableTwoFactor,
  factorRemovalDueAt,
  isTwoFactorEnabled,
  limitCodeChecks,
  limitFactorRemovals,
  limitSetups,
  replaceRecoveryCodes,
  startSetup,
  takeAnyCode,
  takeTotpCode,
  twoFactorStatus,
} from '../two-factor';
import { assertCurrentPassword, resetPassword } from './credentials';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * 403 unless this admin session passed the second factor (decision 0075); on a deployment
     * without https, an admin who has no second factor passes (the embedded demo).
     */
    requireAdminTwoFactor: (session: LiveSession) => Promise<void>;
  }
}

/** Enrolment and management of two-factor sign-in (decisions 0038, 0074); the code step is in auth. */
export function registerTwoFactorRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(config);
  const rateLimited = { onRequest: authIpRateLimit(db, config) };
  const languageOf = (request: FastifyRequest) =>
    requestLanguage(request.headers['accept-language']);

  // The session, not the account, must have passed the code: a session from before enrolment,
  // or from a sign-in link, does not review (decision 0075).
  app.decorate('requireAdminTwoFactor', async (session: LiveSession) => {
    if (session.secondFactorAt) return;
    if (await isTwoFactorEnabled(db, session.user.id)) {
      throw new HttpError(403, 'twoFactorSessionRequired');
    }
    if (app.isHttpsOrigin) throw new HttpError(403, 'twoFactorEnrolmentRequired');
  });

  /**
   * The current password, counted with the change of password's checks (per account and per
   * client) and, when wrong, as a failed sign-in of the account (decision 0074).
   */
  const assertPassword = async (request: FastifyRequest, user: PublicUser, password: string) => {
    try {
      await assertCurrentPassword(db, user.id, password, request.ip);
    } catch (error) {
      if (error instanceof HttpError && error.message === 'currentPasswordWrong') {
        await recordFailedSignIn(db, user.email);
      }
      throw error;
    }
  };

  const notify = async (request: FastifyRequest, user: PublicUser, change: TwoFactorChange) => {
    await enqueueMail(
      db,
      twoFactorChangedMail(languageOf(request), user.email, change, new Date()),
    );
    app.mailOutbox.kick();
  };

  api.get(
    '/api/auth/2fa',
    { schema: { response: { 200: twoFactorStatusSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('Cache-Control', 'no-store');
      const [status, removalDueAt] = await Promise.all([
        twoFactorStatus(db, user.id),
        factorRemovalDueAt(db, user.id),
      ]);
      return {
        ...status,
        required: user.role === 'admin' && app.isHttpsOrigin,
        removalDueAt: status.enabled ? (removalDueAt?.toISOString() ?? null) : null,
      };
    },
  );

  api.post(
    '/api/auth/2fa/setup',
    { schema: { body: twoFactorSetupInputSchema, response: { 200: twoFactorSetupSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitSetups(db, user.id);
      await assertPassword(request, user, request.body.currentPassword);
      reply.header('Cache-Control', 'no-store');
      return startSetup(db, user);
    },
  );

  api.post(
    '/api/auth/2fa/enable',
    { schema: { body: twoFactorEnableInputSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const session = await requireSession(request);
      const { user } = session;
      await limitCodeChecks(db, user.id);
      await assertPassword(request, user, request.body.currentPassword);
      const recoveryCodes = await enableTwoFactor(db, user.id, request.body.code);
      // The enrolling session has just passed the second factor; every other one has not.
      await app.sessions.setSecondFactor(user.id, { tokenHash: session.tokenHash }, true);
      await notify(request, user, 'enabled');
      reply.header('Cache-Control', 'no-store');
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/auth/2fa/recovery-codes',
    { schema: { body: twoFactorEnableInputSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitCodeChecks(db, user.id);
      if (!(await isTwoFactorEnabled(db, user.id))) throw new HttpError(409, 'twoFactorNotEnabled');
      await assertPassword(request, user, request.body.currentPassword);
      if (!(await takeTotpCode(db, user.id, request.body.code, 'enabled'))) {
        throw new HttpError(400, 'twoFactorCodeWrong');
      }
      const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
      await notify(request, user, 'recoveryCodes');
      reply.header('Cache-Control', 'no-store');
      return { recoveryCodes };
    },
  );

  api.post(
    '/api/auth/2fa/disable',
    { schema: { body: twoFactorDisableInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await limitCodeChecks(db, user.id);
      if (!(await isTwoFactorEnabled(db, user.id))) throw new HttpError(409, 'twoFactorNotEnabled');
      await assertPassword(request, user, request.body.currentPassword);
      if (!(await takeAnyCode(db, user.id, request.body.code))) {
        throw new HttpError(400, 'twoFactorCodeWrong');
      }
      await disableTwoFactor(db, user.id);
      // A session's pass means "passed the factor the account has"; there is none now.
      await app.sessions.setSecondFactor(user.id, 'all', false);
      await notify(request, user, 'disabled');
      return { message: translateValidationMessage('twoFactorDisabled', languageOf(request)) };
    },
  );

  // "I lost my second factor", from the reset page: the link proves the mailbox, the new
  // password is set at once (ending every session, so a thief's session cannot cancel), and the
  // 72-hour wait starts (decision 0074).
  api.post(
    '/api/auth/2fa/lost',
    {
      ...rateLimited,
      schema: { body: twoFactorLostInputSchema, response: { 200: twoFactorLostResponseSchema } },
    },
    async (request) => {
      await limitFactorRemovals(db, request.ip);
      const locale = languageOf(request);
      let dueAt = new Date();
      let isRemoved = false;
      const user = await resetPassword(
        db,
        request.body.token,
        request.body.password,
        locale,
        origin,
        async (tx, account, factorRemoved) => {
          // A wait that was over ended with this reset: nothing is left to wait for.
          isRemoved = factorRemoved;
          if (!factorRemoved) {
            dueAt = await beginFactorRemoval(tx, account, { locale, origin, now: dueAt });
          }
        },
      );
      await app.sessions.endForUser(user.id, {});
      app.mailOutbox.kick();
      const date = dueAt.toISOString().slice(0, 16).replace('T', ' ');
      return {
        message: isRemoved
          ? translateValidationMessage('twoFactorRemoved', locale)
          : translateValidationMessage('twoFactorLostStarted', locale, { date }),
        role: user.role,
        removalDueAt: dueAt.toISOString(),
      };
    },
  );

  // The mail's one-click cancel: the link alone, no session.
  api.post(
    '/api/auth/2fa/lost/cancel',
    {
      ...rateLimited,
      schema: { body: linkTokenInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await cancelFactorRemovalByLink(db, request.body.token);
      return {
        message: translateValidationMessage('twoFactorRemovalCancelled', languageOf(request)),
      };
    },
  );

  // The signed-in owner cancels. Nothing here or elsewhere shortens the wait.
  api.delete(
    '/api/auth/2fa/lost',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await cancelFactorRemoval(db, user.id);
      return {
        message: translateValidationMessage('twoFactorRemovalCancelled', languageOf(request)),
      };
    },
  );
}
