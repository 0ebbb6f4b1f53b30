import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountSessionList } from '../../../shared/contracts/account';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

type Caller = 'signedOut' | 'consumer' | 'agent' | 'admin';
const callers: Caller[] = ['signedOut', 'consumer', 'agent', 'admin'];

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** A function when the path names another account's row (the victim's session). */
  path: string | ((victimSessionId: string) => string);
  /** A function when each caller needs its own (the reset limit counts per address). */
  body?: unknown | ((caller: Caller) => unknown);
  expected: Record<Caller, number>;
}

const all = (status: number) => ({
  signedOut: status,
  consumer: status,
  agent: status,
  admin: status,
});
const signedIn = (status: number) => ({ ...all(status), signedOut: 401 });

/**
 * Every route of the account's own life (issue 18), for every role. None is for one role only;
 * the link routes need no session; another account's session is a 404 to everyone.
 */
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: (caller: Caller) => ({ email: `nobody.${caller}@example.com` }),
    expected: all(202),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token: 'made-up', password: 'whatever-it-is-9' },
    expected: all(400),
  },
  {
    method: 'POST',
    path: '/api/auth/confirm-email-change',
    body: { token: 'made-up' },
    expected: all(400),
  },
  // A wrong current password: refused on the field, never a 401 that would end the session.
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: { currentPassword: 'not-it', newPassword: 'Brisk!Harbor9x' },
    expected: signedIn(400),
  },
  {
    method: 'POST',
    path: '/api/auth/change-email',
    body: { currentPassword: 'not-it', newEmail: 'new@example.com' },
    expected: signedIn(400),
  },
  { method: 'GET', path: '/api/auth/change-email', expected: signedIn(200) },
  { method: 'GET', path: '/api/auth/sessions', expected: signedIn(200) },
  { method: 'DELETE', path: (victim) => `/api/auth/sessions/${victim}`, expected: signedIn(404) },
  { method: 'POST', path: '/api/auth/sessions/sign-out-others', expected: signedIn(200) },
];

describe.each(databaseKinds)('account access matrix on %s', (kind) => {
  const api = setUpApiTest(kind);
  const accounts: Partial<Record<Caller, { email: string; password: string; role: string }>> = {};
  let victimCookie = '';
  let victimSessionId = '';

  beforeAll(async () => {
    const db = api.testApp.database.db;
    accounts.consumer = await createConsumer(db);
    accounts.agent = await createAgent(db);
    accounts.admin = await createAdmin(db);
    victimCookie = await signInAs(api.client, await createConsumer(db));
    const list = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
      cookie: victimCookie,
    });
    victimSessionId = list.body.sessions[0]?.id ?? '';
  });

  for (const caller of callers) {
    it(`answers every account route as expected for the ${caller} caller`, async () => {
      const account = accounts[caller];
      const cookie = account ? await signInAs(api.client, account) : undefined;
      for (const endpoint of endpoints) {
        const path =
          typeof endpoint.path === 'function' ? endpoint.path(victimSessionId) : endpoint.path;
        const { status } = await api.client.json(endpoint.method, path, {
          cookie,
          body: typeof endpoint.body === 'function' ? endpoint.body(caller) : endpoint.body,
        });
        expect(status, `${caller}: ${endpoint.method} ${path}`).toBe(endpoint.expected[caller]);
      }
      // The victim's session lived through all of it.
      expect((await api.client.json('GET', '/api/user', { cookie: victimCookie })).status).toBe(
        200,
      );
    });
  }
});
