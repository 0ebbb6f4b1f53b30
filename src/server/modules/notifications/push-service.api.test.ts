import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushSubscriptions } from '../../db/schema';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { liveSession, silentLog } from '../../test-support/push';
import { deliverDue } from './deliver';
import { notify } from './notify';
import { setChoice } from './preferences';
import { createPushSender } from './push';
import { PushDispatcher } from './push-dispatch';

/** The stand-in service is allowed by name, at 127.0.0.1 (PUSH_TEST_SERVICES in a server). */
const standIn = { hosts: [], testServices: new Map([['push.lion.test', '127.0.0.1']]) };

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's push subscription: its P-256 key pair and auth secret (RFC 8291). */
function subscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** Decrypts an aes128gcm Web Push body as the browser does (RFC 8188 and RFC 8291). */
function decrypt(body: Buffer, receiver: ReturnType<typeof subscriber>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, receiver.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for the endpoint's origin, signed by `k`. */
function vapidClaims(authorization: string, origin: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`bad Authorization: ${authorization}`);
  const [header = '', payload = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  return claims;
}

interface Received {
  path: string;
  ttl: string | undefined;
  encoding: string | undefined;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 over TLS with a certificate made for the test, named
 * push.lion.test (a stand-in service of the policy, at 127.0.0.1): it checks each
 * request's VAPID signature, keeps what it received, and answers 410 for `/gone/...`.
 */
async function startPushService(publicKey: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lion-push-'));
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=push.lion.test',
    '-addext',
    'subjectAltName=DNS:push.lion.test',
    '-days',
    '1',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const received: Received[] = [];
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          vapidClaims(request.headers.authorization ?? '', origin, publicKey);
        } catch (error) {
          refused.push((error as Error).message);
          response.writeHead(403).end();
          return;
        }
        if (request.url?.startsWith('/gone/')) {
          response.writeHead(410).end();
          return;
        }
        received.push({
          path: request.url ?? '',
          ttl: request.headers.ttl as string | undefined,
          encoding: request.headers['content-encoding'],
          body: Buffer.concat(chunks),
        });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://push.lion.test:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    agent: new Agent({ ca: cert }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('browser push through a real Web Push exchange', () => {
  const api = setUpApiTest('pglite', { NOTIFY_POLL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  const keys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@lion.example' };
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    // This test delivers by hand: the app's own deliverer stays out of the way.
    await api.testApp.app.notificationJob.stop();
    service = await startPushService(keys.publicKey);
  });
  afterAll(() => service.close());

  it('encrypts the notification for the device, signs it with the VAPID key, and forgets a device the service reports gone', async () => {
    const consumer = await createConsumer(db());
    const sessionTokenHash = await liveSession(db(), consumer.id);
    const device = subscriber();
    await db()
      .insert(pushSubscriptions)
      .values([
        {
          userId: consumer.id,
          endpoint: `${service.origin}/live/one`,
          p256dh: b64url(device.ecdh.getPublicKey()),
          auth: b64url(device.auth),
          sessionTokenHash,
        },
        {
          userId: consumer.id,
          endpoint: `${service.origin}/gone/two`,
          p256dh: b64url(subscriber().ecdh.getPublicKey()),
          auth: b64url(randomBytes(16)),
          sessionTokenHash,
        },
      ]);
    await setChoice(db(), consumer.id, 'renewal', { email: false, push: true });
    await db().transaction((tx) =>
      notify(tx, { userId: consumer.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } }),
    );
    const sender = createPushSender(keys, silentLog, standIn, service.agent);
    const dispatcher = new PushDispatcher(db(), () => sender, silentLog);
    await deliverDue(db(), { origin: 'https://lion.example', push: dispatcher, messageDelayMs: 0 });
    await dispatcher.idle();

    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push).toMatchObject({ path: '/live/one', ttl: '86400', encoding: 'aes128gcm' });
    // Only the device's private key opens it: the payload is not readable on the wire.
    expect(push?.body.toString('utf8')).not.toContain('renews');
    const message = JSON.parse(decrypt(push?.body ?? Buffer.alloc(0), device)) as {
      title: string;
      url: string;
      tag: string;
    };
    expect(message).toMatchObject({
      title: 'Your insurance renews soon',
      url: 'https://lion.example/quote/auto',
    });
    const left = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, consumer.id));
    expect(left).toEqual([{ endpoint: `${service.origin}/live/one` }]);
  });

  it('is refused by a push service that does not know the signing key', async () => {
    const stranger = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@lion.example' };
    const sender = createPushSender(stranger, silentLog, standIn, service.agent);
    const device = subscriber();
    const outcome = await sender.send(
      {
        endpoint: `${service.origin}/live/three`,
        p256dh: b64url(device.ecdh.getPublicKey()),
        auth: b64url(device.auth),
      },
      { title: 't', body: 'b', url: 'https://lion.example/', tag: 'x' },
    );
    expect(outcome).toBe('failed');
    expect(service.refused.at(-1)).toContain('bad Authorization');
  });
});
