import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import { validationMessages } from '../../shared/validation-messages';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createDatabase } from '../db/client';
import { sampleAutoQuoteInput } from '../seed/factories';
import { type ApiClient, apiClient, setUpApiTest } from '../test-support/api-test-client';
import {
  consumerWithRequest,
  openConversation,
  reviewer,
  verifiedAgent,
} from '../test-support/leads';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-app';

/**
 * The abuse limits of decision 0030: per user, per IP address and per conversation, answered 429
 * with Retry-After and a translated message; counted in the database, so shared by instances.
 */
const estimatePath = '/api/quotes/estimate';
const fromAddress = (ip: string) => ({ 'X-Forwarded-For': ip });
const clientId = () => randomBytes(9).toString('base64url');

async function expectRefusal(
  response: { status: number; body: { message?: string }; response: Response },
  messageKey: keyof (typeof validationMessages)['en'],
  language: Language = 'en',
) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const count = messageKey.endsWith('Minutes') ? Math.ceil(retryAfter / 60) : retryAfter;
  expect(response.body.message).toBe(
    validationMessages[language][messageKey].replace('{{count}}', String(count)),
  );
  return retryAfter;
}

describe.each(databaseKinds)('abuse limits on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    // Callers name their address, so each test's limits start from zero.
    TRUSTED_PROXIES: ['127.0.0.1'],
    ESTIMATE_RATE_LIMIT_PER_MINUTE: 3,
    CONSENT_RATE_LIMIT_PER_HOUR: 2,
    OFFER_RATE_LIMIT_PER_HOUR: 2,
    MESSAGE_RATE_LIMIT_PER_MINUTE: 4,
  });
  const db = () => api.testApp.database.db;
  let addresses = 0;
  const nextAddress = () => `198.51.100.${++addresses}`;

  /** An agent and a consumer with an accepted lead and its conversation. */
  const conversation = (client: ApiClient, ip: string) =>
    openConversation(db(), client, fromAddress(ip));

  it('limits estimates per address, and per signed-in user across addresses', async () => {
    const ip = nextAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status } = await api.client.json('POST', estimatePath, {
        body: sampleAutoQuoteInput(),
        headers: fromAddress(ip),
      });
      expect(status).toBe(200);
    }
    const refused = await api.client.json('POST', estimatePath, {
      body: sampleAutoQuoteInput(),
      headers: fromAddress(ip),
    });
    await expectRefusal(refused, 'tooManyEstimates');
    // Another address is not limited by it.
    const other = await api.client.json('POST', estimatePath, {
      body: sampleAutoQuoteInput(),
      headers: fromAddress(nextAddress()),
    });
    expect(other.status).toBe(200);

    // A signed-in user changing address every time is still one user.
    const { cookie } = await consumerWithRequest(db(), api.client);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.client.json('POST', estimatePath, {
        cookie,
        body: sampleAutoQuoteInput(),
        headers: { ...fromAddress(nextAddress()), 'Accept-Language': 'es' },
      });
      statuses.push(response.status);
      if (response.status === 429) await expectRefusal(response, 'tooManyEstimates', 'es');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits consents per consumer, and per address across consumers', async () => {
    const adminId = (await reviewer(db())).id;
    const agent = await verifiedAgent(db(), api.client, adminId, { states: ['TX'] });
    const consumer = await consumerWithRequest(db(), api.client);
    const consent = (cookie: string, quoteId: string, ip: string) =>
      api.client.json('POST', `/api/quotes/${quoteId}/consents`, {
        cookie,
        body: { agentIds: [agent.id] },
        headers: fromAddress(ip),
      });
    // The same consent twice answers as the first (at most 3 agents), and counts.
    expect((await consent(consumer.cookie, consumer.quote.id, nextAddress())).status).toBe(200);
    expect((await consent(consumer.cookie, consumer.quote.id, nextAddress())).status).toBeLessThan(
      429,
    );
    const retryAfter = await expectRefusal(
      await consent(consumer.cookie, consumer.quote.id, nextAddress()),
      'tooManyActionsMinutes',
    );
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Per address: 4 x 2 from one address, whoever the consumers are.
    const shared = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      const other = await consumerWithRequest(db(), api.client);
      statuses.push((await consent(other.cookie, other.quote.id, shared)).status);
      statuses.push((await consent(other.cookie, other.quote.id, shared)).status);
    }
    expect(statuses.slice(0, 8).every((status) => status < 429)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('limits offers per agent', async () => {
    const ip = nextAddress();
    const { agent, leadId } = await conversation(api.client, ip);
    const offer = () =>
      api.client.json('POST', `/api/agent/leads/${leadId}/offers`, {
        cookie: agent.cookie,
        headers: fromAddress(nextAddress()),
        body: {
          premium: 100,
          period: 'monthly',
          coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
          deductible: 500,
          termMonths: 6,
          description: 'Full coverage.',
        },
      });
    expect((await offer()).status).toBe(201);
    expect((await offer()).status).toBe(201);
    await expectRefusal(await offer(), 'tooManyActionsMinutes');
  });

  it('limits messages per sender and per conversation, in English and Spanish', async () => {
    const { agent, consumer, conversationId } = await conversation(api.client, nextAddress());
    const send = (cookie: string, language = 'en') =>
      api.client.json('POST', '/api/messages', {
        cookie,
        headers: { ...fromAddress(nextAddress()), 'Accept-Language': language },
        body: { conversationId, clientId: clientId(), body: 'Hello' },
      });
    for (let index = 0; index < 4; index++) expect((await send(agent.cookie)).status).toBe(201);
    await expectRefusal(await send(agent.cookie), 'tooManyMessages');
    // The consumer has a limit of their own, but the conversation (6 a minute) is nearly full:
    // the agent's refused fifth was counted too.
    expect((await send(consumer.cookie)).status).toBe(201);
    await expectRefusal(await send(consumer.cookie, 'es'), 'tooManyMessages', 'es');
    // Other conversations of the same people are not affected.
    const other = await conversation(api.client, nextAddress());
    expect(
      (
        await api.client.json('POST', '/api/messages', {
          cookie: other.consumer.cookie,
          body: { conversationId: other.conversationId, clientId: clientId(), body: 'Hi' },
        })
      ).status,
    ).toBe(201);
  });

  it('limits messages per address across senders', async () => {
    const shared = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      const { agent, conversationId } = await conversation(api.client, nextAddress());
      for (let message = 0; message < 4; message++) {
        const response = await api.client.json('POST', '/api/messages', {
          cookie: agent.cookie,
          headers: fromAddress(shared),
          body: { conversationId, clientId: clientId(), body: 'Hello' },
        });
        statuses.push(response.status);
      }
    }
    // 4 x 4 from one address, then refused.
    expect(statuses.slice(0, 16).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(16)).toEqual([429, 429, 429, 429]);
  });
});

describe.runIf(databaseKinds.includes('postgres'))(
  'abuse limits shared by two instances on one PostgreSQL',
  () => {
    let database: TestDatabase;
    const apps: FastifyInstance[] = [];
    const clients: ApiClient[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      for (let index = 0; index < 2; index++) {
        const instanceDb =
          index === 0
            ? database.database
            : createDatabase({ databaseUrl: database.databaseUrl, poolMax: 3 });
        const app = await buildApp({
          config: testConfig({
            ESTIMATE_RATE_LIMIT_PER_MINUTE: 3,
            LEAD_JOB_INTERVAL_MS: 3_600_000,
          }),
          database: instanceDb,
        });
        if (index === 1) app.addHook('onClose', () => instanceDb.close());
        clients.push(apiClient(await app.listen({ port: 0, host: '127.0.0.1' })));
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('counts estimates on either instance against one limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const client = clients[attempt % 2] as ApiClient;
        statuses.push(
          (await client.json('POST', estimatePath, { body: sampleAutoQuoteInput() })).status,
        );
        // The exchange each instance runs every 200 ms, now: the one that counted the hit adds
        // it, the other learns the total.
        await apps[attempt % 2]?.estimateCounters.flush();
        await apps[(attempt + 1) % 2]?.estimateCounters.flush();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);
