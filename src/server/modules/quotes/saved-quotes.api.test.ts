import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteInputSchema, type SavedQuote } from '../../../shared/contracts/quotes';
import { engineVersion, estimateQuote } from '../../../shared/estimates';
import { quoteValidationMessages } from '../../../shared/quote-validation-messages';
import { savedQuotes, users } from '../../db/schema';
import {
  createAgent,
  createConsumer,
  createSavedQuoteFor,
  sampleAutoQuoteInput,
} from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

const en = quoteValidationMessages.en;
type Account = Awaited<ReturnType<typeof createConsumer>>;
type Answer = SavedQuote & { message: string; issues: { path: string }[] };

const homeInput = {
  type: 'home',
  zip: '30301',
  propertyType: 'condo',
  dwellingAmount: 250_000,
  yearBuilt: 2005,
  deductible: 1000,
  claims: 1,
  credit: 'average',
};

/** The engine's answer for an input, without the computation time. */
const engineAnswer = (input: unknown) => {
  const { computedAt: _computedAt, ...rest } = estimateQuote(quoteInputSchema.parse(input));
  return rest;
};
const withoutTime = ({ computedAt: _computedAt, ...rest }: SavedQuote['result']) => rest;

describe.each(databaseKinds)('saved quote requests on %s', (kind) => {
  const api = setUpApiTest(kind);
  let alice: Account;
  let bob: Account;
  let aliceCookie: string;
  let bobCookie: string;
  let agentCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    const db = api.testApp.database.db;
    alice = await createConsumer(db, { firstName: 'Alice' });
    bob = await createConsumer(db, { firstName: 'Bob' });
    const agent = await createAgent(db);
    const admin = await createAgent(db);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    aliceCookie = await signInAs(api.client, alice);
    bobCookie = await signInAs(api.client, bob);
    agentCookie = await signInAs(api.client, agent);
    adminCookie = await signInAs(api.client, { ...admin, role: 'admin' });
  });

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    api.client.json<Answer>(method, path, { cookie, body });
  const save = (cookie: string, body: unknown = sampleAutoQuoteInput()) =>
    call('POST', '/api/quotes', cookie, body);

  it('saves a request with the estimates the server computed: 201 SavedQuote', async () => {
    const { status, body } = await save(aliceCookie, {
      ...sampleAutoQuoteInput({ currentInsurer: 'geico', currentPremium: 2400 }),
      // A client cannot set prices: these are not read.
      result: { estimates: [{ carrier: 'geico', monthly: 1 }] },
      bestMonthly: 1,
    });
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.type).toBe('auto');
    expect(body.state).toBe('TX');
    expect(body.zip).toBe('78701');
    const input = quoteInputSchema.parse(
      sampleAutoQuoteInput({ currentInsurer: 'geico', currentPremium: 2400 }),
    );
    expect(body.input).toEqual(input);
    expect(withoutTime(body.result)).toEqual(engineAnswer(input));
    expect(body.result.engineVersion).toBe(engineVersion);
    expect(body.bestMonthly).toBe(Math.min(...body.result.estimates.map((item) => item.monthly)));
    expect(body.bestMonthly).toBeGreaterThan(1);
    expect(body.createdAt).toBe(body.updatedAt);

    const [row] = await api.testApp.database.db
      .select()
      .from(savedQuotes)
      .where(eq(savedQuotes.id, body.id));
    expect(row?.userId).toBe(alice.id);
    expect(row?.engineVersion).toBe(engineVersion);
    expect(row?.input).not.toHaveProperty('result');
  });

  it('lists the caller’s own requests, newest first', async () => {
    const first = (await save(bobCookie)).body;
    const second = (await save(bobCookie, homeInput)).body;
    const { status, body, response } = await api.client.json<{ quotes: SavedQuote[] }>(
      'GET',
      '/api/quotes',
      { cookie: bobCookie },
    );
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.quotes.map((quote) => quote.id)).toEqual([second.id, first.id]);
    expect(body.quotes[0]?.type).toBe('home');
    expect(body.quotes[0]?.state).toBe('GA');
    const aliceList = await api.client.json<{ quotes: SavedQuote[] }>('GET', '/api/quotes', {
      cookie: aliceCookie,
    });
    expect(aliceList.body.quotes.map((quote) => quote.id)).not.toContain(first.id);
  });

  it('opens one request; another consumer’s, a malformed or an unknown id is 404', async () => {
    const saved = (await save(aliceCookie)).body;
    const opened = await call('GET', `/api/quotes/${saved.id}`, aliceCookie);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual(saved);
    for (const [path, cookie] of [
      [`/api/quotes/${saved.id}`, bobCookie],
      ['/api/quotes/not-a-uuid', aliceCookie],
      ['/api/quotes/00000000-0000-4000-8000-000000000000', aliceCookie],
      [`/api/quotes/${saved.id}x`, aliceCookie],
    ] as const) {
      const { status, body } = await call('GET', path, cookie);
      expect(status, path).toBe(404);
      expect(body.message).toBe(en.quoteNotFound);
    }
  });

  it('re-prices on PUT with the changed answers, keeping the creation time', async () => {
    const saved = (await save(aliceCookie)).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = sampleAutoQuoteInput({ coverage: 'state_minimum', deductible: undefined });
    const { status, body } = await call('PUT', `/api/quotes/${saved.id}`, aliceCookie, changed);
    expect(status).toBe(200);
    expect(body.id).toBe(saved.id);
    expect(body.input).toEqual(quoteInputSchema.parse(changed));
    expect(withoutTime(body.result)).toEqual(engineAnswer(changed));
    expect(body.bestMonthly).toBeLessThan(saved.bestMonthly);
    expect(body.createdAt).toBe(saved.createdAt);
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect((await call('GET', `/api/quotes/${saved.id}`, aliceCookie)).body).toEqual(body);

    // Another line altogether.
    const home = await call('PUT', `/api/quotes/${saved.id}`, aliceCookie, homeInput);
    expect(home.status).toBe(200);
    expect(home.body.type).toBe('home');
    expect(home.body.state).toBe('GA');
    expect(home.body.zip).toBe('30301');
  });

  it('refuses a bad PUT body with 400 naming the field, leaving the request as it was', async () => {
    const saved = (await save(aliceCookie)).body;
    const { status, body } = await call(
      'PUT',
      `/api/quotes/${saved.id}`,
      aliceCookie,
      sampleAutoQuoteInput({ zip: '00000' }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(en.zipInvalid);
    expect(body.issues.map((issue) => issue.path)).toContain('zip');
    expect((await call('GET', `/api/quotes/${saved.id}`, aliceCookie)).body).toEqual(saved);
  });

  it('refuses a bad POST body with 400 naming the field', async () => {
    const { status, body } = await save(
      aliceCookie,
      sampleAutoQuoteInput({
        vehicles: [{ year: 1949, make: 'Ford', model: 'T', use: 'commute', annualMileage: 1000 }],
      }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(en.vehicleYearRange);
    expect(body.issues.map((issue) => issue.path)).toContain('vehicles.0.year');
  });

  it('deletes with 204; the request is gone, and a second delete is 404', async () => {
    const saved = (await save(aliceCookie)).body;
    const deleted = await api.client.call('DELETE', `/api/quotes/${saved.id}`, {
      cookie: aliceCookie,
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await call('GET', `/api/quotes/${saved.id}`, aliceCookie)).status).toBe(404);
    expect((await call('DELETE', `/api/quotes/${saved.id}`, aliceCookie)).status).toBe(404);
    const list = await api.client.json<{ quotes: SavedQuote[] }>('GET', '/api/quotes', {
      cookie: aliceCookie,
    });
    expect(list.body.quotes.map((quote) => quote.id)).not.toContain(saved.id);
  });

  it('never lets another consumer change or delete a request (404, row untouched)', async () => {
    const saved = await createSavedQuoteFor(api.testApp.database.db, alice.id);
    const put = await call('PUT', `/api/quotes/${saved.id}`, bobCookie, homeInput);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe(en.quoteNotFound);
    const removed = await call('DELETE', `/api/quotes/${saved.id}`, bobCookie);
    expect(removed.status).toBe(404);
    const [row] = await api.testApp.database.db
      .select()
      .from(savedQuotes)
      .where(eq(savedQuotes.id, saved.id));
    expect(row?.type).toBe('auto');
    expect(row?.userId).toBe(alice.id);
  });

  it('answers 401 signed out and 403 to agents and admins, before reading the body', async () => {
    const saved = await createSavedQuoteFor(api.testApp.database.db, alice.id);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/quotes'],
      ['POST', '/api/quotes', sampleAutoQuoteInput()],
      ['POST', '/api/quotes', { type: 'boat' }],
      ['GET', `/api/quotes/${saved.id}`],
      ['PUT', `/api/quotes/${saved.id}`, sampleAutoQuoteInput()],
      ['DELETE', `/api/quotes/${saved.id}`],
    ];
    for (const [method, path, body] of routes) {
      const signedOut = await call(method, path, undefined, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(signedOut.body.message).toBe('You need to log in to access this page');
      for (const cookie of [agentCookie, adminCookie]) {
        const refused = await call(method, path, cookie, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.message).toBe('This area requires consumer access.');
      }
    }
    expect((await call('GET', `/api/quotes/${saved.id}`, aliceCookie)).status).toBe(200);
  });

  it('refuses state changes from another site (origin check)', async () => {
    const response = await api.client.call('POST', '/api/quotes', {
      cookie: aliceCookie,
      body: sampleAutoQuoteInput(),
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
