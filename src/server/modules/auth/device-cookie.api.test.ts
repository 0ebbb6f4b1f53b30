import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import {
  countSignInFailureBurst,
  maxFailedSignInsPerAccountPerHour,
  maxFailedSignInsPerDevicePerHour,
  recordFailedSignIn,
  signInBurstThreshold,
} from '../../plugins/abuse-limits';
import { createAdmin, createConsumer } from '../../seed/factories';
import { type ApiClient, sessionCookie, setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

/** `lion_device=<value>` from a response that set it. */
function deviceCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('lion_device='));
  const pair = line?.split(';')[0];
  if (!pair || pair === 'lion_device=') throw new Error(`no device cookie (${response.status})`);
  return pair;
}

async function signIn(
  client: ApiClient,
  account: { email: string; password: string },
  path = '/api/auth/login',
  cookie?: string,
) {
  return client.json<{ message?: string }>('POST', path, {
    body: { email: account.email, password: account.password },
    cookie,
  });
}

describe.each(databaseKinds)('device cookies against lock-outs on %s (OWASP)', (kind) => {
  const api = setUpApiTest(kind);

  it('keeps a browser that signed in before working while others lock the account', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const first = await signIn(api.client, consumer);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.response);
    expect(device).toMatch(/^lion_device=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const setCookie = first.response.headers
      .getSetCookie()
      .find((l) => l.startsWith('lion_device'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    // Signing out ends the session but keeps the device cookie.
    const session = sessionCookie(first.response);
    const logout = await api.client.call('POST', '/api/auth/logout', { cookie: session });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().some((l) => l.startsWith('lion_device='))).toBe(false);

    // An attacker elsewhere fails 100 times (the last ones through HTTP, from another client).
    for (let i = 0; i < maxFailedSignInsPerAccountPerHour - 3; i++) {
      await recordFailedSignIn(db, consumer.email);
    }
    for (let i = 0; i < 3; i++) {
      const wrong = await signIn(api.client, { email: consumer.email, password: `Wrong!pw${i}` });
      expect(wrong.status).toBe(401);
    }
    // Unknown clients meet the per-account limit, even with the right password...
    const stranger = await signIn(api.client, consumer);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many failed sign-in attempts for this account\./);
    // ...and so does a forged or altered device cookie...
    const forged = `${device.slice(0, -4)}AAAA`;
    expect((await signIn(api.client, consumer, '/api/auth/login', forged)).status).toBe(429);
    // ...and another account's genuine device cookie.
    const other = await createConsumer(db);
    const otherDevice = deviceCookieOf((await signIn(api.client, other)).response);
    expect((await signIn(api.client, consumer, '/api/auth/login', otherDevice)).status).toBe(429);
    // The owner's browser still signs in.
    const owner = await signIn(api.client, consumer, '/api/auth/login', device);
    expect(owner.status).toBe(200);
  });

  it("holds the admin's own browser open too, at the agent door", async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const first = await signIn(api.client, admin, '/api/agent/login');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.response);
    for (let i = 0; i < maxFailedSignInsPerAccountPerHour; i++) {
      await recordFailedSignIn(db, admin.email);
    }
    expect((await signIn(api.client, admin, '/api/agent/login')).status).toBe(429);
    expect((await signIn(api.client, admin, '/api/agent/login', device)).status).toBe(200);
  });

  it("counts a trusted device's failures against that device only", async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const device = deviceCookieOf((await signIn(api.client, consumer)).response);
    const wrong = { email: consumer.email, password: 'Wrong!pw' };
    const statuses: number[] = [];
    for (let i = 0; i <= maxFailedSignInsPerDevicePerHour; i++) {
      statuses.push((await signIn(api.client, wrong, '/api/auth/login', device)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The device is locked, even with the right password; other clients are not.
    expect((await signIn(api.client, consumer, '/api/auth/login', device)).status).toBe(429);
    expect((await signIn(api.client, consumer)).status).toBe(200);
  }, 60_000);

  it('mails the owner once, in their language, when failures come in a burst', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    await db.update(users).set({ locale: 'es' }).where(eq(users.email, consumer.email));
    // Seven failures counted as the route counts them (each real one costs an argon2 hash)...
    for (let i = 0; i < signInBurstThreshold - 3; i++) {
      expect(await countSignInFailureBurst(db, consumer.id)).toBe(false);
    }
    // ...then the 8th to 13th through HTTP: the 10th writes the one mail.
    for (let i = 0; i < 6; i++) {
      const wrong = await signIn(api.client, { email: consumer.email, password: `Wrong!pw${i}` });
      expect(wrong.status).toBe(401);
    }
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, consumer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Intentos fallidos de inicio de sesión en su cuenta de Lion Insurance',
    );
    expect(mails[0]?.textBody).toContain('10 veces en los últimos 15 minutos');
    // Nothing the attacker controls reaches the mail.
    expect(mails[0]?.textBody).not.toContain('Wrong!pw');
    // Unknown addresses get nothing (and the answer is the same 401).
    for (let i = 0; i < 3; i++) {
      expect(
        (await signIn(api.client, { email: 'nobody@example.com', password: 'Wrong!pw' })).status,
      ).toBe(401);
    }
    const ghost = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nobody@example.com'));
    expect(ghost).toHaveLength(0);
  }, 60_000);
});
