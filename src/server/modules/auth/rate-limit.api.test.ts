import { describe, expect, it } from 'vitest';
import { recordFailedSignIn } from '../../plugins/abuse-limits';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

describe.each(databaseKinds)('per-IP limit of sign-in and registration on %s', (kind) => {
  // The default limit, as configured in production.
  const api = setUpApiTest(kind, { AUTH_RATE_LIMIT_PER_MINUTE: 10 });

  it('answers the 11th attempt within a minute with 429, Retry-After and a readable message', async () => {
    const consumer = await createConsumer(api.testApp.database.db);
    const wrongConsumer = { email: consumer.email, password: 'Wrong!pass9' };
    const unknownAgent = { email: 'x@statefarm.com', password: 'Wrong!pass9' };
    const attempts: Array<[string, { email: string; password: string }]> = [
      ...Array.from({ length: 5 }, (): [string, typeof wrongConsumer] => [
        '/api/auth/login',
        wrongConsumer,
      ]),
      ...Array.from({ length: 4 }, (): [string, typeof unknownAgent] => [
        '/api/agent/login',
        unknownAgent,
      ]),
      ['/api/auth/login', { email: consumer.email, password: consumer.password }],
    ];
    const statuses: number[] = [];
    for (const [path, body] of attempts) {
      statuses.push((await api.client.call('POST', path, { body })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 200]);

    const started = performance.now();
    const eleventh = await api.client.json<{ message: string }>('POST', '/api/auth/login', {
      body: { email: consumer.email, password: consumer.password },
    });
    expect(eleventh.status).toBe(429);
    const retryAfter = Number(eleventh.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.body.message).toMatch(
      /^Too many sign-in or registration attempts from your network\. Please wait \d+ seconds and try again\.$/,
    );
    // Refused before any hashing: far quicker than one argon2 verification.
    expect(performance.now() - started).toBeLessThan(1000);

    // Registration shares the limit.
    const register = await api.client.call('POST', '/api/auth/register', {
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'new@example.com',
        password: 'Marigold14',
        confirmPassword: 'Marigold14',
        company: 'none',
      },
    });
    expect(register.status).toBe(429);
    expect((await api.client.call('POST', '/api/auth/register-agent', { body: {} })).status).toBe(
      429,
    );
    // Other routes are not limited.
    expect((await api.client.call('GET', '/api/user/role-check')).status).toBe(200);
  });
});

describe.each(databaseKinds)('per-account limit of failed sign-ins on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('refuses an account after 100 failures within the hour, even with the right password', async () => {
    const consumer = await createConsumer(api.testApp.database.db);
    const other = await createConsumer(api.testApp.database.db);
    // 90 failures recorded as the route records them (each real one costs an argon2 hash)...
    for (let i = 0; i < 90; i++) await recordFailedSignIn(api.testApp.database.db, consumer.email);
    // ...and the last 10 through HTTP: still 401 up to the 100th.
    for (let i = 0; i < 10; i++) {
      const response = await api.client.call('POST', '/api/auth/login', {
        body: { email: consumer.email, password: `Wrong!pass${i}` },
      });
      expect(response.status).toBe(401);
    }
    const locked = await api.client.json<{ message: string }>('POST', '/api/auth/login', {
      body: { email: consumer.email, password: consumer.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts for this account\./);
    // Other accounts are unaffected.
    const fine = await api.client.call('POST', '/api/auth/login', {
      body: { email: other.email, password: other.password },
    });
    expect(fine.status).toBe(200);
  });

  it('locks unknown e-mails the same way, so the lock reveals nothing', async () => {
    for (let i = 0; i < 95; i++)
      await recordFailedSignIn(api.testApp.database.db, 'ghost@statefarm.com');
    for (let i = 0; i < 5; i++) {
      const response = await api.client.call('POST', '/api/agent/login', {
        body: { email: 'ghost@statefarm.com', password: `Wrong!pass${i}` },
      });
      expect(response.status).toBe(401);
    }
    const locked = await api.client.call('POST', '/api/agent/login', {
      body: { email: 'ghost@statefarm.com', password: 'Wrong!passX' },
    });
    expect(locked.status).toBe(429);
  });
});
