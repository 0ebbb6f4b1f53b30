import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFuzzAgent, rawRequest } from '../fuzz/http-fuzz-client';
import { createAgent, createLicenceFor } from '../seed/factories';
import { apiClient, signInAs } from '../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../test-support/leads';
import { databaseKinds, startTestApp, type TestApp } from '../test-support/test-app';
import { originCheckMessages } from './origin-check';

/**
 * Finding 1.1 of issue 18: the same-origin check read the raw URL while the router decodes it, so
 * `POST /%61pi/admin/licences/<id>/approve` with the admin's cookie and no Origin approved the
 * licence. Every registered route, under every spelling below, as every role, without the Origin
 * and marker the app sends: 403 before any handler, and not a row of the database changed.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Letters escaped with lower-case hex, as `%61` for `a`. */
const escapeLower = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
/** Letters escaped with upper-case hex, as `%6C` for `l`. */
const escapeUpper = (text: string) => escapeLower(text).toUpperCase();

/** The same route, spelled as a router (or a proxy in front) might still read it. */
const spellings: Array<[string, (path: string, host: string) => string]> = [
  ['as registered', (path) => path],
  ['/%61pi', (path) => path.replace(/^\/api/, '/%61pi')],
  ['every letter escaped, lower-case hex', (path) => path.replace(/[a-z]/g, escapeLower)],
  ['every letter escaped, upper-case hex', (path) => path.replace(/[a-z]/g, escapeUpper)],
  ['the last segment escaped, upper-case hex', (path) => path.replace(/[a-z]+$/, escapeUpper)],
  ['a doubled leading slash', (path) => `/${path}`],
  ['doubled slashes', (path) => path.replaceAll('/', '//')],
  ['a dot segment', (path) => path.replace(/^\/api/, '/api/.')],
  ['a dot-dot segment', (path) => path.replace(/^\/api/, '/api/x/..')],
  ['a trailing slash', (path) => `${path}/`],
  ['a ;param', (path) => `${path};jsessionid=1`],
  ['a query string', (path) => `${path}?next=/`],
  ['an escaped slash', (path) => path.replace(/^\/api\//, '/api%2F')],
  ['upper-case API', (path) => path.replace(/^\/api/, '/API')],
  ['the absolute form', (path, host) => `http://${host}${path}`],
];

interface Route {
  method: string;
  url: string;
}

/**
 * State-changing routes a page of another site may call, each with the reason. Only RFC 8058's
 * one-click unsubscribe: the mail client POSTs it from no page of ours; its signed token (one
 * person, one kind) is the whole authority, and it can only turn one kind of e-mail off.
 */
const crossSiteRoutes: Record<string, string> = {
  'POST /unsubscribe': 'RFC 8058 one-click unsubscribe (decision 0062)',
};

describe.each(databaseKinds)('origin check on every route and spelling on %s', (kind) => {
  const routes: Route[] = [];
  let testApp: TestApp;
  let host: string;
  let origin: string;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  /** Every row of every table: what a refused request must leave alone. */
  async function snapshot(): Promise<Record<string, string>> {
    const db = testApp.database.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const dump: Record<string, string> = {};
    for (const { table_name: table } of tables.rows) {
      // Abuse counters of earlier requests reach the table in the background every 200 ms
      // (`BatchedCounters`, decision 0052); they hold no user's data.
      if (table === 'rate_limit_counters') continue;
      const result = (await db.execute(
        sql`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
            from ${sql.identifier(table)} t`,
      )) as unknown as { rows: Array<{ digest: string }> };
      dump[table] = result.rows[0]?.digest ?? '';
    }
    return dump;
  }

  beforeAll(async () => {
    testApp = await startTestApp(
      kind,
      { LEAD_JOB_INTERVAL_MS: 3_600_000, WEB_DIST_DIR: '/nonexistent' },
      {
        onRoute: (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) routes.push({ method, url: route.url });
        },
      },
    );
    host = new URL(testApp.baseUrl).host;
    origin = new URL(testApp.baseUrl).origin;
    const client = apiClient(testApp.baseUrl);
    const db = testApp.database.db;
    const admin = await reviewer(db);
    cookies.admin = await signInAs(client, { ...admin, role: 'admin' });
    // The licence of the report's attack, waiting for review.
    const pending = await createAgent(db);
    await createLicenceFor(db, pending.id, { status: 'pending' });
    const agent = await verifiedAgent(db, client, admin.id, { states: ['TX'] });
    cookies.agent = agent.cookie;
    const consumer = await consumerWithRequest(db, client);
    cookies.consumer = consumer.cookie;
    await client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const { body: leadList } = await client.json<{ leads: Array<{ id: string }> }>(
      'GET',
      '/api/agent/leads',
      { cookie: agent.cookie },
    );
    const leadId = leadList.leads[0]?.id ?? '';
    await client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie });
    const { body: conversation } = await client.json<{ id: string }>(
      'POST',
      '/api/messages/conversations',
      { cookie: agent.cookie, body: { leadId } },
    );
    const { body: message } = await client.json<{ id: string }>('POST', '/api/messages', {
      cookie: agent.cookie,
      body: { conversationId: conversation.id, clientId: 'origin-msg-0001', body: 'Hello' },
    });
    const { body: offer } = await client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${leadId}/offers`,
      {
        cookie: agent.cookie,
        body: {
          premium: 123.45,
          period: 'monthly',
          coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
          deductible: 500,
          termMonths: 6,
          description: 'Full coverage.',
        },
      },
    );
    Object.assign(ids, {
      quote: consumer.quote.id,
      lead: leadId,
      conversation: conversation.id,
      message: message.id,
      offer: offer.id,
      agent: agent.id,
      licence: pending.id,
      pending: pending.id,
    });
    // Notifications of the setup delivered and their mails sent: the snapshots stay still.
    await testApp.app.notificationJob.drain();
    await testApp.app.mailOutbox.drain();
  });

  afterAll(async () => {
    closeFuzzAgent();
    await testApp?.close();
  });

  /** A registered route with real ids in its parameters (`/leads/:id` a lead). */
  function concretePath(url: string): string {
    return url.replace(/:(\w+)/g, (param, name: string, offset: number) => {
      if (url.includes('/licences/')) return ids.pending ?? param;
      if (name !== 'id') return ids[name.replace(/Id$/, '')] ?? ids.quote ?? 'x';
      const before = url.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
      const kindOf: Record<string, string> = {
        licences: 'licence',
        leads: 'lead',
        offers: 'offer',
        conversations: 'conversation',
        messages: 'message',
        quotes: 'quote',
        agents: 'agent',
        calls: 'conversation',
      };
      return ids[kindOf[before] ?? 'quote'] ?? param;
    });
  }

  function stateChangingRoutes(): Route[] {
    const seen = new Set<string>();
    return routes.filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (safeMethods.has(route.method) || seen.has(key) || key in crossSiteRoutes) return false;
      seen.add(key);
      return true;
    });
  }

  it('collects the state-changing routes, the admin approval among them', () => {
    const keys = stateChangingRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys).toContain('POST /api/admin/licences/:agentId/approve');
    expect(keys).toContain('POST /api/auth/logout');
  });

  it('exempts only the routes listed with a reason, and those by route, not by spelling', async () => {
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const key of Object.keys(crossSiteRoutes)) expect(registered, key).toContain(key);
    // Another route spelled like the exempt one is still checked.
    const before = await snapshot();
    for (const path of [
      '/api/unsubscribe',
      '/unsubscribe/x',
      '/%75nsubscribe/../api/auth/logout',
    ]) {
      const response = await rawRequest(testApp.baseUrl, {
        method: 'POST',
        path,
        headers: { cookie: cookies.consumer ?? '' },
      });
      expect(response.status, path).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    // The exempt route itself, cross-site without a valid token: refused (it counts the try).
    const forged = await rawRequest(testApp.baseUrl, {
      method: 'POST',
      path: '/unsubscribe?token=forged.lead_new.x',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(400);
  });

  it("refuses the report's attack: POST /%61pi/admin/licences/<id>/approve, admin cookie, no Origin", async () => {
    const before = await snapshot();
    const response = await rawRequest(testApp.baseUrl, {
      method: 'POST',
      path: `/%61pi/admin/licences/${ids.licence}/approve`,
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toEqual({ message: originCheckMessages.crossSite });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an auto-submitted text/plain form from another port of the same site', async () => {
    const before = await snapshot();
    const otherPort = `http://127.0.0.1:${Number(new URL(testApp.baseUrl).port) + 1}`;
    for (const path of [
      `/api/admin/licences/${ids.licence}/approve`,
      `/%61pi/admin/licences/${ids.licence}/approve`,
      `/api/agent/leads/${ids.lead}/decline`,
      `/%61pi/offers/${ids.offer}/accept`,
      '/%61pi/auth/logout',
    ]) {
      const response = await rawRequest(testApp.baseUrl, {
        method: 'POST',
        path,
        headers: {
          cookie: cookies.admin ?? '',
          origin: otherPort,
          'sec-fetch-site': 'same-site',
          'sec-fetch-mode': 'navigate',
          'content-type': 'text/plain',
        },
        body: '{"ignored":"=1"}',
      });
      expect(response.status, path).toBe(403);
      expect(JSON.parse(response.text), path).toEqual({ message: originCheckMessages.crossSite });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every state-changing route under every spelling, as every role, changing nothing', async () => {
    const before = await snapshot();
    let cases = 0;
    for (const route of stateChangingRoutes()) {
      const path = concretePath(route.url);
      for (const [name, spell] of spellings) {
        for (const role of ['admin', 'agent', 'consumer', 'signedOut']) {
          const cookie = cookies[role];
          const label = `${route.method} ${route.url} ${name} as ${role}`;
          const response = await rawRequest(testApp.baseUrl, {
            method: route.method,
            path: spell(path, host),
            headers: {
              ...(cookie ? { cookie } : {}),
              'content-type': 'application/json',
            },
            body: '{}',
          });
          cases++;
          expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(403);
          expect(JSON.parse(response.text), label).toEqual({
            message: originCheckMessages.crossSite,
          });
        }
      }
    }
    expect(cases).toBeGreaterThan(30 * spellings.length * 4);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('refuses the same Origin without the app marker under every spelling', async () => {
    const before = await snapshot();
    for (const route of stateChangingRoutes()) {
      const path = concretePath(route.url);
      for (const [name, spell] of spellings) {
        const response = await rawRequest(testApp.baseUrl, {
          method: route.method,
          path: spell(path, host),
          headers: { cookie: cookies.admin ?? '', origin },
        });
        const label = `${route.method} ${route.url} ${name}`;
        expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(403);
        expect(JSON.parse(response.text), label).toEqual({
          message: originCheckMessages.missingMarker,
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('checks methods no route registers, on paths no route matches', async () => {
    for (const method of ['PROPFIND', 'PURGE', 'POST', 'DELETE', 'PATCH']) {
      for (const path of ['/', '/agent/dashboard', '/api/nowhere', '/%61pi/nowhere']) {
        const response = await rawRequest(testApp.baseUrl, {
          method,
          path,
          headers: { cookie: cookies.admin ?? '' },
        });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('still serves a spelled route when the request is the app’s own: the check is the route’s', async () => {
    const response = await rawRequest(testApp.baseUrl, {
      method: 'PUT',
      path: '/%61pi/user/call-availability',
      headers: {
        cookie: cookies.consumer ?? '',
        origin,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ callsEnabled: true }),
    });
    expect(response.status, response.text).toBe(200);
  });

  /** A WebSocket handshake: 101 when upgraded, else the refusal's status. */
  function handshake(path: string, headers: Record<string, string>): Promise<number> {
    const url = new URL(testApp.baseUrl);
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path,
        agent: false,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-version': '13',
          cookie: cookies.consumer ?? '',
          ...headers,
        },
      });
      request.on('upgrade', (_response, socket) => {
        socket.destroy();
        resolve(101);
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error) =>
        reject(new Error(`${path} ${JSON.stringify(headers)}: ${error}`)),
      );
      request.end();
    });
  }

  it('applies the same check to the WebSocket upgrade on its matched route', async () => {
    const sibling = `http://127.0.0.1:${Number(new URL(testApp.baseUrl).port) + 1}`;
    for (const path of ['/api/live', '/%61pi/live', '/%61%70%69/%6C%69%76%65']) {
      expect(await handshake(path, { origin: 'https://evil.example' }), path).toBe(403);
      expect(await handshake(path, { origin: sibling }), path).toBe(403);
      expect(await handshake(path, {}), path).toBe(403);
      expect(await handshake(path, { origin, 'sec-fetch-site': 'same-site' }), path).toBe(403);
      expect(await handshake(path, { 'sec-fetch-site': 'same-origin' }), path).toBe(403);
    }
    expect(await handshake('/api/live', { origin, 'sec-fetch-site': 'same-origin' })).toBe(101);
  });
});
