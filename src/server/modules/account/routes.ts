import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionListSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
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
import { clearSessionCookie, requireSession } from '../../plugins/session';
import { recordActivity } from '../accounts/activity';
import {
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
    async (request) => {
      const user = await resetPassword(
        db,
        request.body.token,
        request.body.password,
        languageOf(request),
        origin,
      );
      // Every session of the account ends, on every instance.
      await app.sessions.endForUser(user.id, {});
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
      await app.sessions.endForUser(session.user.id, { exceptTokenHash: session.tokenHash });
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
      const ended = await app.sessions.endForUser(session.user.id, { id: request.params.id });
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
      const ended = await app.sessions.endForUser(session.user.id, {
        exceptTokenHash: session.tokenHash,
      });
      return { message: say(request, 'otherSessionsEnded'), ended: ended.length };
    },
  );
}
