import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createConsumer } from '../../seed/factories';
import { sessionCookie, sessionSetCookie, setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

describe.each(databaseKinds)('sign-in on %s', (kind) => {
  const api = setUpApiTest(kind);
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;
  beforeAll(async () => {
    agent = await createAgent(api.testApp.database.db);
    consumer = await createConsumer(api.testApp.database.db);
  });

  it('signs an agent in at the agent door with the screen payload and sets a session', async () => {
    const { status, body, response } = await api.client.json('POST', '/api/agent/login', {
      body: { username: agent.email, password: agent.password, role: 'agent' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: agent.id,
      email: agent.email,
      username: agent.username,
      role: 'agent',
      company: 'statefarm',
      companyVerified: true,
      emailConfirmed: true,
      firstName: agent.firstName,
      lastName: agent.lastName,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    const cookie = sessionCookie(response);
    const roleCheck = await api.client.json('GET', '/api/user/role-check', { cookie });
    expect(roleCheck.body).toEqual({ authenticated: true, user: body });
  });

  it('answers a failed sign-in in the language the browser asks for', async () => {
    const body = { email: consumer.email, password: 'Wrong!Pass9x' };
    const spanish = await api.client.json('POST', '/api/auth/login', {
      body,
      headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.status).toBe(401);
    expect(spanish.body).toEqual({ message: 'Credenciales no válidas' });
    const english = await api.client.json('POST', '/api/auth/login', { body });
    expect(english.body).toEqual({ message: 'Invalid credentials' });
  });

  it('accepts {email, password} at the agent door too, with any letter case', async () => {
    const { status } = await api.client.json('POST', '/api/agent/login', {
      body: { email: agent.email.toUpperCase(), password: agent.password },
    });
    expect(status).toBe(200);
  });

  it('signs a consumer in at the consumer door', async () => {
    const { status, body, response } = await api.client.json('POST', '/api/auth/login', {
      body: { email: consumer.email, password: consumer.password },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: consumer.id, role: 'consumer', company: 'none' });
    expect(sessionSetCookie(response)).toBeDefined();
  });

  it.each([
    [
      'an unknown e-mail',
      'consumer',
      () => ({ email: 'nobody@example.com', password: 'x1!Aaaaaaaaa' }),
    ],
    ['a wrong password', 'consumer', () => ({ email: consumer.email, password: 'Wrong!Pass9x' })],
    [
      'an agent account at the consumer door',
      'consumer',
      () => ({ email: agent.email, password: agent.password }),
    ],
    [
      'a consumer account at the agent door',
      'agent',
      () => ({ email: consumer.email, password: consumer.password }),
    ],
    [
      'an unknown e-mail at the agent door',
      'agent',
      () => ({ email: 'nobody@statefarm.com', password: 'x1!Aaaaaaaaa' }),
    ],
  ])(
    'refuses %s with 401 "Invalid credentials" and no cookie',
    async (_name, door, credentials) => {
      const path = door === 'agent' ? '/api/agent/login' : '/api/auth/login';
      const { status, body, response } = await api.client.json('POST', path, {
        body: credentials(),
      });
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Invalid credentials' });
      expect(sessionSetCookie(response)).toBeUndefined();
    },
  );

  it('takes a similar time for an unknown e-mail and a wrong password (both verify a hash)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const { status } = await api.client.json('POST', '/api/auth/login', {
        body: { email, password: 'Wrong!Pass9x' },
      });
      expect(status).toBe(401);
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so background load hits both alike.
    for (let i = 0; i < 7; i++) {
      unknown.push(await time(`nobody${i}@example.com`));
      wrong.push(await time(consumer.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[3] as number;
    const ratio = median(unknown) / median(wrong);
    // Without the dummy hash an unknown e-mail answers in a few milliseconds, a wrong password
    // after a full argon2id verification: a ratio far below 0.1. Wide bounds absorb machine load.
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('answers malformed JSON and bad bodies with 400 and a readable message, never 500', async () => {
    const cases = [
      { rawBody: '{"email": ' },
      { rawBody: '[]' },
      { rawBody: 'null' },
      { body: {} },
      { body: { email: 'not-an-email', password: 'x' } },
      { body: { email: consumer.email, password: '' } },
      { body: { email: consumer.email, password: 42 } },
      { body: { email: consumer.email, password: 'x'.repeat(5000) } },
    ];
    for (const path of ['/api/auth/login', '/api/agent/login']) {
      for (const options of cases) {
        const { status, body } = await api.client.json('POST', path, options);
        expect(status, `${path} ${JSON.stringify(options)}`).toBe(400);
        expect(typeof (body as { message: string }).message).toBe('string');
      }
    }
  });
});
