import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createConsumer, createSavedQuoteFor } from '../../db/factories';
import { leads, offers } from '../../db/schema';
import { databaseKinds } from '../../test-support/test-app';
import { setUpApiTest, signInAs } from '../auth/api-test-client';
import { consumerWithRequest, verifiedAgent } from './test-support';

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
