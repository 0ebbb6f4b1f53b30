import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createAgent, createConsumer } from '../seed/factories';
import { setUpApiTest, signInAs } from '../test-support/api-test-client';
import { databaseKinds } from '../test-support/test-app';

type Role = 'consumer' | 'agent' | 'admin';
const noId = '00000000-0000-4000-8000-000000000000';

/** One role-only route of each module that uses `roleGuard`, and who it serves. */
const routes: Array<{ method: string; path: string; serves: Role[] }> = [
  { method: 'POST', path: '/api/quotes', serves: ['consumer'] },
  { method: 'PUT', path: `/api/quotes/${noId}`, serves: ['consumer'] },
  { method: 'PUT', path: '/api/profiles/me', serves: ['consumer'] },
  { method: 'DELETE', path: '/api/profiles/me/access', serves: ['consumer'] },
  { method: 'POST', path: `/api/quotes/${noId}/consents`, serves: ['consumer'] },
  { method: 'POST', path: `/api/agent/leads/${noId}/offers`, serves: ['agent'] },
  { method: 'POST', path: `/api/agent/leads/${noId}/pass`, serves: ['agent'] },
  { method: 'PUT', path: '/api/agent/status', serves: ['agent'] },
  { method: 'PUT', path: '/api/agent/licence', serves: ['agent'] },
  { method: 'POST', path: '/api/agent/email-confirmation', serves: ['agent'] },
  { method: 'POST', path: `/api/messages/conversations/${noId}/notes`, serves: ['agent'] },
  { method: 'POST', path: '/api/admin/licences/not-a-uuid/reject', serves: ['admin'] },
  { method: 'POST', path: '/api/messages', serves: ['agent', 'consumer'] },
  { method: 'POST', path: '/api/calls', serves: ['agent', 'consumer'] },
];

/**
 * The role guard answers before the body is read or validated: a malformed body (or a malformed
 * id) from a caller of another role is a 403 naming the role the route serves, signed out a 401.
 */
describe.each(databaseKinds)('role guard on %s', (kind) => {
  const api = setUpApiTest(kind);
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    const db = api.testApp.database.db;
    cookies.consumer = await signInAs(api.client, await createConsumer(db));
    cookies.agent = await signInAs(api.client, await createAgent(db));
    cookies.admin = await signInAs(api.client, await createAdmin(db));
  });

  it('refuses another role with 403 before reading a malformed body', async () => {
    for (const route of routes) {
      for (const role of ['consumer', 'agent', 'admin'] as const) {
        if (route.serves.includes(role)) continue;
        const { status, body } = await api.client.json(route.method, route.path, {
          cookie: cookies[role],
          rawBody: '{"not json',
        });
        const label = `${role}: ${route.method} ${route.path}`;
        expect(status, label).toBe(403);
        expect(body.message, label).toBe(`This area requires ${route.serves.join(' / ')} access.`);
      }
    }
  });

  it('refuses a signed-out caller with 401 before reading the body', async () => {
    for (const route of routes) {
      const { status } = await api.client.json(route.method, route.path, { rawBody: '{' });
      expect(status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('lets the role it serves through to validation (a malformed body is then a 400)', async () => {
    for (const route of routes) {
      const { status } = await api.client.json(route.method, route.path, {
        cookie: cookies[route.serves[0] as Role],
        rawBody: '{"not json',
      });
      expect(status, `${route.method} ${route.path}`).toBe(400);
    }
  });
});
