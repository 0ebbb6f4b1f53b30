import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionIdleLifetimeMs } from '../../../shared/inactivity';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { activityEvents, sessions } from '../../db/schema';
import { listenerApplicationName } from '../../plugins/session-invalidation';
import { createAgent, createConsumer } from '../../seed/factories';
import {
  apiClient,
  sessionCookie,
  sessionSetCookie,
  setUpApiTest,
  signInAs,
  tokenOf,
} from '../../test-support/api-test-client';
import { databaseKinds, startTestApp, type TestApp } from '../../test-support/test-app';

const minute = 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(databaseKinds)('sessions on %s', (kind) => {
  const api = setUpApiTest(kind);
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;
  beforeAll(async () => {
    agent = await createAgent(api.testApp.database.db);
    consumer = await createConsumer(api.testApp.database.db);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const isSignedIn = async (cookie: string) => {
    const { body } = await api.client.json<{ authenticated: boolean }>(
      'GET',
      '/api/user/role-check',
      { cookie },
    );
    return body.authenticated;
  };
  const sessionRow = async (cookie: string) => {
    const [row] = await api.testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    return row;
  };

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie holding a 256-bit token, not Secure over http', async () => {
    const response = await api.client.call('POST', '/api/auth/login', {
      body: { email: consumer.email, password: consumer.password },
    });
    const line = sessionSetCookie(response) ?? '';
    const token = tokenOf(sessionCookie(response));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/);
    // Expires at the absolute deadline, 12 hours from now.
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(11.9 * 60 * minute);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 60 * minute);
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const cookie = await signInAs(api.client, agent);
    const token = tokenOf(cookie);
    const row = await sessionRow(cookie);
    expect(row?.userId).toBe(agent.id);
    const everything = await api.testApp.database.db.execute(
      sql`select string_agg(s::text, '|') as dump from sessions s`,
    );
    const dump = JSON.stringify(everything);
    expect(dump).toContain(sha256(token));
    expect(dump).not.toContain(token);
  });

  it('gives a new token at every sign-in and deletes the one the browser held', async () => {
    const first = await signInAs(api.client, consumer);
    const response = await api.client.call('POST', '/api/auth/login', {
      cookie: first,
      body: { email: consumer.email, password: consumer.password },
    });
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
  });

  it('deletes the session on the server at logout and clears the cookie', async () => {
    const cookie = await signInAs(api.client, agent);
    expect(await isSignedIn(cookie)).toBe(true);
    const { status, body, response } = await api.client.json('POST', '/api/auth/logout', {
      cookie,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Logged out successfully' });
    expect(sessionSetCookie(response)).toMatch(/^lion_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(await isSignedIn(cookie)).toBe(false);
    const user = await api.client.json('GET', '/api/user', { cookie });
    expect(user.status).toBe(401);
    // Logging out again, or while signed out, is still fine.
    expect((await api.client.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await api.client.call('POST', '/api/logout')).status).toBe(200);
  });

  it('accepts a bodiless logout that still says Content-Type: application/json', async () => {
    const cookie = await signInAs(api.client, consumer);
    const response = await api.client.call('POST', '/api/auth/logout', {
      cookie,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('records sign-in and sign-out events for the account', async () => {
    const cookie = await signInAs(api.client, agent);
    await api.client.call('POST', '/api/logout', { cookie });
    const rows = await api.testApp.database.db
      .select({ kind: activityEvents.kind })
      .from(activityEvents)
      .where(eq(activityEvents.userId, agent.id))
      .orderBy(desc(activityEvents.createdAt))
      .limit(2);
    const kinds = rows.map((row) => row.kind);
    expect(kinds).toEqual(['signed_out', 'signed_in']);
  });

  it('ends the session by a same-origin GET /api/logout navigation and redirects to /', async () => {
    const cookie = await signInAs(api.client, consumer);
    const response = await api.client.call('GET', '/api/logout', {
      cookie,
      bare: true,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('keeps the session when GET /api/logout comes from another site', async () => {
    const cookie = await signInAs(api.client, consumer);
    const response = await api.client.call('GET', '/api/logout', {
      cookie,
      bare: true,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(303);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('expires a session whose idle deadline has passed, without any request in between', async () => {
    const cookie = await signInAs(api.client, consumer);
    const row = await sessionRow(cookie);
    // Consumer: 10 minutes of inactivity plus 3 of grace.
    expect((row?.idleExpiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(
      sessionIdleLifetimeMs('consumer'),
    );
    await api.testApp.database.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await api.client.call('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('expires a session whose absolute deadline has passed even if it is not idle', async () => {
    const cookie = await signInAs(api.client, agent);
    await api.testApp.database.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await api.client.call('POST', '/api/auth/refresh', { cookie })).status).toBe(401);
  });

  it('ends a cached session at its idle deadline by the clock alone (agent: 60 + 5 minutes)', async () => {
    const cookie = await signInAs(api.client, agent);
    expect(await isSignedIn(cookie)).toBe(true); // now in this instance's cache
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 64 * minute);
    expect(await isSignedIn(cookie)).toBe(true);
    vi.setSystemTime(Date.now() + 1 * minute + 1000);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('ends a consumer session after 13 minutes without a refresh', async () => {
    const cookie = await signInAs(api.client, consumer);
    expect(await isSignedIn(cookie)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 12 * minute);
    expect(await isSignedIn(cookie)).toBe(true);
    vi.setSystemTime(Date.now() + 1 * minute + 1000);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('moves the idle deadline forward on refresh, but never past 12 hours from sign-in', async () => {
    const cookie = await signInAs(api.client, consumer);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Active all day: a refresh every 10 minutes keeps the session alive...
    for (let elapsed = 10 * minute; elapsed < 12 * 60 * minute; elapsed += 10 * minute) {
      vi.setSystemTime(signedInAt + elapsed);
      const { status, body } = await api.client.json<{
        idleExpiresAt: string;
        absoluteExpiresAt: string;
      }>('POST', '/api/auth/refresh', { cookie });
      expect(status).toBe(200);
      expect(Date.parse(body.idleExpiresAt)).toBeLessThanOrEqual(
        Date.parse(body.absoluteExpiresAt),
      );
      if (elapsed === 10 * minute) {
        expect(Date.parse(body.idleExpiresAt)).toBe(Date.now() + 13 * minute);
      }
    }
    vi.setSystemTime(signedInAt + 12 * 60 * minute - 1000);
    expect(await isSignedIn(cookie)).toBe(true);
    // ...until the absolute deadline.
    vi.setSystemTime(signedInAt + 12 * 60 * minute + 1000);
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await api.client.call('POST', '/api/auth/refresh', { cookie })).status).toBe(401);
  });

  it('refuses a refresh without a live session with 401', async () => {
    const { status, body } = await api.client.json('POST', '/api/auth/refresh');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'You need to log in to access this page' });
    const forged = `lion_session=${'A'.repeat(43)}`;
    expect((await api.client.call('POST', '/api/auth/refresh', { cookie: forged })).status).toBe(
      401,
    );
  });

  it('treats malformed or unknown cookies as signed out, never as an error', async () => {
    for (const cookie of ['lion_session=', 'lion_session=abc', `lion_session=${'%'.repeat(80)}`]) {
      const { status, body } = await api.client.json('GET', '/api/user/role-check', { cookie });
      expect(status).toBe(200);
      expect(body).toEqual({ authenticated: false, user: null });
    }
  });
});

describe.each(databaseKinds)('session cookie over https on %s', (kind) => {
  const api = setUpApiTest(kind, { PUBLIC_ORIGIN: 'https://lion.example' });

  it('is Secure when the public origin is https', async () => {
    const consumer = await createConsumer(api.testApp.database.db);
    const response = await fetch(`${api.testApp.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        Origin: 'https://lion.example',
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: consumer.email, password: consumer.password }),
    });
    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toMatch(/; Secure/);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('sessions across two instances', () => {
  let first: TestApp;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database; baseUrl: string };
  beforeAll(async () => {
    first = await startTestApp('postgres');
    const pool = (
      first.database.db as unknown as { $client: { options: { connectionString: string } } }
    ).$client;
    const database = createDatabase({ databaseUrl: pool.options.connectionString, poolMax: 5 });
    const app = await buildApp({
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 }),
      database,
    });
    second = { app, database, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await first.close();
  });

  it('honours a logout on one instance at once on the other, whose cache held the session', async () => {
    const consumer = await createConsumer(first.database.db);
    const a = apiClient(first.baseUrl);
    const b = apiClient(second.baseUrl);
    for (let round = 0; round < 5; round++) {
      const cookie = await signInAs(a, consumer);
      // Several reads on B: the session is now served from B's cache.
      for (let i = 0; i < 3; i++) {
        const { body } = await b.json('GET', '/api/user/role-check', { cookie });
        expect(body).toMatchObject({ authenticated: true });
      }
      expect(second.app.sessions.cache.size).toBeGreaterThan(0);
      expect((await a.call('POST', '/api/auth/logout', { cookie })).status).toBe(200);
      const { body } = await b.json('GET', '/api/user/role-check', { cookie });
      expect(body).toEqual({ authenticated: false, user: null });
      expect((await b.call('GET', '/api/user', { cookie })).status).toBe(401);
    }
  });

  it('stops trusting its cache when the listening connection dies, and listens again', async () => {
    const consumer = await createConsumer(first.database.db);
    const b = apiClient(second.baseUrl);
    const cookie = await signInAs(apiClient(first.baseUrl), consumer);
    await b.json('GET', '/api/user/role-check', { cookie });
    expect(second.app.sessions.cache.isUsable).toBe(true);
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${listenerApplicationName}`,
    );
    await vi.waitFor(() => expect(second.app.sessions.cache.isUsable).toBe(false));
    // A deletion nobody was told about (no notification): B must read the database.
    await first.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    expect((await b.json('GET', '/api/user/role-check', { cookie })).body).toEqual({
      authenticated: false,
      user: null,
    });
    await vi.waitFor(() => expect(second.app.sessions.cache.isUsable).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('keeps a session refreshed on one instance alive on the other', async () => {
    const consumer = await createConsumer(first.database.db);
    const a = apiClient(first.baseUrl);
    const b = apiClient(second.baseUrl);
    const cookie = await signInAs(a, consumer);
    expect((await b.json('GET', '/api/user/role-check', { cookie })).body).toMatchObject({
      authenticated: true,
    });
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(signedInAt + 10 * minute);
      expect((await a.call('POST', '/api/auth/refresh', { cookie })).status).toBe(200);
      // Past the first idle deadline that B cached, but within the refreshed one.
      vi.setSystemTime(signedInAt + 15 * minute);
      expect((await b.json('GET', '/api/user/role-check', { cookie })).body).toMatchObject({
        authenticated: true,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
