import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/contracts/auth';
import {
  recoveryCodesSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/two-factor';
import { translateValidationMessage } from '../../../shared/validation-messages';
import { verifyPassword } from '../../crypto/password-hashing';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-error';
import { requestLanguage } from '../../plugins/errors';
import { requireUser } from '../../plugins/session';
import {
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  limitCodeChecks,
  limitSetups,
  replaceRecoveryCodes,
  startSetup,
  takeAnyCode,
  takeTotpCode,
  twoFactorStatus,
} from './two-factor';

declare module 'fastify' {
  interface FastifyInstance {
    /** 403 for an administrator without two-factor sign-in on an https deployment. */
    requireAdminTwoFactor: (userId: string) => Promise<void>;
  }
}

/** Enrolment and management of two-factor sign-in (decision 0038); the code step is in auth. */
export function registerTwoFactorRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Only a deployment reached over https holds real reviews; the embedded demo needs no codes.
  app.decorate('requireAdminTwoFactor', async (userId: string) => {
    if (!app.isHttpsOrigin) return;
    if (!(await isTwoFactorEnabled(db, userId))) {
      throw new HttpError(403, 'twoFactorEnrolmentRequired');
    }
  });

  api.get(
    '/api/auth/2fa',
    { schema: { response: { 200: twoFactorStatusSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('Cache-Control', 'no-store');
      const status = await twoFactorStatus(db, user.id);
      return { ...status, required: user.role === 'admin' && app.isHttpsOrigin };
    },
  );

  api.post(
    '/api/auth/2fa/setup',
    { schema: { response: { 200: twoFactorSetupSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitSetups(db, user.id);
      reply.header('Cache-Control', 'no-store');
      return startSetup(db, user);
    },
  );

  api.post(
    '/api/auth/2fa/enable',
    { schema: { body: twoFactorEnableInputSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitCodeChecks(db, user.id);
      const recoveryCodes = await enableTwoFactor(db, user.id, request.body.code);
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
      if (!(await takeTotpCode(db, user.id, request.body.code, 'enabled'))) {
        throw new HttpError(400, 'twoFactorCodeWrong');
      }
      const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
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
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, request.body.password))) {
        throw unauthorized('invalidCredentials');
      }
      if (!(await takeAnyCode(db, user.id, request.body.code))) {
        throw new HttpError(400, 'twoFactorCodeWrong');
      }
      await disableTwoFactor(db, user.id);
      const language = requestLanguage(request.headers['accept-language']);
      return { message: translateValidationMessage('twoFactorDisabled', language) };
    },
  );
}
