import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordRulesStatement } from '../../../shared/password-rules';
import { users } from '../../db/schema';
import { sessionCookie, sessionSetCookie, setUpApiTest } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

const agentPassword = 'Lion!Quote7Pw';
const consumerPassword = 'Marigold14';
let counter = 0;
const uniqueEmail = (domain: string) => `person${Date.now()}${counter++}@${domain}`;

function agentForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: uniqueEmail('statefarm.com'),
    password: agentPassword,
    confirmPassword: agentPassword,
    company: '',
    ...overrides,
  };
}

function consumerForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Riley',
    lastName: 'Diaz',
    email: uniqueEmail('example.com'),
    password: consumerPassword,
    confirmPassword: consumerPassword,
    company: 'geico',
    ...overrides,
  };
}

describe.each(databaseKinds)('registration on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('registers an agent with a State Farm work e-mail: company detected, verified only once confirmed, no session', async () => {
    const form = agentForm({ email: 'Jordan.Lee@StateFarm.com' });
    const { status, body, response } = await api.client.json('POST', '/api/auth/register-agent', {
      body: form,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: 'jordan.lee@statefarm.com',
      role: 'agent',
      company: 'statefarm',
      companyVerified: false,
      emailConfirmed: false,
      firstName: 'Jordan',
      lastName: 'Lee',
    });
    expect(body).not.toHaveProperty('passwordHash');
    expect(sessionSetCookie(response)).toBeUndefined();
    const [row] = await api.testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jordan.lee@statefarm.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The new agent can sign in at the agent door.
    const login = await api.client.call('POST', '/api/agent/login', {
      body: { username: form.email, password: agentPassword, role: 'agent' },
    });
    expect(login.status).toBe(200);
  });

  it('detects insurers from subdomains and ignores a forged hidden company field', async () => {
    const { body } = await api.client.json('POST', '/api/auth/register-agent', {
      body: agentForm({ email: uniqueEmail('claims.geico.com'), company: 'allstate' }),
    });
    expect(body).toMatchObject({ company: 'geico', companyVerified: false });
  });

  it("never takes a company on the form's word: another domain stores none, with its agency name (finding 1.9)", async () => {
    const claimed = await api.client.json('POST', '/api/auth/register-agent', {
      body: agentForm({
        email: uniqueEmail('agency.example'),
        company: 'geico',
        agencyName: '  Lone   Star Insurance Group ',
      }),
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ company: null, companyVerified: false });
    const [row] = await api.testApp.database.db
      .select({ company: users.company, agencyName: users.agencyName })
      .from(users)
      .where(eq(users.id, (claimed.body as { id: string }).id));
    expect(row).toEqual({ company: null, agencyName: 'Lone Star Insurance Group' });
  });

  it('asks an agent off the listed insurers for an agency name that does not name an insurer', async () => {
    const missing = await api.client.json<{ message: string; issues: Array<{ path: string }> }>(
      'POST',
      '/api/auth/register-agent',
      {
        body: agentForm({ email: uniqueEmail('agency.example'), company: 'geico' }),
        headers: { 'Accept-Language': 'es' },
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('nombre de su agencia');
    for (const agencyName of ['GEICO Partners', 'state-farm agents of Texas', 'x', 'https://a.b']) {
      const refused = await api.client.json<{ message: string }>(
        'POST',
        '/api/auth/register-agent',
        {
          body: agentForm({ email: uniqueEmail('agency.example'), agencyName }),
        },
      );
      expect(refused.status, agencyName).toBe(400);
      expect(refused.body.message, agencyName).toMatch(/agency name/i);
    }
    // A captive agent's domain proves the insurer: the agency name is optional, and may name it.
    const captive = await api.client.json('POST', '/api/auth/register-agent', {
      body: agentForm({ agencyName: 'State Farm - Lee Agency' }),
    });
    expect(captive.status).toBe(201);
  });

  it('refuses a look-alike of an insurer as an agency name as it refuses the name itself (issue 27, finding 12)', async () => {
    const claims =
      'The agency name cannot name one of the listed insurers: only a work e-mail at that insurer proves it';
    for (const agencyName of [
      'GEICO',
      'G\u0415ICO', // Cyrillic capital IE
      '\uFF27\uFF25\uFF29\uFF23\uFF2F', // full-width
      '\u{1D406}\u{1D404}\u{1D408}\u{1D402}\u{1D40E} Partners', // mathematical bold
      '\u0410llstate Texas', // Cyrillic A
      'Nati\u03BFnwide Group', // Greek omicron
      'GE\u0301ICO Direct', // a combining accent
      'St\u0430te F\u0430rm Agents', // Cyrillic a, twice
    ]) {
      const refused = await api.client.json<{ message: string }>(
        'POST',
        '/api/auth/register-agent',
        { body: agentForm({ email: uniqueEmail('agency.example'), agencyName }) },
      );
      expect(refused.status, agencyName).toBe(400);
      expect(refused.body.message, agencyName).toBe(claims);
    }
    const honest = await api.client.json('POST', '/api/auth/register-agent', {
      body: agentForm({ email: uniqueEmail('agency.example'), agencyName: 'Lone Star Insurance' }),
    });
    expect(honest.status).toBe(201);
  });

  it('allows one account per e-mail: 409 with a readable message, whatever the case', async () => {
    const form = agentForm();
    expect((await api.client.call('POST', '/api/auth/register-agent', { body: form })).status).toBe(
      201,
    );
    for (const email of [form.email, form.email.toUpperCase()]) {
      const again = await api.client.json('POST', '/api/auth/register-agent', {
        body: { ...form, email },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: 'An account with this email already exists. Log in instead, or use another email.',
      });
    }
    const asConsumer = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ email: form.email }),
    });
    expect(asConsumer.status).toBe(409);
  });

  it('registers two accounts with the same e-mail at once only once', async () => {
    const form = consumerForm();
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () => (await api.client.call('POST', '/api/auth/register', { body: form })).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['shorter than 10 characters', 'Lion!Qu7'],
    ['without a special character', 'LionQuote7Pw'],
    ['without an uppercase letter', 'lion!quote7pw'],
    ['with a 3-character sequence', 'Lion!Quote123'],
    ['with 3 repeated characters', 'Lion!Quooo7Pw'],
    ['a common password', 'Password123!'.toLowerCase()],
  ])('refuses an agent password %s with 400 and the rule text', async (_name, password) => {
    const { status, body } = await api.client.json('POST', '/api/auth/register-agent', {
      body: agentForm({ password, confirmPassword: password }),
    });
    expect(status).toBe(400);
    // The refusal states the agents' whole rule, the sentence the form's hint shows.
    expect((body as { message: string }).message).toBe(
      `This password does not follow the rules. ${passwordRulesStatement('agent', 'en')}`,
    );
  });

  it('registers a consumer with a session and their current insurer', async () => {
    const form = consumerForm({ company: 'none' });
    const { status, body, response } = await api.client.json('POST', '/api/auth/register', {
      body: form,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ role: 'consumer', company: 'none', companyVerified: false });
    const cookie = sessionCookie(response);
    const me = await api.client.json('GET', '/api/user', { cookie });
    expect(me.body).toEqual(body);
  });

  it('accepts a consumer password of 8+ characters that is not common, and refuses the rest', async () => {
    const ok = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ password: 'sunflower', confirmPassword: 'sunflower' }),
    });
    expect(ok.status).toBe(201);
    const short = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ password: 'Sun7!', confirmPassword: 'Sun7!' }),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      message:
        'This password does not follow the rules. At least 8 characters; not a common password.',
    });
    const common = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ password: 'password123', confirmPassword: 'password123' }),
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      message: `This password does not follow the rules. ${passwordRulesStatement('consumer', 'en')}`,
    });
    // Spanish callers read the same rule in Spanish.
    const spanish = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ password: 'Sun7!', confirmPassword: 'Sun7!' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toMatchObject({
      message:
        'Esta contraseña no cumple las reglas. Al menos 8 caracteres; que no sea una contraseña común.',
    });
  });

  it('refuses mismatched confirmation, missing company and an unknown company with 400', async () => {
    const mismatch = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ confirmPassword: 'Different99' }),
    });
    expect(mismatch.body).toMatchObject({ message: "Passwords don't match" });
    const missing = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ company: undefined }),
    });
    expect(missing.body).toMatchObject({ message: 'Company selection is required' });
    const unknown = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ company: 'acme' }),
    });
    expect(unknown.status).toBe(400);
  });

  it('answers in Spanish when the caller prefers it', async () => {
    const { body } = await api.client.json('POST', '/api/auth/register', {
      body: consumerForm({ firstName: '' }),
      headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
    });
    expect(body).toMatchObject({ message: 'El nombre es obligatorio' });
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const path of ['/api/auth/register', '/api/auth/register-agent']) {
      for (const rawBody of [
        '{',
        '"text"',
        '[1,2]',
        '{"firstName": {"$ne": 1}}',
        '{"__proto__": {"x": 1}}',
      ]) {
        const response = await api.client.call('POST', path, { rawBody });
        expect(response.status, `${path} ${rawBody}`).toBe(400);
      }
    }
  });
});
