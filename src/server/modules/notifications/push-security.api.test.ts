import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { AccountSessionList } from '../../../shared/contracts/account';
import { notificationValidationMessages } from '../../../shared/notification-validation-messages';
import { mailOutbox, pushSubscriptions } from '../../db/schema';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { linkToken, waitForMail } from '../../test-support/mail';
import { liveSession, silentLog } from '../../test-support/push';
import { databaseKinds } from '../../test-support/test-app';
import { deliverDue } from './deliver';
import { notify } from './notify';
import { setChoice } from './preferences';
import { createPushSender, type PushMessage } from './push';
import { PushDispatcher } from './push-dispatch';

const en = notificationValidationMessages.en;
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@lion.example' };
/** A browser's keys (a P-256 public key and an auth secret): the payload is encrypted for them. */
const browser = createECDH('prime256v1');
browser.generateKeys();
const keys = {
  p256dh: browser.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

/** A TCP server that accepts every connection and never answers: a push endpoint gone silent. */
async function startBlackHole() {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let peak = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    peak = Math.max(peak, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stats: () => ({ accepted, open: sockets.size, peak }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(databaseKinds)('browser push under attack on %s', (kind) => {
  const api = setUpApiTest(kind, {
    NOTIFY_POLL_MS: 3_600_000,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_TEST_SERVICES: ['push.lion.test=127.0.0.1', 'hole.lion.test=127.0.0.1'],
  });
  const db = () => api.testApp.database.db;
  let hole: Awaited<ReturnType<typeof startBlackHole>>;
  beforeAll(async () => {
    // These tests deliver by hand: the app's own deliverer stays out of the way.
    await api.testApp.app.notificationJob.stop();
    hole = await startBlackHole();
  });
  afterAll(() => hole.close());

  const subscribe = (cookie: string, endpoint: string) =>
    api.client.json<{ message?: string }>('POST', '/api/notifications/push-subscriptions', {
      cookie,
      body: { endpoint, keys },
    });
  const endpointsOf = async (userId: string) =>
    (
      await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    )
      .map((row) => row.endpoint)
      .sort();

  it('refuses an endpoint that is not a push service at a public address, in every spelling', async () => {
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, consumer);
    const refused: Array<[string, string]> = [
      ['https://127.0.0.1/push', en.pushEndpointPrivate],
      ['https://localhost/push', en.pushEndpointNotAllowed],
      ['https://localhost./push', en.pushEndpointNotAllowed],
      ['https://[::1]/push', en.pushEndpointPrivate],
      ['https://2130706433/push', en.pushEndpointPrivate],
      ['https://0x7f000001/push', en.pushEndpointPrivate],
      ['https://0177.0.0.1/push', en.pushEndpointPrivate],
      ['https://127.1/push', en.pushEndpointPrivate],
      ['https://[::ffff:127.0.0.1]/push', en.pushEndpointPrivate],
      ['https://10.1.2.3/push', en.pushEndpointPrivate],
      ['https://192.168.1.1/push', en.pushEndpointPrivate],
      ['https://169.254.169.254/latest/meta-data/', en.pushEndpointPrivate],
      ['https://[fc00::1]/push', en.pushEndpointPrivate],
      ['https://[fe80::1]/push', en.pushEndpointPrivate],
      ['https://push.example.net/send/abc', en.pushEndpointNotAllowed],
      ['https://fcm.googleapis.com.evil.example/fcm/send/abc', en.pushEndpointNotAllowed],
      ['https://fcm.googleapis.com:8443/fcm/send/abc', en.pushEndpointNotAllowed],
      ['https://user:secret@fcm.googleapis.com/fcm/send/abc', en.pushEndpointNotAllowed],
      ['https://8.8.8.8/push', en.pushEndpointNotAllowed],
    ];
    for (const [endpoint, message] of refused) {
      const response = await subscribe(cookie, endpoint);
      expect(response.status, endpoint).toBe(422);
      expect(response.body.message, endpoint).toBe(message);
    }
    expect(await endpointsOf(consumer.id)).toEqual([]);
    // A stand-in service named in the test configuration is taken.
    expect((await subscribe(cookie, 'https://push.lion.test/send/one')).status).toBe(204);
  });

  it('re-checks the address at delivery: a host that now resolves to a private address gets nothing, and its device is forgotten', async () => {
    const consumer = await createConsumer(db());
    const sessionTokenHash = await liveSession(db(), consumer.id);
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/rebound';
    await db()
      .insert(pushSubscriptions)
      .values({ userId: consumer.id, endpoint, ...keys, sessionTokenHash });
    await setChoice(db(), consumer.id, 'renewal', { email: false, push: true });
    await db().transaction((tx) =>
      notify(tx, { userId: consumer.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } }),
    );
    const asked: string[] = [];
    // The host answered a public address when it subscribed; now it answers the metadata one.
    const sender = createPushSender(vapid, silentLog, {
      hosts: ['*.push.services.mozilla.com'],
      resolver: async (hostname) => {
        asked.push(hostname);
        return [
          { address: '63.245.208.195', family: 4 },
          { address: '169.254.169.254', family: 4 },
        ];
      },
    });
    const dispatcher = new PushDispatcher(db(), () => sender, silentLog);
    await deliverDue(db(), { origin: 'https://lion.example', push: dispatcher, messageDelayMs: 0 });
    await dispatcher.idle();
    expect(asked).toEqual(['updates.push.services.mozilla.com']);
    expect(await endpointsOf(consumer.id)).toEqual([]);
  });

  it('keeps ten devices per account: the eleventh replaces the oldest', async () => {
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, consumer);
    for (let index = 1; index <= 12; index++) {
      const response = await subscribe(cookie, `https://push.lion.test/send/${index}`);
      expect(response.status).toBe(204);
    }
    const kept = await endpointsOf(consumer.id);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain('https://push.lion.test/send/1');
    expect(kept).not.toContain('https://push.lion.test/send/2');
    expect(kept).toContain('https://push.lion.test/send/12');
    // Subscribing an old device again makes it the newest: the next new one replaces another.
    await subscribe(cookie, 'https://push.lion.test/send/3');
    await subscribe(cookie, 'https://push.lion.test/send/13');
    const after = await endpointsOf(consumer.id);
    expect(after).toContain('https://push.lion.test/send/3');
    expect(after).not.toContain('https://push.lion.test/send/4');
  });

  it('ties a device to its session: the device list says which get pushes; a logout, a revoked session, signing out the others and a reset remove them', async () => {
    const consumer = await createConsumer(db());
    const [a, b, c, d] = [
      await signInAs(api.client, consumer),
      await signInAs(api.client, consumer),
      await signInAs(api.client, consumer),
      await signInAs(api.client, consumer),
    ];
    for (const [cookie, name] of [
      [a, 'a'],
      [b, 'b'],
      [d, 'd'],
    ] as const) {
      expect((await subscribe(cookie, `https://push.lion.test/send/${name}`)).status).toBe(204);
    }
    const list = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
      cookie: c,
    });
    expect(list.body.sessions).toHaveLength(4);
    expect(list.body.sessions.filter((session) => session.push)).toHaveLength(3);
    expect(list.body.sessions.find((session) => session.current)?.push).toBe(false);
    const ownList = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
      cookie: a,
    });
    expect(ownList.body.sessions.find((session) => session.current)?.push).toBe(true);

    await api.client.call('POST', '/api/auth/logout', { cookie: a });
    expect(await endpointsOf(consumer.id)).toEqual([
      'https://push.lion.test/send/b',
      'https://push.lion.test/send/d',
    ]);
    const bId = (
      await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', { cookie: b })
    ).body.sessions.find((session) => session.current)?.id;
    expect(
      (await api.client.call('DELETE', `/api/auth/sessions/${bId}`, { cookie: c })).status,
    ).toBe(200);
    expect(await endpointsOf(consumer.id)).toEqual(['https://push.lion.test/send/d']);
    await api.client.call('POST', '/api/auth/sessions/sign-out-others', { cookie: c });
    expect(await endpointsOf(consumer.id)).toEqual([]);

    expect((await subscribe(c, 'https://push.lion.test/send/c')).status).toBe(204);
    await api.client.call('POST', '/api/auth/forgot-password', { body: { email: consumer.email } });
    const mail = await waitForMail(api.testApp.mailDir, consumer.email);
    const token = linkToken(mail.text, '/auth/reset-password\\?for=consumer');
    const reset = await api.client.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'cedar-lantern-58' },
    });
    expect(reset.status).toBe(200);
    expect(await endpointsOf(consumer.id)).toEqual([]);
  });

  it("sends pushes after the delivery's commit, a few at a time: a recipient's silent endpoints do not hold another's mail", async () => {
    const silent = await createConsumer(db());
    const other = await createConsumer(db());
    const sessionTokenHash = await liveSession(db(), silent.id);
    await db()
      .insert(pushSubscriptions)
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          userId: silent.id,
          endpoint: `https://hole.lion.test:${hole.port}/send/${index}`,
          ...keys,
          sessionTokenHash,
        })),
      );
    await setChoice(db(), silent.id, 'renewal', { email: false, push: true });
    await setChoice(db(), other.id, 'renewal', { email: true, push: false });
    await db().transaction((tx) =>
      notify(tx, [
        { userId: silent.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } },
        { userId: other.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } },
      ]),
    );
    const sender = createPushSender(vapid, silentLog, {
      hosts: [],
      testServices: new Map([['hole.lion.test', '127.0.0.1']]),
    });
    const sent: PushMessage[] = [];
    const dispatcher = new PushDispatcher(
      db(),
      () => ({
        publicKey: sender.publicKey,
        send: (device, message) => {
          sent.push(message);
          return sender.send(device, message);
        },
      }),
      silentLog,
    );
    const started = Date.now();
    await deliverDue(db(), { origin: 'https://lion.example', push: dispatcher, messageDelayMs: 0 });
    const tookMs = Date.now() - started;
    const mailed = await db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, other.email));
    expect(mailed).toEqual([{ subject: 'Your insurance renews soon' }]);
    // The pass did not wait for the silent endpoints (each may take 5 s).
    expect(tookMs).toBeLessThan(2_000);
    await expect.poll(() => hole.stats().accepted, { timeout: 4_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Two of the ten at a time for one recipient.
    expect(hole.stats().peak).toBe(2);
    await dispatcher.stop();
    expect(sent.length).toBeLessThanOrEqual(4);
  }, 20_000);
});
