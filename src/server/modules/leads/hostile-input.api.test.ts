import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createAgent, createLicenceFor } from '../../db/factories';
import { leads } from '../../db/schema';
import { databaseKinds } from '../../test-support/test-app';
import { setUpApiTest, signInAs } from '../auth/api-test-client';
import { consumerWithRequest, verifiedAgent } from './test-support';

/** Values a hostile client may send where an object is expected. */
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    { __proto__: { isAdmin: true } },
    { constructor: { prototype: { polluted: true } } },
    { agentIds: Array.from({ length: 50 }, () => '00000000-0000-4000-8000-000000000000') },
    { premium: Number.MAX_VALUE, period: 'monthly', coverages: [], deductible: 0, termMonths: 1 },
    {
      npn: '\u0000\u202e1234',
      licences: [{ state: 'TX\u0000', lines: ['auto'] }],
      languages: ['en'],
    },
    { reason: '\ud800'.repeat(10) },
    { token: '../../etc/passwd' },
  ),
);

/**
 * Every body-taking endpoint of issues 9 and 10 under random and hostile bodies: never a 5xx,
 * every refusal a 4xx with a readable message, and Object.prototype untouched.
 */
describe.each(databaseKinds)('hostile input on the trust and lead endpoints on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const targets: Array<{ method: string; path: string; cookie: string }> = [];

  beforeAll(async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const adminCookie = await signInAs(api.client, { ...admin, role: 'admin' });
    const agent = await verifiedAgent(db, api.client, admin.id, { states: ['TX'] });
    const pendingAgent = await createAgent(db);
    await createLicenceFor(db, pendingAgent.id, { status: 'pending' });
    const consumer = await consumerWithRequest(db, api.client);
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db.select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    targets.push(
      { method: 'PUT', path: '/api/agent/licence', cookie: agent.cookie },
      {
        method: 'POST',
        path: `/api/admin/licences/${pendingAgent.id}/reject`,
        cookie: adminCookie,
      },
      { method: 'POST', path: '/api/auth/confirm-email', cookie: '' },
      { method: 'POST', path: '/api/auth/sign-in-link', cookie: '' },
      {
        method: 'POST',
        path: `/api/quotes/${consumer.quote.id}/consents`,
        cookie: consumer.cookie,
      },
      { method: 'POST', path: `/api/agent/leads/${lead?.id}/offers`, cookie: agent.cookie },
      { method: 'POST', path: `/api/agent/leads/${lead?.id}/pass`, cookie: agent.cookie },
    );
  });

  it('answers every random body with a 2xx or a readable 4xx, never a 5xx', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 6 }), hostileValue, async (index, value) => {
        const target = targets[index % targets.length];
        if (!target) return;
        cases++;
        const { status, body } = await api.client.json<{ message?: unknown }>(
          target.method,
          target.path,
          {
            cookie: target.cookie || undefined,
            rawBody: JSON.stringify(value) ?? 'null',
          },
        );
        expect(status, `${target.path} ${JSON.stringify(value)}`).toBeLessThan(500);
        if (status >= 400) expect(typeof body.message).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect(cases).toBe(150);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed JSON and other content types with a readable 4xx', async () => {
    for (const target of targets) {
      for (const [rawBody, headers] of [
        ['{"npn":', {}],
        ['not json', { 'Content-Type': 'text/plain' }],
        ['<xml/>', { 'Content-Type': 'application/xml' }],
      ] as const) {
        const { status, body } = await api.client.json<{ message?: unknown }>(
          target.method,
          target.path,
          {
            cookie: target.cookie || undefined,
            rawBody,
            headers,
          },
        );
        expect(status, `${target.path} ${rawBody}`).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
        expect(typeof body.message).toBe('string');
      }
    }
  });
});
