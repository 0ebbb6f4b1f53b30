import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

type Caller = 'signedOut' | 'consumer' | 'agent' | 'admin';
const callers: Caller[] = ['signedOut', 'consumer', 'agent', 'admin'];

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  expected: Record<Caller, number>;
}

/**
 * Download my data and Delete my account, for every kind of caller. The deletion is tried with a
 * wrong password (400: the account stays); the real deletions are in data-rights.api.test.ts.
 */
const endpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/account/export',
    expected: { signedOut: 401, consumer: 200, agent: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/account/delete',
    body: { password: 'not the password' },
    expected: { signedOut: 401, consumer: 400, agent: 400, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/account/delete',
    body: {},
    expected: { signedOut: 401, consumer: 400, agent: 400, admin: 400 },
  },
];

describe.each(databaseKinds)('data rights access matrix on %s', (kind) => {
  const api = setUpApiTest(kind);
  const accounts: Partial<
    Record<Caller, { id: string; email: string; password: string; role: string }>
  > = {};

  beforeAll(async () => {
    const db = api.testApp.database.db;
    accounts.consumer = await createConsumer(db);
    accounts.agent = await createAgent(db);
    accounts.admin = await createAdmin(db);
  });

  for (const caller of callers) {
    it(`answers every endpoint as expected for the ${caller} caller`, async () => {
      const account = accounts[caller];
      const cookie = account ? await signInAs(api.client, account) : undefined;
      for (const endpoint of endpoints) {
        const { status, body, response } = await api.client.json<Record<string, unknown>>(
          endpoint.method,
          endpoint.path,
          { cookie, body: endpoint.body },
        );
        expect(status, `${caller}: ${endpoint.method} ${endpoint.path}`).toBe(
          endpoint.expected[caller],
        );
        if (status >= 400) expect(typeof body.message).toBe('string');
        if (status === 200 && endpoint.method === 'GET') {
          // Only the caller's own account is in their file.
          expect((body.account as { id: string }).id).toBe(account?.id);
          expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
        }
      }
      if (account) {
        const rows = await api.testApp.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, account.id));
        expect(rows).toHaveLength(1);
      }
    });
  }
});
