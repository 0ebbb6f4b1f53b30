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
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../http-error';
import { authIpRateLimit } from '../../plugins/auth-rate-limit';
import {
  clearSessionCookie,
  requireSession,
  sessionCookieName,
  setSessionCookie,
} from '../../plugins/session';
import { recordActivity } from '../accounts/activity';
import { toPublicUser } from '../accounts/public-user';
import { registerAgent, registerConsumer } from './register';
import { type SignInDoor, signIn } from './sign-in';

export const loggedOutMessage = 'Logged out successfully';

/** A new session for the user (the one the browser held is deleted), set as the cookie. */
async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const previousToken = request.cookies[sessionCookieName];
  const session = await request.server.sessions.create(user.id, user.role, previousToken);
  setSessionCookie(reply, session);
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
  const rateLimited = { onRequest: authIpRateLimit(db, config) };
  const userReply = { response: { 200: publicUserSchema, 201: publicUserSchema } };

  const signInAt = (door: SignInDoor) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { email, password } = request.body as { email: string; password: string };
    const user = await signIn(db, email, password, door);
    await startSession(db, request, reply, user);
    return toPublicUser(user);
  };
  api.post(
    '/api/agent/login',
    { ...rateLimited, schema: { body: agentLoginInputSchema, ...userReply } },
    signInAt('agent'),
  );
  api.post(
    '/api/auth/login',
    { ...rateLimited, schema: { body: loginInputSchema, ...userReply } },
    signInAt('consumer'),
  );

  api.post(
    '/api/auth/register-agent',
    { ...rateLimited, schema: { body: agentRegistrationInputSchema, ...userReply } },
    async (request, reply) => {
      const user = await registerAgent(db, request.body);
      // No session: the agent screen switches to its Login tab.
      return reply.status(201).send(toPublicUser(user));
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
