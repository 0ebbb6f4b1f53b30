import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offers } from '../../db/schema';
import { createAdmin, createConsumer, createSavedQuoteFor } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { consumerWithRequest, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';

type Caller =
  | 'signedOut'
  | 'consumerA'
  | 'consumerB'
  | 'agentWithConsent'
  | 'agentWithout'
  | 'admin';
const callers: Caller[] = [
  'signedOut',
  'consumerA',
  'consumerB',
  'agentWithConsent',
  'agentWithout',
  'admin',
];

interface Ids {
  quote: string;
  lead: string;
  offer: string;
  agentWithConsent: string;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: (ids: Ids) => string;
  body?: unknown;
  expected: Record<Caller, number>;
}

/** Consumer A's request and data: only A, and the agent A consented to, ever read them. */
const consumerA = {
  signedOut: 401,
  consumerA: 200,
  consumerB: 404,
  agentWithConsent: 403,
  agentWithout: 403,
  admin: 403,
};
const leadOfAgent = {
  signedOut: 401,
  consumerA: 403,
  consumerB: 403,
  agentWithConsent: 200,
  agentWithout: 404,
  admin: 403,
};
const anyAgent = {
  signedOut: 401,
  consumerA: 403,
  consumerB: 403,
  agentWithConsent: 200,
  agentWithout: 200,
  admin: 403,
};
const anyConsumer = {
  signedOut: 401,
  consumerA: 200,
  consumerB: 200,
  agentWithConsent: 403,
  agentWithout: 403,
  admin: 403,
};

const offer = {
  premium: 90,
  period: 'monthly',
  coverages: [{ kind: 'liability', limit: '50/100/50' }],
  deductible: 500,
  termMonths: 6,
};

/** Every endpoint of issue 10, in an order where each call finds what it needs. */
const endpoints: Endpoint[] = [
  { method: 'GET', path: (ids) => `/api/quotes/${ids.quote}/matches`, expected: consumerA },
  { method: 'GET', path: (ids) => `/api/quotes/${ids.quote}/consents`, expected: consumerA },
  {
    method: 'POST',
    path: (ids) => `/api/quotes/${ids.quote}/consents`,
    body: { mode: 'auto' },
    expected: consumerA,
  },
  { method: 'GET', path: (ids) => `/api/quotes/${ids.quote}/offers`, expected: consumerA },
  { method: 'GET', path: () => '/api/agent/leads', expected: anyAgent },
  { method: 'GET', path: (ids) => `/api/agent/leads/${ids.lead}`, expected: leadOfAgent },
  { method: 'POST', path: (ids) => `/api/agent/leads/${ids.lead}/accept`, expected: leadOfAgent },
  {
    method: 'POST',
    path: (ids) => `/api/agent/leads/${ids.lead}/offers`,
    body: offer,
    expected: { ...leadOfAgent, agentWithConsent: 201 },
  },
  { method: 'GET', path: () => '/api/agent/offers', expected: anyAgent },
  {
    method: 'POST',
    path: (ids) => `/api/quotes/offers/${ids.offer}/decline`,
    expected: { ...consumerA, consumerA: 200 },
  },
  // Declined already: the agent's withdrawal is refused as not open (409), others never see it.
  {
    method: 'POST',
    path: (ids) => `/api/agent/offers/${ids.offer}/withdraw`,
    expected: { ...leadOfAgent, agentWithConsent: 409 },
  },
  // Accepted leads cannot be passed (409); the pass rule itself is in leads.api.test.ts.
  {
    method: 'POST',
    path: (ids) => `/api/agent/leads/${ids.lead}/pass`,
    body: { reason: 'Not my market' },
    expected: { ...leadOfAgent, agentWithConsent: 409 },
  },
  { method: 'GET', path: () => '/api/profiles/me/access', expected: anyConsumer },
  // Withdrawing access from an agent the consumer never shared with is a 404.
  {
    method: 'DELETE',
    path: (ids) => `/api/profiles/me/access/${ids.agentWithConsent}`,
    expected: { ...anyConsumer, consumerB: 404 },
  },
  { method: 'DELETE', path: () => '/api/profiles/me/access', expected: anyConsumer },
];

describe.each(databaseKinds)('leads and offers access matrix on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    cookies.admin = await signInAs(api.client, { ...admin, role: 'admin' });
    const agentWith = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    // Serves only California: never matched with a TX request.
    const agentWithout = await verifiedAgent(db, api.client, admin.id, { states: ['CA'] });
    cookies.agentWithConsent = agentWith.cookie;
    cookies.agentWithout = agentWithout.cookie;
    const b = await createConsumer(db);
    await createSavedQuoteFor(db, b.id);
    cookies.consumerB = await signInAs(api.client, { ...b, role: 'consumer' });
  });

  for (const caller of callers) {
    it(`answers every endpoint as expected for ${caller}`, async () => {
      const db = api.testApp.database.db;
      // A fresh request of consumer A, shared with the agent, with one offer, for each caller.
      const a = await consumerWithRequest(db, api.client);
      if (caller === 'consumerA') cookies.consumerA = a.cookie;
      const agentId = (
        await api.client.json<{ id: string }>('GET', '/api/user', {
          cookie: cookies.agentWithConsent,
        })
      ).body.id;
      await api.client.call('POST', `/api/quotes/${a.quote.id}/consents`, {
        cookie: a.cookie,
        body: { agentIds: [agentId] },
      });
      const [lead] = await db.select().from(leads).where(eq(leads.quoteId, a.quote.id));
      const created = await api.client.json<{ id: string }>(
        'POST',
        `/api/agent/leads/${lead?.id}/offers`,
        {
          cookie: cookies.agentWithConsent,
          body: offer,
        },
      );
      if (caller !== 'consumerA') {
        // The decline and withdraw rows need a declined offer, as the consumer-A run leaves it.
        await db.update(offers).set({ status: 'declined' }).where(eq(offers.id, created.body.id));
      }
      const ids: Ids = {
        quote: a.quote.id,
        lead: lead?.id ?? '',
        offer: created.body.id,
        agentWithConsent: agentId,
      };
      const cookie = caller === 'consumerA' ? a.cookie : cookies[caller];
      for (const endpoint of endpoints) {
        const path = endpoint.path(ids);
        const expected = endpoint.expected[caller];
        const { status, body } = await api.client.json<{ message?: string }>(
          endpoint.method,
          path,
          {
            cookie,
            body: endpoint.body,
          },
        );
        expect(status, `${caller}: ${endpoint.method} ${path}`).toBe(expected);
        if (status >= 400) expect(typeof body.message, `${caller}: ${path}`).toBe('string');
      }
    });
  }
});

/** Every GET an agent can read consumer data through, with the ids of one consumer's records. */
function agentReadPaths(ids: { lead: string; conversation: string }): string[] {
  return [
    '/api/agent/leads',
    `/api/agent/leads/${ids.lead}`,
    '/api/agent/offers',
    '/api/agent/dashboard',
    '/api/messages/conversations',
    `/api/messages/conversations/${ids.conversation}`,
    `/api/messages/conversations/${ids.conversation}/notes`,
    '/api/messages/unread',
    `/api/calls?conversationId=${ids.conversation}`,
    '/api/calls/ringing',
  ];
}

/** Query parameters a scraper tries: bigger pages, other statuses, other people's ids. */
const scrapingQueries = (other: { agentId: string; consumerId: string }) => [
  '',
  `?limit=100000&offset=-1&status=withdrawn&status=passed&agentId=${other.agentId}`,
  `?consumerId=${other.consumerId}&all=true&include=customer&page=999&since=0&before=99999999`,
];

describe.each(databaseKinds)('no scraping of consumers by an agent on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });

  /** A consumer who consented to `agent`, accepted, with a conversation and a message. */
  async function sharedWith(agent: { id: string; cookie: string }) {
    const db = api.testApp.database.db;
    const consumer = await consumerWithRequest(db, api.client);
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db.select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    const leadId = lead?.id ?? '';
    await api.client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie });
    const conversation = await api.client.json<{ id: string }>(
      'POST',
      '/api/messages/conversations',
      { cookie: agent.cookie, body: { leadId } },
    );
    await api.client.call('POST', '/api/messages', {
      cookie: consumer.cookie,
      body: { conversationId: conversation.body.id, clientId: `scrape-${leadId}`, body: 'Hi' },
    });
    return { ...consumer, lead: leadId, conversation: conversation.body.id };
  }

  /** Everything the agent reads on every path with every query, as text. */
  async function everythingReadBy(
    cookie: string,
    ids: { lead: string; conversation: string },
    other: { agentId: string; consumerId: string },
  ) {
    const answers: Array<{ path: string; status: number; text: string }> = [];
    for (const path of agentReadPaths(ids)) {
      for (const query of scrapingQueries(other)) {
        const joined = path.includes('?') ? `${path}${query.replace(/^\?/, '&')}` : path + query;
        const response = await api.client.call('GET', joined, { cookie });
        answers.push({ path: joined, status: response.status, text: await response.text() });
      }
    }
    return answers;
  }

  it('shows an agent only consumers who consented to them, only while allowed, whatever the query', async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const agentA = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const agentB = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const mine = await sharedWith(agentA);
    const theirs = await sharedWith(agentB);
    const other = { agentId: agentB.id, consumerId: theirs.id };
    const secretsOf = (consumer: typeof theirs) => [
      consumer.email,
      consumer.id,
      consumer.quote.id,
      consumer.lead,
      consumer.conversation,
    ];

    const before = await everythingReadBy(agentA.cookie, mine, other);
    for (const answer of before) {
      expect(answer.status, answer.path).toBeLessThan(500);
      for (const secret of secretsOf(theirs))
        expect(answer.text, answer.path).not.toContain(secret);
    }
    // The consumer who consented is readable; a query never widens or changes a list.
    const byPath = new Map<string, string[]>();
    for (const answer of before) {
      const base = answer.path.split(/[?&]/)[0] ?? '';
      byPath.set(base, [...(byPath.get(base) ?? []), answer.text]);
    }
    expect(byPath.get('/api/agent/leads')?.[0]).toContain(mine.lead);
    expect(before.find((answer) => answer.path === `/api/agent/leads/${mine.lead}`)?.status).toBe(
      200,
    );
    for (const list of ['/api/agent/leads', '/api/agent/offers', '/api/messages/conversations']) {
      const texts = byPath.get(list) ?? [];
      expect(new Set(texts).size, list).toBe(1);
    }

    // The other agent's consumer by id: 404, like an id that does not exist or is not an id.
    for (const path of [
      `/api/agent/leads/${theirs.lead}`,
      `/api/messages/conversations/${theirs.conversation}`,
      `/api/messages/conversations/${theirs.conversation}/notes`,
      `/api/calls?conversationId=${theirs.conversation}`,
      `/api/agent/leads/${randomUUID()}`,
      '/api/agent/leads/1',
      `/api/messages/conversations/${randomUUID()}`,
    ]) {
      const { status, body } = await api.client.json<{ message?: string }>('GET', path, {
        cookie: agentA.cookie,
      });
      expect(status, path).toBe(404);
      expect(typeof body.message).toBe('string');
    }
    expect(mine.lead).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);

    // Once the consumer withdraws access, nothing of theirs reaches the agent by any path.
    const withdrawn = await api.client.call('DELETE', `/api/profiles/me/access/${agentA.id}`, {
      cookie: mine.cookie,
    });
    expect(withdrawn.status).toBe(200);
    const after = await everythingReadBy(agentA.cookie, mine, other);
    for (const answer of after) {
      expect(answer.status, answer.path).toBeLessThan(500);
      for (const secret of [mine.email, mine.quote.id, ...secretsOf(theirs)]) {
        expect(answer.text, answer.path).not.toContain(secret);
      }
    }
    for (const path of [
      `/api/agent/leads/${mine.lead}`,
      `/api/messages/conversations/${mine.conversation}`,
    ]) {
      expect(after.find((answer) => answer.path === path)?.status, path).toBe(404);
    }
  });

  it('shows an agent nothing of a consumer once the licence no longer covers the request, by any path', async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const agent = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const other = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const mine = await sharedWith(agent);
    const before = await everythingReadBy(agent.cookie, mine, {
      agentId: other.id,
      consumerId: '',
    });
    expect(before.find((answer) => answer.path === `/api/agent/leads/${mine.lead}`)?.status).toBe(
      200,
    );
    // Re-recorded for Oklahoma only: the Texas lines are gone.
    const rerecorded = await api.client.call('PUT', '/api/agent/licence', {
      cookie: agent.cookie,
      body: {
        npn: '1234567',
        licences: [{ state: 'OK', lines: ['auto'] }],
        serviceAreas: [{ state: 'OK', zipPrefixes: [] }],
        languages: ['en'],
        bio: '',
      },
    });
    expect(rerecorded.status).toBe(200);
    const after = await everythingReadBy(agent.cookie, mine, { agentId: other.id, consumerId: '' });
    for (const answer of after) {
      expect(answer.status, answer.path).toBeLessThan(500);
      // (The agent's own activity keeps the lead id, as after a withdrawal.)
      for (const secret of [mine.email, mine.quote.id, '"body":"Hi"']) {
        expect(answer.text, answer.path).not.toContain(secret);
      }
    }
    for (const path of [
      `/api/agent/leads/${mine.lead}`,
      `/api/messages/conversations/${mine.conversation}`,
      `/api/messages/conversations/${mine.conversation}/notes`,
    ]) {
      expect(after.find((answer) => answer.path === path)?.status, path).toBe(404);
    }
    for (const [method, path, body] of [
      ['POST', `/api/agent/leads/${mine.lead}/offers`, offer],
      ['POST', `/api/agent/leads/${mine.lead}/accept`, undefined],
      ['POST', '/api/messages/conversations', { leadId: mine.lead }],
      [
        'POST',
        '/api/messages',
        { conversationId: mine.conversation, clientId: `nl-${mine.lead}`, body: 'x' },
      ],
    ] as const) {
      const response = await api.client.call(method, path, { cookie: agent.cookie, body });
      expect(response.status, path).toBe(404);
    }
  });

  it('shows an agent picked again by hand nothing from before the withdrawal, by any path', async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const agent = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const mine = await sharedWith(agent);
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, { cookie: mine.cookie });
    const next = await createSavedQuoteFor(db, mine.id);
    const picked = await api.client.call('POST', `/api/quotes/${next.id}/consents`, {
      cookie: mine.cookie,
      body: { agentIds: [agent.id] },
    });
    expect(picked.status).toBe(200);
    const [lead] = await db.select().from(leads).where(eq(leads.quoteId, next.id));
    await api.client.call('POST', `/api/agent/leads/${lead?.id}/accept`, { cookie: agent.cookie });
    const answers = await everythingReadBy(
      agent.cookie,
      { lead: lead?.id ?? '', conversation: mine.conversation },
      { agentId: agent.id, consumerId: mine.id },
    );
    expect(
      answers.find((answer) => answer.path === `/api/messages/conversations/${mine.conversation}`)
        ?.status,
    ).toBe(200);
    for (const answer of answers) {
      expect(answer.status, answer.path).toBeLessThan(500);
      // The message said before the withdrawal ('Hi', client id scrape-<old lead>).
      expect(answer.text, answer.path).not.toContain(`scrape-${mine.lead}`);
      expect(answer.text, answer.path).not.toContain('"body":"Hi"');
    }
  });
});
