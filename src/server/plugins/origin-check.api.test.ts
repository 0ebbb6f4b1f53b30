import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumer } from '../seed/factories';
import { type ApiClient, apiClient, signInAs } from '../test-support/api-test-client';
import { databaseKinds, startTestApp, type TestApp } from '../test-support/test-app';

const crossSite =
  'This request was refused: changes can only be made from the Lion Insurance site.';
const missingMarker =
  'This request was refused: it must be sent by the Lion Insurance app (X-Requested-With header missing).';

describe.each(databaseKinds)('origin check on %s', (kind) => {
  let testApp: TestApp;
  let client: ApiClient;
  let cookie: string;
  let origin: string;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
    client = apiClient(testApp.baseUrl);
    origin = new URL(testApp.baseUrl).origin;
    cookie = await signInAs(client, await createConsumer(testApp.database.db));
  });
  afterAll(() => testApp.close());

  const put = (headers: Record<string, string>) =>
    client.json('PUT', '/api/user/call-availability', {
      bare: true,
      cookie,
      headers,
      body: { callsEnabled: true },
    });

  it.each([
    [
      'another Origin',
      { Origin: 'https://evil.example', 'X-Requested-With': 'XMLHttpRequest' },
      crossSite,
    ],
    ['no Origin and no Sec-Fetch-Site', { 'X-Requested-With': 'XMLHttpRequest' }, crossSite],
    [
      'Sec-Fetch-Site cross-site',
      { 'Sec-Fetch-Site': 'cross-site', 'X-Requested-With': 'XMLHttpRequest' },
      crossSite,
    ],
    [
      'Sec-Fetch-Site same-site',
      { 'Sec-Fetch-Site': 'same-site', 'X-Requested-With': 'XMLHttpRequest' },
      crossSite,
    ],
    ['a malformed Origin', { Origin: 'null', 'X-Requested-With': 'XMLHttpRequest' }, crossSite],
    ['no X-Requested-With', { Origin: 'self' }, missingMarker],
    ['a wrong X-Requested-With', { Origin: 'self', 'X-Requested-With': 'fetch' }, missingMarker],
  ])(
    'refuses a state-changing request with %s: 403 and a clear message',
    async (_name, headers, message) => {
      const resolved = Object.fromEntries(
        Object.entries(headers).map(([key, value]) => [key, value === 'self' ? origin : value]),
      );
      const { status, body } = await put(resolved);
      expect(status).toBe(403);
      expect(body).toEqual({ message });
    },
  );

  it('accepts the same Origin or Sec-Fetch-Site same-origin with the marker', async () => {
    expect((await put({ Origin: origin, 'X-Requested-With': 'XMLHttpRequest' })).status).toBe(200);
    const fetchSite = await put({
      'Sec-Fetch-Site': 'same-origin',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(fetchSite.status).toBe(200);
  });

  it('checks every state-changing method and route, before sign-in, logout and unknown paths', async () => {
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/agent/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/register-agent'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/logout'],
      ['POST', '/api/auth/refresh'],
      ['PUT', '/api/agent/status'],
      ['DELETE', '/api/user'],
      ['PATCH', '/api/user'],
    ] as const) {
      const { status } = await client.json(method, path, {
        bare: true,
        cookie,
        headers: { Origin: 'https://evil.example' },
        body: {},
      });
      expect(status, `${method} ${path}`).toBe(403);
    }
    // The session survived the refused logouts.
    const { body } = await client.json('GET', '/api/user/role-check', { cookie });
    expect(body).toMatchObject({ authenticated: true });
  });

  it('lets reads through without the marker', async () => {
    const response = await client.call('GET', '/api/user', { bare: true, cookie });
    expect(response.status).toBe(200);
  });
});
