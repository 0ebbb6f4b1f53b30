import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApp, type TestApp } from '../../test-support/test-app';

// A Texas address in the bundled GeoLite2 data (Cedar Park, TX); 8.8.8.8 is US with no state.
const texasIp = '24.28.0.1';

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe.each(databaseKinds)('location endpoints on %s', (kind) => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await startTestApp(kind);
    behindProxy = await startTestApp(kind, { TRUSTED_PROXIES: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  describe('GET /api/geolocation', () => {
    it('answers a clear 404 for a loopback caller', async () => {
      const { status, body } = await getJson(`${direct.baseUrl}/api/geolocation`);
      expect(status).toBe(404);
      expect(body.message).toMatch(/private, loopback or reserved/);
    });

    it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
      const { status } = await getJson(`${direct.baseUrl}/api/geolocation`, {
        'X-Forwarded-For': texasIp,
      });
      expect(status).toBe(404);
    });

    it('places a US address forwarded by a trusted proxy in its state and city', async () => {
      const { status, body, headers } = await getJson(`${behindProxy.baseUrl}/api/geolocation`, {
        'X-Forwarded-For': texasIp,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ state: 'TX', city: 'Cedar Park', country: 'US' });
      expect(typeof body.latitude).toBe('number');
      expect(typeof body.longitude).toBe('number');
      expect(headers.get('cache-control')).toContain('no-store');
    });

    it('answers 404 for a private address forwarded by a trusted proxy', async () => {
      const { status, body } = await getJson(`${behindProxy.baseUrl}/api/geolocation`, {
        'X-Forwarded-For': '192.168.1.20',
      });
      expect(status).toBe(404);
      expect(body.message).toMatch(/private/);
    });

    it('answers 404 for an address outside the United States', async () => {
      // 81.2.69.142 is a GeoLite test address in the United Kingdom.
      const { status, body } = await getJson(`${behindProxy.baseUrl}/api/geolocation`, {
        'X-Forwarded-For': '81.2.69.142',
      });
      expect(status).toBe(404);
      expect(body.message).toMatch(/outside the United States/);
    });

    it('answers 404 for a US address without a known state rather than guessing', async () => {
      const { status, body } = await getJson(`${behindProxy.baseUrl}/api/geolocation`, {
        'X-Forwarded-For': '8.8.8.8',
      });
      expect(status).toBe(404);
      expect(body.message).toMatch(/No US state/);
    });
  });

  describe('GET /api/reverse-geocode', () => {
    it('finds the state and nearest city of a point', async () => {
      const austin = await getJson(
        `${direct.baseUrl}/api/reverse-geocode?lat=30.2672&lon=-97.7431`,
      );
      expect(austin.status).toBe(200);
      expect(austin.body).toEqual({ state: 'TX', city: 'Austin', country: 'US' });
      const portland = await getJson(
        `${direct.baseUrl}/api/reverse-geocode?lat=45.5152&lon=-122.6784`,
      );
      expect(portland.body).toMatchObject({ state: 'OR', city: 'Portland' });
      const honolulu = await getJson(
        `${direct.baseUrl}/api/reverse-geocode?lat=21.3069&lon=-157.8583`,
      );
      expect(honolulu.body).toMatchObject({ state: 'HI', city: 'Honolulu' });
      const washington = await getJson(
        `${direct.baseUrl}/api/reverse-geocode?lat=38.8977&lon=-77.0365`,
      );
      expect(washington.body).toMatchObject({ state: 'DC' });
    });

    it.each([
      ['London', '51.5074', '-0.1278'],
      ['Toronto', '43.6532', '-79.3832'],
      ['the open Atlantic', '35', '-60'],
      ['San Juan, Puerto Rico (a territory, not one of the 51)', '18.4655', '-66.1057'],
    ])('answers 404 for a point in %s', async (_place, lat, lon) => {
      const { status, body } = await getJson(
        `${direct.baseUrl}/api/reverse-geocode?lat=${lat}&lon=${lon}`,
      );
      expect(status).toBe(404);
      expect(body.message).toMatch(/not in the 50 US states/);
    });

    it.each([
      ['missing lat', 'lon=-97.7', /lat must be a latitude/],
      ['missing lon', 'lat=30.2', /lon must be a longitude/],
      ['no coordinates', '', /lat must be a latitude/],
      ['text', 'lat=abc&lon=-97.7', /lat must be a latitude/],
      ['empty', 'lat=&lon=-97.7', /lat must be a latitude/],
      ['latitude out of range', 'lat=91&lon=0', /lat must be a latitude/],
      ['longitude out of range', 'lat=0&lon=-181', /lon must be a longitude/],
      ['Infinity', 'lat=Infinity&lon=0', /lat must be a latitude/],
      ['hexadecimal', 'lat=0x10&lon=0', /lat must be a latitude/],
      ['repeated', 'lat=1&lat=2&lon=0', /lat must be a latitude/],
    ])('answers 400 with a message for %s', async (_case, query, message) => {
      const { status, body } = await getJson(`${direct.baseUrl}/api/reverse-geocode?${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    });

    it('answers bad input in Spanish to a Spanish caller', async () => {
      const { status, body } = await getJson(`${direct.baseUrl}/api/reverse-geocode?lat=x&lon=0`, {
        'Accept-Language': 'es',
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/lat debe ser una latitud/);
    });
  });
});
