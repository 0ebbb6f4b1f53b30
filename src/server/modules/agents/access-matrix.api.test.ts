import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

type Caller = 'signedOut' | 'consumer' | 'agent' | 'otherAgent' | 'admin';
const callers: Caller[] = ['signedOut', 'consumer', 'agent', 'otherAgent', 'admin'];

interface Endpoint {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** A function when the path names another account's row. */
  path: string | ((ids: Record<Caller, string>) => string);
  body?: unknown;
  expected: Record<Caller, number>;
}

const everyone = { signedOut: 200, consumer: 200, agent: 200, otherAgent: 200, admin: 200 };
const signedIn = { signedOut: 401, consumer: 200, agent: 200, otherAgent: 200, admin: 200 };
const agentsOnly = { signedOut: 401, consumer: 403, agent: 200, otherAgent: 200, admin: 403 };
const adminsOnly = { signedOut: 401, consumer: 403, agent: 403, otherAgent: 403, admin: 200 };

const licenceRecord = {
  npn: '1234567',
  licences: [{ state: 'TX', lines: ['auto'] }],
  serviceAreas: [{ state: 'TX', zipPrefixes: [] }],
  languages: ['en'],
  bio: '',
};

/**
 * Every endpoint that a session decides about (sign-in and registration have their own tests),
 * in order: the agents' licence saves come before the admin's decisions on them.
 */
const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/user/role-check', expected: everyone },
  { method: 'GET', path: '/api/user', expected: signedIn },
  { method: 'GET', path: '/api/user/call-availability', expected: signedIn },
  {
    method: 'PUT',
    path: '/api/user/call-availability',
    body: { callsEnabled: true },
    expected: signedIn,
  },
  { method: 'GET', path: '/api/agent/status', expected: agentsOnly },
  {
    method: 'PUT',
    path: '/api/agent/status',
    body: { manualStatus: 'busy' },
    expected: agentsOnly,
  },
  { method: 'GET', path: '/api/agent/dashboard', expected: agentsOnly },
  { method: 'GET', path: '/api/agent/agency', expected: agentsOnly },
  {
    method: 'PUT',
    path: '/api/agent/agency',
    body: { agencyName: 'Morgan Family Agency' },
    expected: agentsOnly,
  },
  { method: 'GET', path: '/api/agent/licence', expected: agentsOnly },
  { method: 'PUT', path: '/api/agent/licence', body: licenceRecord, expected: agentsOnly },
  // Factory agents are confirmed already: 409 says so.
  {
    method: 'POST',
    path: '/api/agent/email-confirmation',
    expected: { ...agentsOnly, agent: 409, otherAgent: 409 },
  },
  { method: 'GET', path: '/api/admin/licences?status=pending', expected: adminsOnly },
  {
    method: 'POST',
    path: (ids) => `/api/admin/licences/${ids.agent}/approve`,
    expected: adminsOnly,
  },
  // The approval above decided every pair: the admin passes the check and meets 409.
  {
    method: 'POST',
    path: (ids) => `/api/admin/licences/${ids.agent}/review`,
    body: { decisions: [{ state: 'TX', line: 'auto', decision: 'approve' }] },
    expected: { ...adminsOnly, admin: 409 },
  },
  {
    method: 'POST',
    path: (ids) => `/api/admin/licences/${ids.otherAgent}/reject`,
    body: { reason: 'NPN not found in the NIPR lookup' },
    expected: adminsOnly,
  },
  // Link tokens need no session: a made-up one is refused the same for everyone.
  {
    method: 'POST',
    path: '/api/auth/confirm-email',
    body: { token: 'made-up' },
    expected: { signedOut: 400, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in-link',
    body: { token: 'made-up' },
    expected: { signedOut: 400, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  { method: 'POST', path: '/api/auth/refresh', expected: signedIn },
  // Two-factor sign-in: every account manages its own (decisions 0038, 0074), each change with
  // the current password; none is enrolled here.
  { method: 'GET', path: '/api/auth/2fa', expected: signedIn },
  {
    method: 'POST',
    path: '/api/auth/2fa/setup',
    body: { currentPassword: 'Wrong!pw1' },
    expected: { signedOut: 401, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/enable',
    body: { currentPassword: 'Wrong!pw1', code: '000000' },
    expected: { signedOut: 401, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/recovery-codes',
    body: { currentPassword: 'Wrong!pw1', code: '000000' },
    expected: { signedOut: 401, consumer: 409, agent: 409, otherAgent: 409, admin: 409 },
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/disable',
    body: { currentPassword: 'Wrong!pw1', code: '000000' },
    expected: { signedOut: 401, consumer: 409, agent: 409, otherAgent: 409, admin: 409 },
  },
  { method: 'DELETE', path: '/api/auth/2fa/lost', expected: signedIn },
  // The lost-factor wait is asked and cancelled with links: made-up ones are refused alike.
  {
    method: 'POST',
    path: '/api/auth/2fa/lost',
    body: { token: 'made-up', password: 'Brisk!Harbor9x' },
    expected: { signedOut: 400, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/auth/2fa/lost/cancel',
    body: { token: 'made-up' },
    expected: { signedOut: 400, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  // The code step needs no session: a body without a code is refused the same for everyone.
  {
    method: 'POST',
    path: '/api/auth/login/2fa',
    body: { pendingToken: 'made-up' },
    expected: { signedOut: 400, consumer: 400, agent: 400, otherAgent: 400, admin: 400 },
  },
  // Logout last: it ends the caller's session.
  { method: 'POST', path: '/api/auth/logout', expected: everyone },
  { method: 'POST', path: '/api/logout', expected: everyone },
];

describe.each(databaseKinds)('access matrix on %s', (kind) => {
  const api = setUpApiTest(kind);
  const accounts: Partial<
    Record<Caller, { id: string; email: string; password: string; role: string }>
  > = {};
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    const db = api.testApp.database.db;
    accounts.consumer = await createConsumer(db);
    accounts.agent = await createAgent(db);
    accounts.otherAgent = await createAgent(db, { company: 'geico', email: undefined });
    accounts.admin = await createAdmin(db);
  });

  for (const caller of callers) {
    it(`answers every endpoint as expected for the ${caller} caller`, async () => {
      const account = accounts[caller];
      const cookie = account ? await signInAs(api.client, account) : undefined;
      cookies[caller] = cookie;
      const table: string[] = [];
      const ids = Object.fromEntries(
        callers.map((name) => [name, accounts[name]?.id ?? '']),
      ) as Record<Caller, string>;
      for (const endpoint of endpoints) {
        const path = typeof endpoint.path === 'function' ? endpoint.path(ids) : endpoint.path;
        const { status, body } = await api.client.json<{ message?: string }>(
          endpoint.method,
          path,
          { cookie, body: endpoint.body },
        );
        table.push(`${endpoint.method} ${path} -> ${status}`);
        expect(status, `${caller}: ${endpoint.method} ${path}`).toBe(endpoint.expected[caller]);
        if (status === 401) expect(body.message).toBe('You need to log in to access this page');
        if (status === 403) {
          expect(body.message).toMatch(/^This area requires (agent|admin) access\.$/);
        }
      }
      expect(table).toHaveLength(endpoints.length);
    });
  }

  it('shows each agent only their own status and activity', async () => {
    const agentCookie = await signInAs(
      api.client,
      accounts.agent as NonNullable<typeof accounts.agent>,
    );
    const otherCookie = await signInAs(
      api.client,
      accounts.otherAgent as NonNullable<typeof accounts.otherAgent>,
    );
    await api.client.call('PUT', '/api/agent/status', {
      cookie: agentCookie,
      body: { manualStatus: 'unavailable' },
    });
    await api.client.call('PUT', '/api/agent/status', {
      cookie: otherCookie,
      body: { manualStatus: 'available' },
    });
    const mine = await api.client.json('GET', '/api/agent/status', { cookie: agentCookie });
    const theirs = await api.client.json('GET', '/api/agent/status', { cookie: otherCookie });
    expect(mine.body).toEqual({ manualStatus: 'unavailable' });
    expect(theirs.body).toEqual({ manualStatus: 'available' });

    type Dashboard = {
      stats: Record<string, number>;
      recentActivity: Array<{ kind: string; detail: Record<string, string>; createdAt: string }>;
    };
    const dashboard = await api.client.json<Dashboard>('GET', '/api/agent/dashboard', {
      cookie: agentCookie,
    });
    expect(dashboard.body.stats).toEqual({
      unreadConversations: 0,
      quotesToday: 0,
      pendingLeads: 0,
      callsToday: 0,
    });
    const kinds = dashboard.body.recentActivity.map((event) => event.kind);
    // Newest first: the status change, the sign-in before it, ... down to nothing of the other agent.
    expect(kinds[0]).toBe('status_changed');
    expect(dashboard.body.recentActivity[0]?.detail).toEqual({ from: 'busy', to: 'unavailable' });
    expect(kinds[1]).toBe('signed_in');
    const times = dashboard.body.recentActivity.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const other = await api.client.json<Dashboard>('GET', '/api/agent/dashboard', {
      cookie: otherCookie,
    });
    // The other agent's matrix run set 'busy' then signed out; 'available' is a change again.
    expect(other.body.recentActivity[0]?.detail).toEqual({ from: 'busy', to: 'available' });
    const otherDetails = other.body.recentActivity.map((event) => JSON.stringify(event.detail));
    expect(otherDetails).not.toContain(JSON.stringify({ from: 'busy', to: 'unavailable' }));
  });

  it('lists at most 20 events and ignores a repeated status', async () => {
    const cookie = await signInAs(api.client, accounts.agent as NonNullable<typeof accounts.agent>);
    const statuses = ['busy', 'busy', 'available', 'unavailable', 'busy', 'available'];
    for (let round = 0; round < 4; round++) {
      for (const manualStatus of statuses) {
        await api.client.call('PUT', '/api/agent/status', { cookie, body: { manualStatus } });
      }
    }
    const { body } = await api.client.json<{ recentActivity: unknown[] }>(
      'GET',
      '/api/agent/dashboard',
      { cookie },
    );
    expect(body.recentActivity).toHaveLength(20);
  });

  it('stores call availability per user', async () => {
    const consumerCookie = await signInAs(
      api.client,
      accounts.consumer as NonNullable<typeof accounts.consumer>,
    );
    const agentCookie = await signInAs(
      api.client,
      accounts.agent as NonNullable<typeof accounts.agent>,
    );
    await api.client.call('PUT', '/api/user/call-availability', {
      cookie: consumerCookie,
      body: { callsEnabled: false },
    });
    await api.client.call('PUT', '/api/user/call-availability', {
      cookie: agentCookie,
      body: { callsEnabled: true },
    });
    expect(
      (await api.client.json('GET', '/api/user/call-availability', { cookie: consumerCookie }))
        .body,
    ).toEqual({ callsEnabled: false });
    expect(
      (await api.client.json('GET', '/api/user/call-availability', { cookie: agentCookie })).body,
    ).toEqual({ callsEnabled: true });
  });

  it('refuses bad bodies on the PUT endpoints with 400, never 500', async () => {
    const cookie = await signInAs(api.client, accounts.agent as NonNullable<typeof accounts.agent>);
    for (const [path, body] of [
      ['/api/agent/status', { manualStatus: 'sleeping' }],
      ['/api/agent/status', {}],
      ['/api/user/call-availability', { callsEnabled: 'yes' }],
      ['/api/user/call-availability', null],
    ] as const) {
      const response = await api.client.json<{ message: string }>('PUT', path, { cookie, body });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const raw = await api.client.call('PUT', '/api/agent/status', { cookie, rawBody: '{oops' });
    expect(raw.status).toBe(400);
  });
});
