import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baseValidationMessages } from '../../../shared/base-validation-messages';
import {
  type CompactEstimateResult,
  compactEstimateResultSchema,
  type EstimateSources,
  estimateSourcesSchema,
  type FullEstimateResult,
  fullEstimateResultSchema,
  quoteInputSchema,
} from '../../../shared/contracts/quotes';
import { engineVersion, estimateQuote } from '../../../shared/estimates';
import { estimateSources } from '../../../shared/estimates/sources';
import { insurerIds } from '../../../shared/insurers';
import { quoteValidationMessages } from '../../../shared/quote-validation-messages';
import { rateLimitCounters, savedQuotes } from '../../db/schema';
import { sessionCookieName } from '../../plugins/session';
import { birthDateForAge, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';
import { compactAnswerJson, toCompact } from './estimate-answer';

const en = quoteValidationMessages.en;
const es = quoteValidationMessages.es;
const thisYear = new Date().getUTCFullYear();
const estimatePath = '/api/quotes/estimate';

const homeInput = {
  type: 'home',
  zip: '78701',
  propertyType: 'house',
  dwellingAmount: 300_000,
  yearBuilt: 1995,
  deductible: 1000,
  claims: 0,
  credit: 'good',
};
const rentersInput = {
  type: 'renters',
  zip: '78701',
  propertyAmount: 30_000,
  liability: 100_000,
  deductible: 500,
  credit: 'good',
};
const lifeInput = {
  type: 'life',
  zip: '78701',
  birthDate: birthDateForAge(40),
  sex: 'female',
  amount: 500_000,
  termYears: 20,
  tobacco: false,
  health: 'good',
};

/** The sample auto request with its first driver or vehicle changed. */
const withDriver = (driver: Record<string, unknown>) =>
  sampleAutoQuoteInput({
    drivers: [{ ...sampleAutoQuoteInput().drivers[0], ...driver }],
  });
const withVehicle = (vehicle: Record<string, unknown>) =>
  sampleAutoQuoteInput({
    vehicles: [{ ...sampleAutoQuoteInput().vehicles[0], ...vehicle }],
  });

/** The engine's own answer for an input, without the computation time (compact by default). */
const engineAnswer = (input: unknown) => {
  const { computedAt: _computedAt, ...rest } = toCompact(
    estimateQuote(quoteInputSchema.parse(input)),
  );
  return rest;
};
const fullEngineAnswer = (input: unknown) => {
  const { computedAt: _computedAt, ...rest } = estimateQuote(quoteInputSchema.parse(input));
  return rest;
};

describe.each(databaseKinds)('POST /api/quotes/estimate on %s', (kind) => {
  // The bad-input cases below count against the limit too.
  const api = setUpApiTest(kind, { ESTIMATE_RATE_LIMIT_PER_MINUTE: 1000 });

  const estimate = (body: unknown, headers: Record<string, string> = {}, path = estimatePath) =>
    api.client.json<CompactEstimateResult & { message: string; issues: { path: string }[] }>(
      'POST',
      path,
      { body, headers },
    );

  it('answers the engine estimates of the TX Camry request to a visitor: 8 carriers, no USAA', async () => {
    const { status, body } = await estimate(sampleAutoQuoteInput());
    expect(status).toBe(200);
    expect(compactEstimateResultSchema.strict().safeParse(body).success).toBe(true);
    const { computedAt, ...rest } = body;
    expect(rest).toEqual(engineAnswer(sampleAutoQuoteInput()));
    expect(Math.abs(Date.parse(computedAt) - Date.now())).toBeLessThan(60_000);
    expect(body.type).toBe('auto');
    expect(body.state).toBe('TX');
    expect(body.basis).toBe('carriers');
    const carriers = body.estimates.map((item) => item.carrier);
    expect(carriers).toHaveLength(8);
    expect(new Set(carriers).size).toBe(8);
    expect(carriers).not.toContain('usaa');
    for (const carrier of carriers) expect(insurerIds).toContain(carrier);
    for (const item of body.estimates) {
      expect(item.monthly).toBeGreaterThan(0);
      expect(item.low).toBeLessThanOrEqual(item.monthly);
      expect(item.high).toBeGreaterThanOrEqual(item.monthly);
      // Compact by default: the prices, no factors (decision 0050).
      expect(item).not.toHaveProperty('factors');
    }
  });

  it('answers every factor and the sources they cite with ?detail=full, and 400 to another detail', async () => {
    const { status, body } = await api.client.json<FullEstimateResult>(
      'POST',
      `${estimatePath}?detail=full`,
      { body: sampleAutoQuoteInput() },
    );
    expect(status).toBe(200);
    expect(fullEstimateResultSchema.safeParse(body).success).toBe(true);
    const { computedAt: _computedAt, sources, ...rest } = body;
    expect(rest).toEqual(fullEngineAnswer(sampleAutoQuoteInput()));
    const cited = new Set(body.estimates.flatMap((item) => item.factors.map((f) => f.source)));
    expect(Object.keys(sources).sort()).toEqual([...cited].sort());
    expect(sources['bankrate-auto-2025-09']).toEqual({
      kind: 'publication',
      publisher: 'Bankrate',
      title: 'Average cost of car insurance',
      date: '2025-09',
    });
    // The full answer is some ten times the compact one.
    const compact = await api.client.call('POST', estimatePath, { body: sampleAutoQuoteInput() });
    const full = await api.client.call('POST', `${estimatePath}?detail=full`, {
      body: sampleAutoQuoteInput(),
    });
    expect(compact.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const [compactBytes, fullBytes] = [(await compact.text()).length, (await full.text()).length];
    expect(fullBytes).toBeGreaterThan(compactBytes * 5);

    const bad = await estimate(sampleAutoQuoteInput(), {}, `${estimatePath}?detail=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });

  it('writes the compact answer as JSON.stringify would, for every line', () => {
    for (const input of [
      sampleAutoQuoteInput({ currentPremium: 5000 }),
      homeInput,
      rentersInput,
      lifeInput,
    ]) {
      const result = estimateQuote(quoteInputSchema.parse(input));
      expect(compactAnswerJson(result)).toBe(JSON.stringify(toCompact(result)));
    }
  });

  it('prices like for like with a current cover and says what differs, in both answers (issue 30)', async () => {
    const currentCover = {
      line: 'auto',
      bodilyInjuryPerPerson: 50_000,
      bodilyInjuryPerAccident: 100_000,
      propertyDamage: 50_000,
      uninsuredMotoristPerPerson: 50_000,
      uninsuredMotoristPerAccident: 100_000,
      comprehensiveDeductible: null,
      collisionDeductible: null,
    };
    const input = sampleAutoQuoteInput({ coverage: 'state_minimum', currentCover });
    const { status, body } = await estimate(input);
    expect(status).toBe(200);
    expect(body.coverage).toMatchObject({
      liability: '50/100/50',
      comprehensiveAndCollision: false,
    });
    expect(body.likeForLike).toEqual({
      differences: [{ kind: 'notPriced', part: 'uninsuredMotorist' }],
    });
    const full = await estimate(input, {}, `${estimatePath}?detail=full`);
    expect((full.body as unknown as FullEstimateResult).likeForLike).toEqual(body.likeForLike);
    const result = estimateQuote(quoteInputSchema.parse(input));
    expect(compactAnswerJson(result)).toBe(JSON.stringify(toCompact(result)));

    // A cover that is not a cover: readable 400s with the field named.
    for (const bad of [
      { ...currentCover, bodilyInjuryPerAccident: 10_000 },
      { ...currentCover, propertyDamage: -1 },
      { ...currentCover, line: 'home' },
      { ...currentCover, collisionDeductible: 'none' },
    ]) {
      const refused = await estimate(sampleAutoQuoteInput({ currentCover: bad }));
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    // A wrong check digit has its own message.
    const typo = await estimate(withVehicle({ vin: '1HGCM82643A004352' }));
    expect(typo.status).toBe(400);
    expect(typo.body.message).toContain(en.vinCheckDigit);
  });

  it('serves the source catalogue once: ETag, 304 on a match, immutable for its engine version', async () => {
    const first = await api.client.json<EstimateSources>('GET', '/api/estimate-sources');
    expect(first.status).toBe(200);
    expect(estimateSourcesSchema.safeParse(first.body).success).toBe(true);
    expect(first.body).toEqual({ engineVersion, sources: estimateSources });
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.client.call('GET', '/api/estimate-sources', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const versioned = await api.client.call('GET', `/api/estimate-sources?v=${engineVersion}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const older = await api.client.call('GET', '/api/estimate-sources?v=2020.01-1');
    expect(older.headers.get('cache-control')).toBe('public, max-age=3600');
    // Shoppers read publisher and date: no internal notes in the catalogue.
    expect(JSON.stringify(first.body)).not.toMatch(/decision|spec's|declared|scaled/i);
  });

  it('adds USAA as a ninth carrier after a yes to the military question', async () => {
    const { status, body } = await estimate(sampleAutoQuoteInput({ military: true }));
    expect(status).toBe(200);
    const carriers = body.estimates.map((item) => item.carrier);
    expect(carriers).toHaveLength(9);
    expect(carriers).toContain('usaa');
  });

  it('prices home, renters and life requests', async () => {
    for (const input of [homeInput, rentersInput, lifeInput]) {
      const { status, body } = await estimate(input);
      expect(status, input.type).toBe(200);
      expect(body.type).toBe(input.type);
      const { computedAt: _computedAt, ...rest } = body;
      expect(rest).toEqual(engineAnswer(input));
    }
    const renters = (await estimate(rentersInput)).body;
    expect(renters.basis).toBe('market');
    expect(renters.estimates.map((item) => item.carrier)).toEqual(['market']);
  });

  it('never reads prices a client sends, and stores nothing', async () => {
    const { status, body } = await estimate({
      ...sampleAutoQuoteInput(),
      estimates: [{ carrier: 'geico', monthly: 1 }],
      yearlySavings: 99_999,
    });
    expect(status).toBe(200);
    expect(body.estimates.every((item) => item.monthly > 1)).toBe(true);
    expect(body.yearlySavings).toBeNull();
    const db = api.testApp.database.db;
    expect(await db.select({ count: count() }).from(savedQuotes)).toEqual([{ count: 0 }]);
    // Only the shared rate-limit counter of the caller's address (decision 0030), exchanged with
    // the database every 200 ms; now, here.
    await api.testApp.app.estimateCounters.flush();
    const counters = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((counter) => counter.key)).toEqual(['estimates:ip:127.0.0.1']);
  });

  it('accepts a missing credit answer in California, where credit is not used', async () => {
    const { status, body } = await estimate(
      sampleAutoQuoteInput({ zip: '94105', credit: undefined }),
    );
    expect(status).toBe(200);
    expect(body.state).toBe('CA');
  });

  it('accepts a valid VIN and a yearly savings line from a current premium', async () => {
    const { status, body } = await estimate({
      ...withVehicle({ vin: '1hgcm82633a004352' }),
      currentPremium: 5000,
    });
    expect(status).toBe(200);
    expect(body.yearlySavings).toBeGreaterThan(0);
  });

  const badInputs: Array<[string, unknown, string, string]> = [
    [
      'a ZIP that is not a US ZIP (00000)',
      sampleAutoQuoteInput({ zip: '00000' }),
      'zip',
      en.zipInvalid,
    ],
    [
      'a ZIP that is not digits (abcde)',
      sampleAutoQuoteInput({ zip: 'abcde' }),
      'zip',
      en.zipInvalid,
    ],
    [
      'a birth date in the future',
      withDriver({ birthDate: `${thisYear + 1}-01-01` }),
      'drivers.0.birthDate',
      en.birthDateFuture,
    ],
    [
      'a driver under 16',
      withDriver({ birthDate: birthDateForAge(15) }),
      'drivers.0.birthDate',
      en.driverTooYoung,
    ],
    [
      'a birth date that is no date',
      withDriver({ birthDate: '1986-02-30' }),
      'drivers.0.birthDate',
      en.birthDateInvalid,
    ],
    [
      'an unknown driving record',
      withDriver({ record: 'perfect' }),
      'drivers.0.record',
      en.recordRequired,
    ],
    [
      'a driver that is not an object',
      { ...sampleAutoQuoteInput(), drivers: [1] },
      'drivers.0',
      en.driverRequired,
    ],
    [
      'a vehicle that is not an object',
      { ...sampleAutoQuoteInput(), vehicles: [null] },
      'vehicles.0',
      en.vehicleRequired,
    ],
    ['a vehicle year of 1949', withVehicle({ year: 1949 }), 'vehicles.0.year', en.vehicleYearRange],
    [
      'a vehicle year of next year + 2',
      withVehicle({ year: thisYear + 2 }),
      'vehicles.0.year',
      en.vehicleYearRange,
    ],
    [
      'a vehicle year as text',
      withVehicle({ year: '2021' }),
      'vehicles.0.year',
      en.vehicleYearRange,
    ],
    [
      'a negative mileage',
      withVehicle({ annualMileage: -1 }),
      'vehicles.0.annualMileage',
      en.mileageRange,
    ],
    [
      'an absurd mileage',
      withVehicle({ annualMileage: 5_000_000 }),
      'vehicles.0.annualMileage',
      en.mileageRange,
    ],
    [
      'an invalid VIN (check digit: its own message, issue 30)',
      withVehicle({ vin: '1HGCM82633A004353' }),
      'vehicles.0.vin',
      en.vinCheckDigit,
    ],
    [
      'full coverage without a deductible',
      sampleAutoQuoteInput({ deductible: undefined }),
      'deductible',
      en.deductibleRequired,
    ],
    [
      'a deductible that is not offered',
      sampleAutoQuoteInput({ deductible: 750 }),
      'deductible',
      en.deductibleRequired,
    ],
    [
      'credit missing outside CA (TX)',
      sampleAutoQuoteInput({ credit: undefined }),
      'credit',
      en.creditRequired,
    ],
    [
      'no military answer',
      sampleAutoQuoteInput({ military: undefined }),
      'military',
      en.militaryRequired,
    ],
    ['no driver', sampleAutoQuoteInput({ drivers: [] }), 'drivers', en.driverRequired],
    [
      'a negative current premium',
      sampleAutoQuoteInput({ currentPremium: -100 }),
      'currentPremium',
      en.currentPremiumRange,
    ],
    ['an unknown type', { ...sampleAutoQuoteInput(), type: 'boat' }, 'type', en.quoteTypeRequired],
    ['no type at all', { zip: '78701' }, 'type', en.quoteTypeRequired],
    [
      'a negative dwelling amount',
      { ...homeInput, dwellingAmount: -1 },
      'dwellingAmount',
      en.dwellingRange,
    ],
    [
      'an absurd dwelling amount',
      { ...homeInput, dwellingAmount: 1e12 },
      'dwellingAmount',
      en.dwellingRange,
    ],
    [
      'an unknown property type',
      { ...homeInput, propertyType: 'castle' },
      'propertyType',
      en.propertyTypeRequired,
    ],
    ['negative claims', { ...homeInput, claims: -2 }, 'claims', en.claimsRange],
    [
      'a negative personal property amount',
      { ...rentersInput, propertyAmount: -5000 },
      'propertyAmount',
      en.propertyRange,
    ],
    ['an absurd life amount', { ...lifeInput, amount: 1e12 }, 'amount', en.lifeAmountRange],
    ['a fractional life amount', { ...lifeInput, amount: 500_000.5 }, 'amount', en.lifeAmountRange],
    [
      'a life term that is not offered',
      { ...lifeInput, termYears: 15 },
      'termYears',
      en.termRequired,
    ],
    [
      'a 30-year term at 60',
      { ...lifeInput, birthDate: birthDateForAge(60), termYears: 30 },
      'termYears',
      en.lifeTermAge,
    ],
  ];

  it.each(badInputs)('answers 400 naming the field for %s', async (_case, input, path, message) => {
    const { status, body } = await estimate(input);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('answers in Spanish to a caller who prefers it', async () => {
    const { status, body } = await estimate(sampleAutoQuoteInput({ zip: '00000' }), {
      'Accept-Language': 'es-MX,es;q=0.9',
    });
    expect(status).toBe(400);
    expect(body.message).toBe(es.zipInvalid);
  });

  it('answers 400, never 500, to a missing or malformed body', async () => {
    const missing = await api.client.json<{ message: string }>('POST', estimatePath);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(en.quoteTypeRequired);
    const malformed = await api.client.json<{ message: string }>('POST', estimatePath, {
      rawBody: '{"type":"auto",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const notAnObject = await estimate([1, 2, 3]);
    expect(notAnObject.status).toBe(400);
  });

  it('refuses a cross-site request (origin check)', async () => {
    const response = await api.client.call('POST', estimatePath, {
      body: sampleAutoQuoteInput(),
      bare: true,
    });
    expect(response.status).toBe(403);
  });
});

describe.each(databaseKinds)('estimate rate limit on %s', (kind) => {
  const api = setUpApiTest(kind, {
    ESTIMATE_RATE_LIMIT_PER_MINUTE: 3,
    TRUSTED_PROXIES: ['127.0.0.1'],
  });

  it('answers 429 with Retry-After and a readable message past the limit per IP', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status } = await api.client.json('POST', estimatePath, {
        body: sampleAutoQuoteInput(),
      });
      expect(status).toBe(200);
    }
    const refused = await api.client.json<{ message: string }>('POST', estimatePath, {
      body: sampleAutoQuoteInput(),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.message).toBe(en.tooManyEstimates.replace('{{count}}', String(retryAfter)));
    const spanish = await api.client.json<{ message: string }>('POST', estimatePath, {
      body: sampleAutoQuoteInput(),
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toMatch(
      /^Demasiadas estimaciones desde su red\. Espere \d+ segundos/,
    );
    // The other routes are not limited by it.
    expect((await api.client.call('GET', '/api/health')).status).toBe(200);
  });

  it('answers 503, not an estimate, when the session of a cookie cannot be read, and counts nothing', async () => {
    const sessions = api.testApp.app.sessions;
    const find = sessions.find;
    sessions.find = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const ip = { 'X-Forwarded-For': '203.0.113.77' };
    try {
      for (let attempt = 0; attempt < 4; attempt++) {
        const away = await api.client.json<{ message: string }>('POST', estimatePath, {
          cookie: `${sessionCookieName}=some-token`,
          body: sampleAutoQuoteInput(),
          headers: ip,
        });
        expect(away.status).toBe(503);
        expect(away.body.message).toBe(baseValidationMessages.en.databaseUnavailable);
      }
    } finally {
      sessions.find = find;
    }
    // Nothing was counted while the lookup failed: this address still has its three estimates.
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status } = await api.client.json('POST', estimatePath, {
        body: sampleAutoQuoteInput(),
        headers: ip,
      });
      expect(status).toBe(200);
    }
  });
});
