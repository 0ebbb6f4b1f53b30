import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Config, postalAddressWarning, publicOrigin } from '../../config';
import type { Database, Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { type PushEndpointPolicy, parseTestServices } from '../../lib/push-endpoint';
import { NotificationJob } from './job';
import { LivePresence } from './presence';
import { createPushSender, generateVapidKeys, type PushSender, type VapidKeys } from './push';
import { PushDispatcher } from './push-dispatch';
import { registerNotificationRoutes } from './routes';

/** Which endpoints a push may go to (decision 0072): the allow-list, and tests' stand-ins. */
export function pushEndpointPolicy(
  config: Pick<Config, 'PUSH_SERVICE_HOSTS' | 'PUSH_TEST_SERVICES'>,
): PushEndpointPolicy {
  const testServices = config.PUSH_TEST_SERVICES
    ? (parseTestServices(config.PUSH_TEST_SERVICES) ?? undefined)
    : undefined;
  return { hosts: config.PUSH_SERVICE_HOSTS, ...(testServices ? { testServices } : {}) };
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationJob: NotificationJob;
  }
}

/**
 * VAPID keys: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (every PostgreSQL deployment
 * sets them once: `npx web-push generate-vapid-keys`); on the embedded database generated once and
 * kept in `server_secrets`. Without either, browser push is off and says so.
 */
export async function vapidKeys(
  db: Db,
  database: Pick<Database, 'kind'>,
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'SUPPORT_EMAIL'
  >,
): Promise<VapidKeys | null> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (database.kind !== 'pglite') return null;
  const stored = () =>
    db
      .select({ secret: serverSecrets.secret })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'vapid'));
  let [row] = await stored();
  if (!row) {
    await db
      .insert(serverSecrets)
      .values({ name: 'vapid', secret: JSON.stringify(await generateVapidKeys()) })
      .onConflictDoNothing();
    [row] = await stored();
  }
  if (!row) return null;
  const keys = JSON.parse(row.secret) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

/** The notification module: presence, the deliverer on every instance, and its routes. */
export function registerNotifications(
  app: FastifyInstance,
  database: Database,
  config: Config,
): void {
  let push: PushSender | null = null;
  const dispatcher = new PushDispatcher(database.db, () => push, app.log);
  const presence = new LivePresence(database.db, app.liveHub, app.log);
  const job = new NotificationJob(
    database,
    config,
    {
      origin: publicOrigin(config),
      messageDelayMs: config.MESSAGE_MAIL_DELAY_SECONDS * 1000,
      postalAddress: config.OPERATOR_POSTAL_ADDRESS ?? null,
      get push() {
        return push ? dispatcher : null;
      },
    },
    app.log,
    () => app.mailOutbox.kick(),
  );
  app.decorate('notificationJob', job);
  const endpointPolicy = pushEndpointPolicy(config);
  registerNotificationRoutes(app, database.db, () => push, endpointPolicy);
  app.addHook('onReady', async () => {
    const keys = await vapidKeys(database.db, database, config);
    if (keys) push = createPushSender(keys, app.log, endpointPolicy);
    else app.log.info('browser push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    // Marketing mail (the re-shop) must carry a postal address where it reaches real people.
    const warning = postalAddressWarning(config);
    if (warning) app.log.warn(warning);
    presence.start();
    await job.start();
  });
  app.addHook('preClose', async () => {
    await job.stop();
    await dispatcher.stop();
    await presence.stop();
  });
}
