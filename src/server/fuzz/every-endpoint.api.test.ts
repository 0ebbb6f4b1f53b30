import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/languages';
import { validationMessages } from '../../shared/validation-messages';
import {
  createAdmin,
  createAgent,
  createConsumer,
  createLicenceFor,
  sampleAutoQuoteInput,
} from '../seed/factories';
import { apiClient, signInAs } from '../test-support/api-test-client';
import { consumerWithRequest, verifiedAgent } from '../test-support/leads';
import { databaseKinds, startTestApp, type TestApp } from '../test-support/test-app';
import {
  fuzzSeed,
  type HostileHeaders,
  hostileHeaders,
  hostileJson,
  hostileTexts,
  type IdPool,
  idsFor,
  pathSegment,
  queryString,
  shapedBy,
} from './arbitraries';
import { closeFuzzAgent, type RawRequest, rawRequest, refusalProblem } from './http-fuzz-client';

/**
 * Every route the app registers, under hostile bodies, paths, query strings and headers, as each
 * role: never a 5xx, every 4xx JSON with a readable message, Object.prototype untouched. Routes
 * are collected as the app adds them, so a new route is fuzzed without a change here.
 *
 * FUZZ_RUNS scales the random cases per route (default 30).
 */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 30);

/** Routes not fuzzed here, each with the reason. A route missing from both fails the test. */
const excludedRoutes: Record<string, string> = {
  'GET /api/live': 'the WebSocket upgrade: src/server/fuzz/live-frames.api.test.ts',
};

type Role = 'signedOut' | 'consumer' | 'agent' | 'admin';
const roles: Role[] = ['signedOut', 'consumer', 'agent', 'admin'];

interface Route {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/** What a path parameter names: `:agentId` an agent, `/leads/:id` a lead. */
function paramKind(url: string, param: string): string {
  if (param !== ':id') return param.slice(1);
  const before = url.slice(0, url.indexOf(param)).split('/').filter(Boolean);
  return before.at(-1) ?? 'id';
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Bodies no JSON route should take, sent with the content type that goes with each. */
const oddBodies: Array<{ name: string; type?: string; body: () => string | Buffer }> = [
  { name: 'malformed JSON', type: 'application/json', body: () => '{"a":' },
  { name: 'JSON with a trailing comma', type: 'application/json', body: () => '{"a":1,}' },
  { name: 'a lone surrogate escape', type: 'application/json', body: () => '{"a":"\\ud800"}' },
  { name: 'NUL in JSON', type: 'application/json', body: () => '{"body":"a\\u0000b"}' },
  {
    name: 'a prototype key',
    type: 'application/json',
    body: () => '{"__proto__":{"polluted":true}}',
  },
  {
    name: 'a constructor key',
    type: 'application/json',
    body: () => '{"constructor":{"prototype":{"polluted":true}}}',
  },
  {
    name: 'over the body limit',
    type: 'application/json',
    body: () => `{"a":"${'x'.repeat(300 * 1024)}"}`,
  },
  { name: 'deep nesting', type: 'application/json', body: () => `${'['.repeat(20_000)}` },
  { name: 'plain text', type: 'text/plain', body: () => 'hello' },
  { name: 'a form', type: 'application/x-www-form-urlencoded', body: () => 'a=1&b=2' },
  {
    name: 'multipart',
    type: 'multipart/form-data; boundary=x',
    body: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { name: 'XML', type: 'application/xml', body: () => '<a>1</a>' },
  { name: 'no content type', body: () => '{"a":1}' },
  { name: 'binary', type: 'application/octet-stream', body: () => randomBytes(64) },
];

/** Accepted requests, as a role sends them: the sweep puts hostile text in each of their strings. */
interface Seed {
  route: string;
  role: Role;
  body: (pool: IdPool) => Record<string, unknown>;
}

let clientIds = 0;
const first = (pool: IdPool, kind: string) => idsFor(pool, kind)[0] ?? 'x';
const seeds: Seed[] = [
  {
    route: 'POST /api/messages',
    role: 'agent',
    body: (pool) => ({
      conversationId: first(pool, 'conversation'),
      clientId: `fuzz-seed-${++clientIds}`,
      body: 'Hello there',
    }),
  },
  { route: 'PATCH /api/messages/:id', role: 'agent', body: () => ({ body: 'Edited' }) },
  { route: 'PUT /api/agent/agency', role: 'agent', body: () => ({ agencyName: 'Morgan Agency' }) },
  {
    route: 'PUT /api/notifications/preferences',
    role: 'consumer',
    body: () => ({
      kinds: { offer_new: { email: false, push: true } },
      timeZone: 'America/Chicago',
      quietStart: 22,
      quietEnd: 7,
    }),
  },
  {
    route: 'POST /api/messages/conversations/:id/notes',
    role: 'agent',
    body: () => ({ body: 'Called, no answer' }),
  },
  {
    route: 'POST /api/agent/leads/:id/offers',
    role: 'agent',
    body: () => ({
      premium: 99.5,
      period: 'monthly',
      coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
      deductible: 500,
      termMonths: 6,
      description: 'Full coverage.',
    }),
  },
  {
    route: 'PUT /api/profiles/me',
    role: 'consumer',
    body: (pool) => ({
      firstName: 'Casey',
      lastName: 'Morgan',
      // The consumer's own address: the test signs in with it again after a sign-out.
      email: pool.byKind?.consumerEmail?.[0],
      phone: '+1 512 555 0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      birthDate: null,
      currentInsurance: null,
      insuranceCompany: null,
      currentPremium: null,
      renewalDate: null,
      contactPreference: 'in_app',
      budgetRange: null,
    }),
  },
  {
    route: 'POST /api/profiles/me/vehicles',
    role: 'consumer',
    body: () => ({ year: 2020, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 1 }),
  },
  { route: 'POST /api/quotes/estimate', role: 'signedOut', body: () => sampleAutoQuoteInput() },
  { route: 'POST /api/quotes', role: 'consumer', body: () => sampleAutoQuoteInput() },
];

/** The hostile texts each field of a seed gets (every one of them with FUZZ_RUNS above 30). */
const sweepTexts =
  runsPerRoute > 30
    ? hostileTexts
    : hostileTexts.filter(
        (text) =>
          text.includes('\u0000') ||
          /<\/script>|onerror|\{\{|\r\n|\u2028|\ud800|\u202e|\u200b|👩|DROP|^x+$|^$/.test(text),
      );

/** Every path to a string in `value`. */
function stringPaths(
  value: unknown,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withValueAt(value: unknown, path: Array<string | number>, replacement: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const step of path.slice(0, -1)) cursor = cursor[step] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) cursor[last] = replacement;
  return copy;
}

describe.each(databaseKinds)('hostile input on every endpoint on %s', (kind) => {
  const routes: Route[] = [];
  let testApp: TestApp;
  const cookies: Record<Role, string> = { signedOut: '', consumer: '', agent: '', admin: '' };
  const accounts: Partial<Record<Role, { email: string; password: string; role: string }>> = {};
  const pool: IdPool = { ids: [] };
  let cases = 0;
  /** Answers by route, to show that the cases reach the handlers, not only the validators. */
  const statuses = new Map<string, Record<number, number>>();
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    testApp = await startTestApp(
      kind,
      {
        LEAD_JOB_INTERVAL_MS: 3_600_000,
        ESTIMATE_RATE_LIMIT_PER_MINUTE: 1_000_000,
        VEHICLE_LOOKUP_RATE_LIMIT_PER_MINUTE: 1_000_000,
        CONSENT_RATE_LIMIT_PER_HOUR: 1_000_000,
        OFFER_RATE_LIMIT_PER_HOUR: 1_000_000,
        QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: 1_000_000,
        SAVED_QUOTES_PER_CONSUMER: 1_000_000,
        MESSAGE_RATE_LIMIT_PER_MINUTE: 1_000_000,
        // No build: the static files are not routes of ours.
        WEB_DIST_DIR: '/nonexistent',
      },
      {
        onRoute: (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            routes.push({ method, url: route.url, schema: route.schema });
          }
        },
      },
    );
    const client = apiClient(testApp.baseUrl);
    const db = testApp.database.db;
    const admin = await createAdmin(db);
    accounts.admin = { ...admin, role: 'admin' };
    cookies.admin = await signInAs(client, accounts.admin);
    const agent = await verifiedAgent(db, client, admin.id, { states: ['TX'] });
    accounts.agent = { ...agent, role: 'agent' };
    cookies.agent = agent.cookie;
    const pending = await createAgent(db);
    await createLicenceFor(db, pending.id, { status: 'pending' });
    const consumer = await consumerWithRequest(db, client);
    // The console's `:userId` routes (suspend, reinstate, revoke) aim at a spare account and at
    // the admin itself (refused): suspending the signed-in roles would end the run's sessions.
    const spare = await createConsumer(db);
    accounts.consumer = { ...consumer, role: 'consumer' };
    cookies.consumer = consumer.cookie;
    // A lead, accepted, with a conversation, a message and an offer: ids to aim at.
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
      body: { conversationId: conversation.id, clientId: 'fuzz-msg-0001', body: 'Hello' },
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
    pool.byKind = {
      quote: [consumer.quote.id],
      lead: [leadId],
      conversation: [conversation.id],
      message: [message.id],
      offer: [offer.id],
      agent: [agent.id, pending.id],
      licence: [agent.id, pending.id],
      consumerEmail: [consumer.email],
      user: [spare.id, admin.id],
    };
    pool.ids.push(
      consumer.quote.id,
      leadId,
      conversation.id,
      message.id,
      offer.id,
      agent.id,
      consumer.id,
      pending.id,
      admin.id,
    );
    expect(pool.ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
  });

  afterAll(async () => {
    closeFuzzAgent();
    await testApp?.close();
    console.log(`fuzz cases (${kind}, seed ${fuzzSeed})`, cases);
    if (process.env.FUZZ_VERBOSE) console.log(Object.fromEntries(statuses));
  });

  /** Sessions a case ended (sign-out, a sign-in over it) are opened again for the next. */
  async function keepSignedIn(role: Role): Promise<void> {
    const account = accounts[role];
    if (role === 'signedOut' || !account) return;
    const check = await rawRequest(testApp.baseUrl, {
      method: 'GET',
      path: '/api/user',
      headers: { cookie: cookies[role] },
    });
    if (check.status === 200 && check.text.includes(account.email)) return;
    cookies[role] = await signInAs(apiClient(testApp.baseUrl), account);
  }

  function requestFor(
    route: Route,
    role: Role,
    segments: string[],
    query: string,
    headers: HostileHeaders,
  ): RawRequest {
    let index = 0;
    const path = route.url.replace(/:\w+/g, () => segments[index++] ?? 'x');
    const origin = headers.badOrigin ? 'https://evil.example' : new URL(testApp.baseUrl).origin;
    const sent: Record<string, string> = {
      origin,
      'x-requested-with': 'XMLHttpRequest',
    };
    const cookie = [cookies[role], headers.extraCookie].filter(Boolean).join('; ');
    if (cookie) sent.cookie = cookie;
    if (headers.acceptLanguage !== undefined) sent['accept-language'] = headers.acceptLanguage;
    if (headers.idempotencyKey !== undefined) sent['idempotency-key'] = headers.idempotencyKey;
    if (headers.forwardedFor !== undefined) sent['x-forwarded-for'] = headers.forwardedFor;
    return { method: route.method, path: query ? `${path}?${query}` : path, headers: sent };
  }

  async function check(route: Route, role: Role, request: RawRequest): Promise<void> {
    cases++;
    const key = `${route.method} ${route.url}`;
    const label = `${request.method} ${request.path.slice(0, 200)} as ${role}`;
    const response = await rawRequest(testApp.baseUrl, request).catch((error: Error) => {
      throw new Error(`${label} (${request.headers['content-type']}): ${error.message}`);
    });
    expect(
      response.status,
      `${label} ${String(request.body ?? '').slice(0, 300)}: ${response.text.slice(0, 300)}`,
    ).toBeLessThan(500);
    const counts = statuses.get(key) ?? {};
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    statuses.set(key, counts);
    if (request.method !== 'HEAD') {
      expect(refusalProblem(response), `${label}: ${response.text.slice(0, 300)}`).toBeUndefined();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    if (response.headers['set-cookie']?.some((line) => line.startsWith('lion_session='))) {
      await keepSignedIn(role);
    }
  }

  function fuzzedRoutes(): Route[] {
    const seen = new Set<string>();
    return routes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !(`${route.method} ${route.url}` in excludedRoutes))
      .filter((route) => {
        const key = `${route.method} ${route.url}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method));
  }

  it('collects every route, and excludes only those listed with a reason', () => {
    const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(keys.size).toBeGreaterThan(50);
    for (const excluded of Object.keys(excludedRoutes)) expect(keys).toContain(excluded);
    const fuzzed = new Set(fuzzedRoutes().map((route) => `${route.method} ${route.url}`));
    for (const key of keys) {
      const [method] = key.split(' ');
      const covered =
        fuzzed.has(key) ||
        key in excludedRoutes ||
        // HEAD answers as its GET does, without a body: the GET is fuzzed.
        (method === 'HEAD' &&
          (fuzzed.has(key.replace(/^HEAD/, 'GET')) ||
            key.replace(/^HEAD/, 'GET') in excludedRoutes));
      expect(covered, `${key} is neither fuzzed nor listed in excludedRoutes`).toBe(true);
    }
  });

  it('takes hostile text in every field of an accepted request without a 5xx', async () => {
    const known = new Set(fuzzedRoutes().map((route) => `${route.method} ${route.url}`));
    for (const seed of seeds) {
      expect(known, `seed route ${seed.route}`).toContain(seed.route);
      const [method = 'POST', url = ''] = seed.route.split(' ');
      const route = { method, url, schema: undefined };
      const segments = (url.match(/:\w+/g) ?? []).map((param) =>
        first(pool, paramKind(url, param)),
      );
      await keepSignedIn(seed.role);
      const plain = requestFor(route, seed.role, segments, '', {});
      plain.body = JSON.stringify(seed.body(pool));
      plain.headers['content-type'] = 'application/json';
      const accepted = await rawRequest(testApp.baseUrl, plain);
      expect(
        accepted.status,
        `${seed.route} ${plain.path}: ${accepted.text.slice(0, 300)}`,
      ).toBeLessThan(300);
      for (const path of stringPaths(seed.body(pool))) {
        for (const text of sweepTexts) {
          await keepSignedIn(seed.role);
          const request = requestFor(route, seed.role, segments, '', {});
          request.body = JSON.stringify(withValueAt(seed.body(pool), path, text));
          request.headers['content-type'] = 'application/json';
          await check(route, seed.role, request);
        }
      }
    }
  }, 600_000);

  it('answers random and hostile requests on every route without a 5xx', async () => {
    for (const route of fuzzedRoutes()) {
      const params = route.url.match(/:\w+/g) ?? [];
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const body = bodyMethods.has(route.method)
        ? fc.oneof(
            { weight: 4, arbitrary: shapedBy(schema.body, pool) },
            { weight: 1, arbitrary: hostileJson },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.tuple(...params.map((param) => pathSegment(pool, paramKind(route.url, param)))),
          fc.oneof(fc.constant(''), queryString(schema.querystring, pool)),
          hostileHeaders,
          body,
          async (role, segments, query, headers, value) => {
            await keepSignedIn(role);
            const request = requestFor(route, role, segments, query, headers);
            if (value !== undefined) {
              request.body = JSON.stringify(value);
              request.headers['content-type'] =
                `application/json; charset=${headers.contentTypeCharset ?? 'utf-8'}`;
            }
            await check(route, role, request);
          },
        ),
        { numRuns: runsPerRoute, seed: fuzzSeed },
      );
    }
  }, 600_000);

  it('refuses malformed, over-long and non-JSON bodies on every route with a readable 4xx', async () => {
    let turn = 0;
    for (const route of fuzzedRoutes().filter((candidate) => bodyMethods.has(candidate.method))) {
      for (const odd of oddBodies) {
        // Each odd body as one role per route, the roles taking turns.
        const role = roles[turn++ % roles.length] ?? 'consumer';
        await keepSignedIn(role);
        const segments = (route.url.match(/:\w+/g) ?? []).map((_, index) => pool.ids[index] ?? 'x');
        const request = requestFor(route, role, segments, '', {});
        request.body = odd.body();
        if (odd.type) request.headers['content-type'] = odd.type;
        await check(route, role, request);
      }
    }
  }, 600_000);
  it("answers the parser's own refusals in the caller's language", async () => {
    const cases: Array<[string, string, string | Buffer]> = [
      ['bodyNotJson', 'application/json', '{"a":'],
      ['bodyTooLarge', 'application/json', `"${'x'.repeat(300 * 1024)}"`],
      ['bodyNotJsonType', 'application/xml', '<a/>'],
      ['bodyForbiddenKey', 'application/json', '{"__proto__":{"polluted":true}}'],
      ['textNulCharacter', 'application/json', '{"a":"\\u0000"}'],
    ];
    for (const [key, type, body] of cases) {
      for (const language of languages) {
        const request = requestFor(
          { method: 'POST', url: '/api/quotes/estimate', schema: undefined },
          'signedOut',
          [],
          '',
          { acceptLanguage: language },
        );
        request.headers['content-type'] = type;
        request.body = body;
        const response = await rawRequest(testApp.baseUrl, request);
        expect(response.status, key).toBeGreaterThanOrEqual(400);
        expect(JSON.parse(response.text).message, key).toBe(
          validationMessages[language][key as keyof (typeof validationMessages)['en']],
        );
      }
    }
  });
});
