import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type NotificationItem,
  notificationListSchema,
  notificationPreferencesSchema,
  pushSubscriptionSchema,
  unsubscribeResultSchema,
  unsubscribeTokenSchema,
  updatePreferencesSchema,
} from '../../../shared/contracts/notifications';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { idParams } from '../../lib/id-params';
import { isUuid } from '../../lib/ids';
import { checkPushEndpoint, type PushEndpointPolicy } from '../../lib/push-endpoint';
import { enforceActionLimits } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import type { CrossSiteRouteConfig } from '../../plugins/origin-check';
import { requireSession, requireUser } from '../../plugins/session';
import { summaryOf } from './deliver';
import { notificationLink } from './links';
import { quietSettings, readPreferences, roleOf, updatePreferences } from './preferences';
import type { PushSender } from './push';
import { trimDevices } from './push-dispatch';
import { applyUnsubscribe, readUnsubscribeToken } from './unsubscribe';

const noStore = { 'Cache-Control': 'no-store' };
const listSize = 30;

async function personOf(request: Parameters<typeof requireUser>[0]) {
  const user = await requireUser(request);
  const role = roleOf(user.role);
  if (!role) throw notFound('notificationNotFound');
  return { id: user.id, role };
}

/** Unsubscribe attempts per address: tokens cannot be guessed, but nobody may hammer the check. */
async function limitUnsubscribe(db: Db, ip: string) {
  await enforceActionLimits(
    db,
    [{ key: `unsubscribe:ip:${ip}`, max: 60 }],
    60_000,
    'tooManyActions',
  );
}

/** The bell's list, preferences, push subscriptions and unsubscribe links (issue 21). */
export function registerNotificationRoutes(
  app: FastifyInstance,
  db: Db,
  push: () => PushSender | null,
  endpointPolicy: PushEndpointPolicy,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.headers(noStore);
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.createdAt))
        .limit(listSize);
      const [unread] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      const reader = {
        id: user.id,
        role: user.role,
        locale: requestLanguage(request.headers['accept-language']),
        timeZone: (await quietSettings(db, user.id)).timeZone,
      };
      const items: NotificationItem[] = await Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          kind: row.kind,
          summary: await summaryOf(db, row, reader),
          link: notificationLink(row, user.role),
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
      );
      return { items, unread: unread?.n ?? 0 };
    },
  );

  api.post(
    '/api/notifications/:id/read',
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!isUuid(request.params.id)) throw notFound('notificationNotFound');
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound('notificationNotFound');
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return readPreferences(db, await personOf(request));
    },
  );

  api.put(
    '/api/notifications/preferences',
    {
      schema: { body: updatePreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    async (request) => updatePreferences(db, await personOf(request), request.body),
  );

  api.get(
    '/api/notifications/push-key',
    { schema: { response: { 200: z.object({ publicKey: z.string().nullable() }) } } },
    async () => ({ publicKey: push()?.publicKey ?? null }),
  );

  api.post(
    '/api/notifications/push-subscriptions',
    { schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      const user = await personOf(request);
      const session = await requireSession(request);
      if (!push()) throw new HttpError(409, 'pushNotConfigured');
      const { endpoint, keys } = request.body;
      // Only a push service's endpoint at public addresses: the server POSTs there (0072).
      const check = await checkPushEndpoint(endpoint, endpointPolicy);
      if (!check.ok) throw new HttpError(422, check.reason);
      await db.transaction(async (tx) => {
        // One subscription at a time per person: the cap below counts what the others committed.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        // One device, one row, tied to this session: re-subscribing (or another account on the
        // same browser) takes it over and makes it the newest.
        await tx
          .insert(pushSubscriptions)
          .values({
            userId: user.id,
            endpoint,
            p256dh: keys.p256dh,
            auth: keys.auth,
            sessionTokenHash: session.tokenHash,
          })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: user.id,
              p256dh: keys.p256dh,
              auth: keys.auth,
              sessionTokenHash: session.tokenHash,
              createdAt: sql`now()`,
            },
          });
        await trimDevices(tx, user.id);
      });
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/notifications/push-subscriptions',
    { schema: { body: z.object({ endpoint: z.string().min(1).max(1000) }) } },
    async (request, reply) => {
      const user = await personOf(request);
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, user.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return reply.status(204).send();
    },
  );

  // The unsubscribe page (opened from the mail) reads what its link turns off, then the person's
  // own click (same-origin, JSON) turns it off or back on. No sign-in: the token decides.
  api.get(
    '/api/notifications/unsubscribe',
    {
      schema: { querystring: unsubscribeTokenSchema, response: { 200: unsubscribeResultSchema } },
    },
    async (request, reply) => {
      await limitUnsubscribe(db, request.ip);
      reply.headers(noStore);
      const { kind } = await readUnsubscribeToken(db, request.query.token);
      return { kind, email: true };
    },
  );

  for (const [path, on] of [
    ['/api/notifications/unsubscribe', false],
    ['/api/notifications/unsubscribe/undo', true],
  ] as const) {
    api.post(
      path,
      { schema: { body: unsubscribeTokenSchema, response: { 200: unsubscribeResultSchema } } },
      async (request) => {
        await limitUnsubscribe(db, request.ip);
        return applyUnsubscribe(db, request.body.token, on);
      },
    );
  }

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the link itself,
  // from no page of ours: exempt from the same-origin check by this route's config alone.
  app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_r, body, done) =>
        done(null, body),
      );
    }
    const config: CrossSiteRouteConfig = { oneClickUnsubscribe: true };
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/unsubscribe',
        { config, schema: { querystring: unsubscribeTokenSchema } },
        async (request, reply) => {
          await limitUnsubscribe(db, request.ip);
          await applyUnsubscribe(db, request.query.token, false);
          return reply.status(200).headers(noStore).type('text/plain').send('OK');
        },
      );
  });
}
