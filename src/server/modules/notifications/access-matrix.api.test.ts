import { beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { notifications } from '../../db/schema';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

type Caller = 'signedOut' | 'consumer' | 'agent' | 'admin';
const callers: Caller[] = ['signedOut', 'consumer', 'agent', 'admin'];

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((victimNotificationId: string) => string);
  body?: unknown;
  expected: Record<Caller, number>;
}

const all = (status: number) => ({
  signedOut: status,
  consumer: status,
  agent: status,
  admin: status,
});
const people = (status: number) => ({ ...all(status), signedOut: 401, admin: 404 });

/**
 * Every notification route (issue 21), for every role: the bell and preferences are each
 * person's own (an admin has none: 404), another person's notification is 404 to everyone, the
 * unsubscribe routes need no session (the signed token decides: a made-up one is 400).
 */
const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/notifications', expected: { ...all(200), signedOut: 401 } },
  {
    method: 'POST',
    path: (victim) => `/api/notifications/${victim}/read`,
    expected: { ...all(404), signedOut: 401 },
  },
  { method: 'GET', path: '/api/notifications/preferences', expected: people(200) },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: { quietStart: 22, quietEnd: 7 },
    expected: people(200),
  },
  { method: 'GET', path: '/api/notifications/push-key', expected: all(200) },
  {
    method: 'POST',
    path: '/api/notifications/push-subscriptions',
    body: { endpoint: 'https://push.example/abc', keys: { p256dh: 'x'.repeat(20), auth: 'y' } },
    expected: people(204),
  },
  {
    method: 'DELETE',
    path: '/api/notifications/push-subscriptions',
    body: { endpoint: 'https://push.example/abc' },
    expected: people(204),
  },
  {
    method: 'GET',
    path: '/api/notifications/unsubscribe?token=made-up-token.lead_new.x',
    expected: all(400),
  },
  {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    body: { token: 'made-up-token.lead_new.x' },
    expected: all(400),
  },
  {
    method: 'POST',
    path: '/api/notifications/unsubscribe/undo',
    body: { token: 'made-up-token.lead_new.x' },
    expected: all(400),
  },
  {
    method: 'POST',
    path: '/unsubscribe?token=made-up-token.lead_new.x',
    expected: all(400),
  },
];

describe.each(databaseKinds)('notification access matrix on %s', (kind) => {
  // Push keys from configuration, as every PostgreSQL deployment sets them (the embedded
  // database would generate its own): the push routes answer the same on both.
  const keys = webPush.generateVAPIDKeys();
  const api = setUpApiTest(kind, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    // A stand-in push service: only push services' endpoints are taken (decision 0072).
    PUSH_TEST_SERVICES: ['push.example=127.0.0.1'],
  });
  const accounts: Partial<Record<Caller, { email: string; password: string; role: string }>> = {};
  let victimNotificationId = '';

  beforeAll(async () => {
    const db = api.testApp.database.db;
    accounts.consumer = await createConsumer(db);
    accounts.agent = await createAgent(db);
    accounts.admin = await createAdmin(db);
    const victim = await createConsumer(db);
    const [row] = await db
      .insert(notifications)
      .values({ userId: victim.id, kind: 'renewal' })
      .returning({ id: notifications.id });
    victimNotificationId = row?.id ?? '';
  });

  for (const caller of callers) {
    it(`answers every notification route as expected for the ${caller} caller`, async () => {
      const account = accounts[caller];
      const cookie = account ? await signInAs(api.client, account) : undefined;
      for (const endpoint of endpoints) {
        const path =
          typeof endpoint.path === 'function' ? endpoint.path(victimNotificationId) : endpoint.path;
        const { status } = await api.client.json(endpoint.method, path, {
          cookie,
          body: endpoint.body,
        });
        expect(status, `${caller}: ${endpoint.method} ${path}`).toBe(endpoint.expected[caller]);
      }
    });
  }
});
