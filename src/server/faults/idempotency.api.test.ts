import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer, RequestSharing } from '../../shared/contracts/leads';
import type { SavedQuote } from '../../shared/contracts/quotes';
import { consents, leads, offers, savedQuotes } from '../db/schema';
import { createConsumer, sampleAutoQuoteInput } from '../seed/factories';
import { setUpApiTest, signInAs } from '../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../test-support/leads';
import { databaseKinds } from '../test-support/test-app';

const newKey = () => randomBytes(12).toString('base64url');

const offerBody = (premium = 98.5) => ({
  premium,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Idempotent offer',
});

describe.each(databaseKinds)('Idempotency-Key on the critical POSTs (%s)', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  let agent: Awaited<ReturnType<typeof verifiedAgent>>;

  beforeAll(async () => {
    const admin = await reviewer(db());
    agent = await verifiedAgent(db(), api.client, admin.id);
  });

  const post = (path: string, cookie: string, body: unknown, key?: string, language = 'en') =>
    api.client.json<Record<string, unknown>>('POST', path, {
      cookie,
      body,
      headers: { 'Accept-Language': language, ...(key ? { 'Idempotency-Key': key } : {}) },
    });

  it('saves a quote request once per key: a retry answers the same 201 and body; another body is a 422', async () => {
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const key = newKey();
    const input = sampleAutoQuoteInput();
    const first = await post('/api/quotes', cookie, input, key);
    expect(first.status).toBe(201);
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    const retry = await post('/api/quotes', cookie, input, key);
    expect(retry.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // Racing retries of one action: still one row.
    const racing = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/quotes', cookie, input, racing)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as SavedQuote).id)).size).toBe(1);

    const other = await post('/api/quotes', cookie, { ...input, zip: '78702' }, key, 'es');
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key ya se usó/);
    const rows = await db().select().from(savedQuotes).where(eq(savedQuotes.userId, consumer.id));
    expect(rows).toHaveLength(2);

    // The key belongs to its owner: another consumer's same key is another request.
    const someoneElse = await createConsumer(db());
    const theirCookie = await signInAs(api.client, { ...someoneElse, role: 'consumer' });
    const theirs = await post('/api/quotes', theirCookie, input, key);
    expect(theirs.status).toBe(201);
    expect((theirs.body as SavedQuote).id).not.toBe((first.body as SavedQuote).id);

    // Without the header, as before: every POST stores a request.
    await post('/api/quotes', cookie, input);
    await post('/api/quotes', cookie, input);
    expect(
      await db().select().from(savedQuotes).where(eq(savedQuotes.userId, consumer.id)),
    ).toHaveLength(4);
  });

  it('refuses a malformed key with a readable 400', async () => {
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    for (const key of ['short', 'x'.repeat(65), 'has space in it', 'ünïcödé-key', 'a/b/c/d/e']) {
      const answer = await post('/api/quotes', cookie, sampleAutoQuoteInput(), key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.message).toMatch(/Idempotency-Key header must be 8 to 64/);
    }
    expect(
      await db().select().from(savedQuotes).where(eq(savedQuotes.userId, consumer.id)),
    ).toHaveLength(0);
  });

  it('gives a consent once per key: the retry answers the same sharing and delivers nothing more', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const path = `/api/quotes/${consumer.quote.id}/consents`;
    const key = newKey();
    const body = { agentIds: [agent.id] };
    const [first, racing] = await Promise.all([
      post(path, consumer.cookie, body, key),
      post(path, consumer.cookie, body, key),
    ]);
    expect(first.status).toBe(200);
    expect(racing.status).toBe(200);
    const retry = await post(path, consumer.cookie, body, key);
    expect(retry.status).toBe(200);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((first.body as RequestSharing).sharedWith.map((entry) => entry.agent.id)).toEqual([
      agent.id,
    ]);
    const rows = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    expect(rows).toHaveLength(1);
    const stored = await db()
      .select()
      .from(consents)
      .where(and(eq(consents.consumerId, consumer.id), eq(consents.idempotencyKey, key)));
    expect(stored).toHaveLength(1);

    const other = await post(path, consumer.cookie, { mode: 'auto' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used for a different request/);
  });

  it('sends an offer once per key, even when the retry races it or comes after the lead moved on', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    await post(`/api/quotes/${consumer.quote.id}/consents`, consumer.cookie, {
      agentIds: [agent.id],
    });
    const [lead] = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.quoteId, consumer.quote.id), eq(leads.agentId, agent.id)));
    if (!lead) throw new Error('no lead');
    const path = `/api/agent/leads/${lead.id}/offers`;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(path, agent.cookie, offerBody(), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.body as Offer).id));
    expect(ids.size).toBe(1);
    expect(await db().select().from(offers).where(eq(offers.leadId, lead.id))).toHaveLength(1);

    // The consumer withdraws access: a late retry still answers the offer it created.
    const withdrawn = await api.client.json('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    expect(withdrawn.status).toBe(200);
    const late = await post(path, agent.cookie, offerBody(), key);
    expect(late.status).toBe(201);
    expect((late.body as Offer).id).toBe([...ids][0]);

    const other = await post(path, agent.cookie, offerBody(120), key);
    expect(other.status).toBe(422);
    // A new key on the closed lead is a new offer, refused as before.
    expect((await post(path, agent.cookie, offerBody(), newKey())).status).toBe(404);
  });
});
