import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import {
  type ApiClient,
  sessionCookie,
  sessionSetCookie,
  setUpApiTest,
  signInAs,
} from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

interface Account {
  email: string;
  password: string;
  role: string;
}

/** Enrols the signed-in account; answers its secret and recovery codes. */
async function enrol(client: ApiClient, cookie: string, currentPassword: string) {
  const setup = await client.json<{ otpauthUri: string; secret: string; qrCode: string }>(
    'POST',
    '/api/auth/2fa/setup',
    { cookie, body: { currentPassword } },
  );
  expect(setup.status).toBe(200);
  const enabled = await client.json<{ recoveryCodes: string[] }>('POST', '/api/auth/2fa/enable', {
    cookie,
    body: { currentPassword, code: codeFor(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { ...setup.body, recoveryCodes: enabled.body.recoveryCodes };
}

async function passwordStep(client: ApiClient, account: Account) {
  const path = account.role === 'consumer' ? '/api/auth/login' : '/api/agent/login';
  return client.json<{ twoFactorRequired?: true; pendingToken: string; expiresAt: string }>(
    'POST',
    path,
    { body: { email: account.email, password: account.password } },
  );
}

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('enrols with a QR code and a confirming code, then asks every sign-in for a code', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);
    const before = await api.client.json('GET', '/api/auth/2fa', { cookie });
    expect(before.body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
      removalDueAt: null,
    });

    const setup = await api.client.json<{ otpauthUri: string; secret: string; qrCode: string }>(
      'POST',
      '/api/auth/2fa/setup',
      { cookie, body: { currentPassword: consumer.password } },
    );
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Lion%20Insurance:.+secret=[A-Z2-7]+/);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    // Still off until a code confirms it; a wrong code is refused.
    expect((await passwordStep(api.client, consumer)).body).not.toHaveProperty('twoFactorRequired');
    const wrongCode = codeFor(setup.body.secret) === '000000' ? '111111' : '000000';
    const wrong = await api.client.json('POST', '/api/auth/2fa/enable', {
      cookie,
      body: { currentPassword: consumer.password, code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'That code is not right, or it was already used. Try the next code.',
    );
    const enablingCode = codeFor(setup.body.secret);
    const enabled = await api.client.json<{ recoveryCodes: string[] }>(
      'POST',
      '/api/auth/2fa/enable',
      { cookie, body: { currentPassword: consumer.password, code: enablingCode } },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes)
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);

    // Stored: the secret encrypted, the codes hashed; neither readable from the rows.
    const [row] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, consumer.id));
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(setup.body.secret);
    const hashes = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, consumer.id));
    expect(hashes.map((h) => h.codeHash).join()).not.toContain(
      enabled.body.recoveryCodes[0]?.slice(0, 5),
    );
    // The secret is never answered again.
    const again = await api.client.json('POST', '/api/auth/2fa/setup', {
      cookie,
      body: { currentPassword: consumer.password },
    });
    expect(again.status).toBe(409);
    const status = await api.client.json('GET', '/api/auth/2fa', { cookie });
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);

    // The password alone now opens only the code step: no session.
    const step = await passwordStep(api.client, consumer);
    expect(step.status).toBe(200);
    expect(step.body.twoFactorRequired).toBe(true);
    expect(sessionSetCookie(step.response)).toBeUndefined();
    // The enabling code cannot be used again within its window; the next one works.
    const reused = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: enablingCode },
    });
    expect(reused.status).toBe(400);
    // Computed once: a 30-second step may pass before the replay below, which must send the very
    // code that was accepted.
    const nextCode = codeFor(setup.body.secret, 1);
    const done = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: nextCode },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: consumer.email });
    const session = sessionCookie(done.response);
    expect((await api.client.call('GET', '/api/user', { cookie: session })).status).toBe(200);
    // ...and that code is spent too.
    const spent = await passwordStep(api.client, consumer);
    const replay = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: spent.body.pendingToken, code: nextCode },
    });
    expect(replay.status).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const db = api.testApp.database.db;
    const agent = await createAgent(db);
    const cookie = await signInAs(api.client, agent);
    const { recoveryCodes } = await enrol(api.client, cookie, agent.password);
    const [first] = recoveryCodes as [string];
    const step = await passwordStep(api.client, agent);
    expect(step.body.twoFactorRequired).toBe(true);
    // Typed in lower case without the hyphen, as people do.
    const used = await api.client.json('POST', '/api/auth/login/2fa', {
      body: {
        pendingToken: step.body.pendingToken,
        recoveryCode: first.replace('-', '').toLowerCase(),
      },
    });
    expect(used.status).toBe(200);
    const second = await passwordStep(api.client, agent);
    const reused = await api.client.json('POST', '/api/auth/login/2fa', {
      headers: { 'Accept-Language': 'es' },
      body: { pendingToken: second.body.pendingToken, recoveryCode: first },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Ese código de recuperación no es correcto o ya se usó.');
    const status = await api.client.json('GET', '/api/auth/2fa', { cookie });
    expect(status.body).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses forged, expired and malformed pending tokens and bad bodies with 4xx', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);
    const { secret } = await enrol(api.client, cookie, consumer.password);
    const step = await passwordStep(api.client, consumer);
    const [userId, expiresAt, mac] = step.body.pendingToken.split('.') as [string, string, string];
    const tampered = [
      `${userId}.${Number(expiresAt) + 3_600_000}.${mac}`,
      `${userId}.${Date.now() - 1000}.${mac}`,
      'garbage',
    ];
    for (const pendingToken of tampered) {
      const answer = await api.client.json('POST', '/api/auth/login/2fa', {
        body: { pendingToken, code: codeFor(secret, 1) },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(
        'The sign-in took too long. Enter your e-mail and password again.',
      );
    }
    const both = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: '123456', recoveryCode: 'ABCDE-23456' },
    });
    expect(both.status).toBe(400);
    const neither = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken },
    });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Enter either a code from your app or a recovery code');
    const letters = await api.client.json('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: '12a456' },
    });
    expect(letters.status).toBe(400);
  });

  it('limits code guesses per account to 10 in 15 minutes', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);
    const { secret } = await enrol(api.client, cookie, consumer.password); // one check
    const step = await passwordStep(api.client, consumer);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const guess = String(100000 + i);
      const answer = await api.client.call('POST', '/api/auth/login/2fa', {
        body: {
          pendingToken: step.body.pendingToken,
          code: guess === codeFor(secret) ? '999999' : guess,
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // The right code now waits too.
    const limited = await api.client.call('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: codeFor(secret, 1) },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turns off with the password and a code, and new recovery codes replace the old', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);
    const { secret, recoveryCodes } = await enrol(api.client, cookie, consumer.password);
    const fresh = await api.client.json<{ recoveryCodes: string[] }>(
      'POST',
      '/api/auth/2fa/recovery-codes',
      { cookie, body: { currentPassword: consumer.password, code: codeFor(secret, 1) } },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const noPassword = await api.client.json('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { currentPassword: 'Wrong!pw1', code: fresh.body.recoveryCodes[0] },
    });
    // A wrong password is a 400 on the field, not a 401 that signs the browser out.
    expect(noPassword.status).toBe(400);
    const oldCode = await api.client.json('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { currentPassword: consumer.password, code: recoveryCodes[0] },
    });
    expect(oldCode.status).toBe(400);
    const off = await api.client.json('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { currentPassword: consumer.password, code: fresh.body.recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect((await passwordStep(api.client, consumer)).body).toMatchObject({
      email: consumer.email,
    });
    const twice = await api.client.json('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { currentPassword: consumer.password, code: '123456' },
    });
    expect(twice.status).toBe(409);
    expect(
      (
        await api.client.call('POST', '/api/auth/2fa/enable', {
          cookie,
          body: { currentPassword: consumer.password, code: '123456' },
        })
      ).status,
    ).toBe(409);
  });

  it('asks for a session on every management route', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/2fa'],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/enable'],
      ['POST', '/api/auth/2fa/recovery-codes'],
      ['POST', '/api/auth/2fa/disable'],
    ] as const) {
      const body = { currentPassword: 'x', code: '123456' };
      const answer = await api.client.call(method, path, method === 'GET' ? {} : { body });
      expect(answer.status, path).toBe(401);
    }
  });

  it('lets the embedded demo (no https origin) review without codes', async () => {
    const admin = await createAdmin(api.testApp.database.db);
    const cookie = await signInAs(api.client, admin);
    expect((await api.client.call('GET', '/api/admin/licences', { cookie })).status).toBe(200);
  });
});

describe.each(databaseKinds)('an administrator on an https deployment on %s', (kind) => {
  const api = setUpApiTest(kind, { PUBLIC_ORIGIN: 'https://lion.example' });

  it('reviews nothing until two-factor sign-in is on', async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const cookie = await signInAs(api.client, admin);
    const status = await api.client.json('GET', '/api/auth/2fa', { cookie });
    expect(status.body).toMatchObject({ enabled: false, required: true });
    const agent = await createAgent(db);
    const reviews = [
      ['GET', '/api/admin/licences'],
      ['POST', `/api/admin/licences/${agent.id}/approve`],
      ['POST', `/api/admin/licences/${agent.id}/reject`],
      ['POST', `/api/admin/licences/${agent.id}/review`],
    ] as const;
    const bodies: Record<string, unknown> = {
      reject: { reason: 'Not a real licence' },
      review: { decisions: [{ state: 'TX', line: 'auto', decision: 'approve' }] },
    };
    for (const [method, path] of reviews) {
      const answer = await api.client.json(method, path, {
        cookie,
        body: bodies[path.split('/').at(-1) ?? ''],
      });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe(
        'Administrators must turn on two-factor sign-in before reviewing anything. Set it up in the two-factor section of this page.',
      );
    }
    const { secret } = await enrol(api.client, cookie, admin.password);
    expect((await api.client.call('GET', '/api/admin/licences', { cookie })).status).toBe(200);
    // Signing in again now takes a code.
    const step = await passwordStep(api.client, admin);
    expect(step.body.twoFactorRequired).toBe(true);
    const done = await api.client.call('POST', '/api/auth/login/2fa', {
      body: { pendingToken: step.body.pendingToken, code: codeFor(secret, 1) },
    });
    expect(done.status).toBe(200);
    const fresh = sessionCookie(done);
    expect((await api.client.call('GET', '/api/admin/licences', { cookie: fresh })).status).toBe(
      200,
    );
    // Agents and consumers are never asked to enrol.
    const agentCookie = await signInAs(api.client, agent);
    expect(
      (await api.client.json('GET', '/api/auth/2fa', { cookie: agentCookie })).body,
    ).toMatchObject({
      required: false,
    });
  });
});
