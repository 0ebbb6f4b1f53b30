import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionRefreshResponseSchema } from '../../../shared/contracts/agents';
import {
  agentLoginInputSchema,
  agentRegistrationInputSchema,
  consumerRegistrationInputSchema,
  loginInputSchema,
  messageResponseSchema,
  publicUserSchema,
} from '../../../shared/contracts/auth';
import {
  emailConfirmationStatusSchema,
  emailConfirmedResponseSchema,
  linkTokenInputSchema,
} from '../../../shared/contracts/licences';
import {
  signInResponseSchema,
  twoFactorLoginInputSchema,
} from '../../../shared/contracts/two-factor';
import { translateValidationMessage } from '../../../shared/validation-messages';
import { type Config, publicOrigin } from '../../config';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-error';
import { authIpRateLimit } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { toPublicUser } from '../../plugins/public-user';
import {
  clearSessionCookie,
  requireRole,
  requireSession,
  roleGuard,
  sessionCookieName,
  setSessionCookie,
} from '../../plugins/session';
import {
  isTwoFactorEnabled,
  limitCodeChecks,
  readPendingToken,
  signPendingToken,
  takeRecoveryCode,
  takeTotpCode,
} from '../two-factor';
import { recordActivity } from '../users';
import { deviceCookieName, setDeviceCookie, signDeviceCookie } from './device-cookie';
import { confirmEmail, resendConfirmationMail } from './email-confirmation';
import { consumeLinkToken } from './link-tokens';
import { registerAgent, registerConsumer } from './register';
import { invalidCredentialsMessage, type SignInDoor, signIn } from './sign-in';

export const loggedOutMessage = 'Logged out successfully';

/**
 * A new session for the user (the one the browser held is deleted), set as the cookie.
 * `secondFactor`: the sign-in passed the code step (decision 0075).
 */
async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  secondFactor = false,
) {
  const previousToken = request.cookies[sessionCookieName];
  const session = await request.server.sessions.create(
    user.id,
    user.role,
    previousToken,
    { userAgent: request.headers['user-agent'], ip: request.ip },
    secondFactor,
  );
  setSessionCookie(reply, session);
  // A browser that signed in is a trusted device from now on (decision 0037).
  setDeviceCookie(reply, await signDeviceCookie(db, user.id));
  await recordActivity(db, user.id, 'signed_in');
}

/** Ends the caller's session, if any, on the server and in the browser. */
async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieName];
  if (token) {
    const ended = await request.server.sessions.delete(token);
    if (ended) await recordActivity(db, ended.userId, 'signed_out');
  }
  clearSessionCookie(reply);
}

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(config);
  const rateLimited = { onRequest: authIpRateLimit(db, config) };
  const userReply = { response: { 200: publicUserSchema, 201: publicUserSchema } };

  const signInContext = (request: FastifyRequest) => ({
    deviceCookie: request.cookies[deviceCookieName],
    siteUrl: origin,
    onMailQueued: () => app.mailOutbox.kick(),
  });
  /**
   * With two-factor sign-in on, a first step (the password, or a sign-in link) only opens the
   * code step (decisions 0038, 0075); without it, the session starts.
   */
  const finishFirstStep = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    if (await isTwoFactorEnabled(db, user.id)) {
      const pending = await signPendingToken(db, user.id);
      reply.header('Cache-Control', 'no-store');
      return {
        twoFactorRequired: true as const,
        pendingToken: pending.pendingToken,
        expiresAt: pending.expiresAt.toISOString(),
      };
    }
    await startSession(db, request, reply, user);
    return toPublicUser(user);
  };
  const signInAt = (door: SignInDoor) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { email, password } = request.body as { email: string; password: string };
    const user = await signIn(db, email, password, door, signInContext(request));
    return finishFirstStep(request, reply, user);
  };
  const signInReply = { response: { 200: signInResponseSchema } };
  api.post(
    '/api/agent/login',
    { ...rateLimited, schema: { body: agentLoginInputSchema, ...signInReply } },
    signInAt('agent'),
  );
  api.post(
    '/api/auth/login',
    { ...rateLimited, schema: { body: loginInputSchema, ...signInReply } },
    signInAt('consumer'),
  );
  // The code step of either door: a code from the app or a single-use recovery code.
  api.post(
    '/api/auth/login/2fa',
    { ...rateLimited, schema: { body: twoFactorLoginInputSchema, ...userReply } },
    async (request, reply) => {
      const userId = await readPendingToken(db, request.body.pendingToken);
      await limitCodeChecks(db, userId);
      const { code, recoveryCode } = request.body;
      const accepted = code
        ? await takeTotpCode(db, userId, code, 'enabled')
        : await takeRecoveryCode(db, userId, recoveryCode ?? '');
      if (!accepted) throw new HttpError(400, code ? 'twoFactorCodeWrong' : 'recoveryCodeWrong');
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized('twoFactorPendingExpired');
      await startSession(db, request, reply, user, true);
      return toPublicUser(user);
    },
  );

  api.post(
    '/api/auth/register-agent',
    { ...rateLimited, schema: { body: agentRegistrationInputSchema, ...userReply } },
    async (request, reply) => {
      const locale = requestLanguage(request.headers['accept-language']);
      const user = await registerAgent(db, request.body, { locale, origin });
      app.mailOutbox.kick();
      // No session: the agent screen switches to its Login tab.
      return reply.status(201).send(toPublicUser(user));
    },
  );

  api.post(
    '/api/agent/email-confirmation',
    { ...roleGuard('agent'), schema: { response: { 202: emailConfirmationStatusSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      const locale = requestLanguage(request.headers['accept-language']);
      const { sentAt } = await resendConfirmationMail(db, agent.id, locale, origin);
      app.mailOutbox.kick();
      return reply.status(202).send({ emailConfirmed: false, lastSentAt: sentAt.toISOString() });
    },
  );

  api.post(
    '/api/auth/confirm-email',
    {
      ...rateLimited,
      schema: { body: linkTokenInputSchema, response: { 200: emailConfirmedResponseSchema } },
    },
    async (request) => {
      const user = await confirmEmail(db, request.body.token);
      // Sessions of this user show the confirmation (and the verified company) at once.
      await app.sessions.userChanged(user.id);
      await recordActivity(db, user.id, 'email_confirmed');
      const language = requestLanguage(request.headers['accept-language']);
      return { message: translateValidationMessage('emailConfirmed', language), email: user.email };
    },
  );

  // A one-time sign-in link (printed by `npm run admin:create`): it stands for the password, so
  // an admin with two-factor sign-in on still gives a code (decision 0075).
  api.post(
    '/api/auth/sign-in-link',
    { ...rateLimited, schema: { body: linkTokenInputSchema, ...signInReply } },
    async (request, reply) => {
      const userId = await consumeLinkToken(db, request.body.token, 'sign_in');
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized(invalidCredentialsMessage);
      return finishFirstStep(request, reply, user);
    },
  );
  api.post(
    '/api/auth/register',
    { ...rateLimited, schema: { body: consumerRegistrationInputSchema, ...userReply } },
    async (request, reply) => {
      const user = await registerConsumer(db, request.body);
      await startSession(db, request, reply, user);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await endSession(db, request, reply);
    return { message: loggedOutMessage };
  };
  const messageReply = { response: { 200: messageResponseSchema } };
  api.post('/api/auth/logout', { schema: messageReply }, logout);
  api.post('/api/logout', { schema: messageReply }, logout);

  // Navigation fallback: a top-level GET cannot carry the request marker, so it ends the session
  // only when the browser says the navigation started on this site (or from the address bar).
  api.get('/api/logout', async (request, reply) => {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin' || fetchSite === 'none') await endSession(db, request, reply);
    return reply.header('Cache-Control', 'no-store').redirect('/', 303);
  });

  api.post(
    '/api/auth/refresh',
    { schema: { response: { 200: sessionRefreshResponseSchema } } },
    async (request) => {
      const session = await requireSession(request);
      const refreshed = await request.server.sessions.refresh(session);
      if (!refreshed) throw unauthorized();
      return {
        idleExpiresAt: refreshed.idleExpiresAt.toISOString(),
        absoluteExpiresAt: refreshed.absoluteExpiresAt.toISOString(),
      };
    },
  );
}
