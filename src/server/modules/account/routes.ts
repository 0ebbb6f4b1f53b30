import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionListSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  emailChangeCancelledResponseSchema,
  emailChangedResponseSchema,
  emailChangeStatusSchema,
  forgotPasswordInputSchema,
  passwordResetResponseSchema,
  resetPasswordInputSchema,
  sessionIdParamsSchema,
  signedOutOthersSchema,
} from '../../../shared/contracts/account';
import { messageResponseSchema } from '../../../shared/contracts/auth';
import { linkTokenInputSchema } from '../../../shared/contracts/licences';
import { translateValidationMessage } from '../../../shared/validation-messages';
import { type Config, publicOrigin } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { authIpRateLimit } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { clearSessionCookie, requireSession, sessionPublicId } from '../../plugins/session';
import { setDeviceCookie, signDeviceCookie, spendAccountLinks } from '../auth';
import { recordActivity } from '../users';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  limitResetRequests,
  pendingEmailChange,
  requestEmailChange,
  resetPassword,
  sendResetLink,
} from './credentials';
import { listDevices } from './devices';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * The account's own life (issue 18): a forgotten password, a new password, a new e-mail address
 * proven by a link, and the list of signed-in devices. Decisions 0040 and 0041.
 */
export function registerAccountLifeRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(config);
  const rateLimited = { onRequest: authIpRateLimit(db, config) };
  const say = (request: FastifyRequest, key: string, params: Record<string, string> = {}) =>
    translateValidationMessage(key, languageOf(request), params);
  /**
   * Every credential or recovery event ends sessions through here: with them, the account's
   * outstanding links (reset, change of e-mail and its cancel link, sign-in) are spent, so that
   * someone who was shut out keeps no link to come back with (decision 0070). Ending one device
   * by an id that matched nothing spends nothing.
   */
  const endAccountAccess = async (
    userId: string,
    which: Parameters<typeof app.sessions.endForUser>[1],
  ) => {
    const ended = await app.sessions.endForUser(userId, which);
    if (!('id' in which) || ended.length > 0) await spendAccountLinks(db, userId);
    return ended;
  };

  // The same answer, as fast, whether or not the address has an account: the lookup and the
  // mail are written after the answer is sent.
  api.post(
    '/api/auth/forgot-password',
    {
      ...rateLimited,
      schema: { body: forgotPasswordInputSchema, response: { 202: messageResponseSchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      await limitResetRequests(db, email, request.ip);
      const locale = languageOf(request);
      reply.raw.once('finish', () => {
        sendResetLink(db, email, locale, origin).then(
          (sent) => {
            if (sent) app.mailOutbox.kick();
          },
          (error: unknown) => request.log.error({ err: error }, 'reset link not written'),
        );
      });
      return reply.status(202).send({ message: say(request, 'resetLinkSent') });
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      ...rateLimited,
      schema: { body: resetPasswordInputSchema, response: { 200: passwordResetResponseSchema } },
    },
    async (request, reply) => {
      const user = await resetPassword(
        db,
        request.body.token,
        request.body.password,
        languageOf(request),
        origin,
      );
      // Every session of the account ends, on every instance.
      await endAccountAccess(user.id, {});
      // The link proved the mailbox: this browser is trusted from now on, so a lock-out that
      // others caused by failing on the account no longer holds it back (decision 0037).
      setDeviceCookie(reply, await signDeviceCookie(db, user.id));
      app.mailOutbox.kick();
      return { message: say(request, 'passwordReset'), role: user.role };
    },
  );

  api.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const session = await requireSession(request);
      await changePassword(db, session.user.id, request.body, {
        ip: request.ip,
        locale: languageOf(request),
        origin,
      });
      await endAccountAccess(session.user.id, { exceptTokenHash: session.tokenHash });
      app.mailOutbox.kick();
      return { message: say(request, 'passwordChanged') };
    },
  );

  api.get(
    '/api/auth/change-email',
    { schema: { response: { 200: emailChangeStatusSchema } } },
    async (request) => {
      const session = await requireSession(request);
      const pending = await pendingEmailChange(db, session.user.id);
      return {
        pending: pending && { email: pending.email, expiresAt: pending.expiresAt.toISOString() },
      };
    },
  );

  api.post(
    '/api/auth/change-email',
    { schema: { body: changeEmailInputSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(request);
      await requestEmailChange(db, session.user.id, request.body, {
        ip: request.ip,
        locale: languageOf(request),
        origin,
      });
      app.mailOutbox.kick();
      return reply
        .status(202)
        .send({ message: say(request, 'emailChangeSent', { email: request.body.newEmail }) });
    },
  );

  api.post(
    '/api/auth/confirm-email-change',
    {
      ...rateLimited,
      schema: { body: linkTokenInputSchema, response: { 200: emailChangedResponseSchema } },
    },
    async (request) => {
      const user = await confirmEmailChange(db, request.body.token);
      // Every session of the account shows the new address (and company proof) at once.
      await app.sessions.userChanged(user.id);
      await recordActivity(db, user.id, 'email_confirmed');
      return { message: say(request, 'emailChanged', { email: user.email }), email: user.email };
    },
  );

  // "This was not me" from the notice mailed to the current address. Only a POST cancels: the
  // mailed link opens a page with a button (mail scanners open links, decision 0070).
  api.post(
    '/api/auth/cancel-email-change',
    {
      ...rateLimited,
      schema: {
        body: linkTokenInputSchema,
        response: { 200: emailChangeCancelledResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await cancelEmailChange(db, request.body.token);
      // Whoever asked knows the password: every session ends, this browser's included.
      await endAccountAccess(user.id, {});
      clearSessionCookie(reply);
      return { message: say(request, 'emailChangeCancelled'), role: user.role };
    },
  );

  api.get(
    '/api/auth/sessions',
    { schema: { response: { 200: accountSessionListSchema } } },
    async (request, reply) => {
      const session = await requireSession(request);
      const sessions = await listDevices(db, app.sessions, session.user.id, session.tokenHash);
      reply.header('Cache-Control', 'no-store');
      return { sessions };
    },
  );

  api.delete(
    '/api/auth/sessions/:id',
    { schema: { params: sessionIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const session = await requireSession(request);
      const isThisDevice = sessionPublicId(session.tokenHash) === request.params.id;
      // Signing out another device is a recovery step; signing out this one is a logout.
      const ended = isThisDevice
        ? await app.sessions.endForUser(session.user.id, { id: request.params.id })
        : await endAccountAccess(session.user.id, { id: request.params.id });
      if (ended.length === 0) throw notFound('sessionNotFound');
      if (ended.includes(session.tokenHash)) clearSessionCookie(reply);
      return { message: say(request, 'sessionEnded') };
    },
  );

  api.post(
    '/api/auth/sessions/sign-out-others',
    { schema: { response: { 200: signedOutOthersSchema } } },
    async (request) => {
      const session = await requireSession(request);
      const ended = await endAccountAccess(session.user.id, {
        exceptTokenHash: session.tokenHash,
      });
      return { message: say(request, 'otherSessionsEnded'), ended: ended.length };
    },
  );
}
