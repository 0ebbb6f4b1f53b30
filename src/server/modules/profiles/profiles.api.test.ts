import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileInput } from '../../../shared/contracts/profiles';
import { validationMessages } from '../../../shared/validation-messages';
import { consumerProfiles, users } from '../../db/schema';
import { createAgent, createConsumer } from '../../seed/factories';
import { apiClient, setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

const en = validationMessages.en;
type Account = Awaited<ReturnType<typeof createConsumer>>;
type Answer = Profile & { message: string; issues: { path: string }[] };

const fullProfile = (email: string): ProfileInput & { email: string } => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email,
  phone: '+1 (512) 555-0142',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  birthDate: '1986-04-02',
  currentInsurance: 'insured',
  insuranceCompany: 'progressive',
  currentPremium: 1850,
  renewalDate: '2027-03-01',
  contactPreference: 'email',
  budgetRange: '100_200',
});

describe.each(databaseKinds)('GET|PUT /api/profiles/me on %s', (kind) => {
  const api = setUpApiTest(kind);
  let consumer: Account;
  let other: Account;
  let cookie: string;
  let agentCookie: string;

  beforeAll(async () => {
    const db = api.testApp.database.db;
    consumer = await createConsumer(db, {
      firstName: 'Casey',
      lastName: 'Morgan',
      company: 'geico',
    });
    other = await createConsumer(db);
    cookie = await signInAs(api.client, consumer);
    agentCookie = await signInAs(api.client, await createAgent(db));
  });

  const getProfile = (as = cookie) =>
    api.client.json<Answer>('GET', '/api/profiles/me', { cookie: as });
  const putProfile = (body: unknown, as = cookie, headers: Record<string, string> = {}) =>
    api.client.json<Answer>('PUT', '/api/profiles/me', { cookie: as, body, headers });

  it('answers the defaults before the first save: the account fields, nulls, in-app contact', async () => {
    const { status, body, response } = await getProfile();
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      firstName: 'Casey',
      lastName: 'Morgan',
      email: consumer.email,
      phone: null,
      address: null,
      city: null,
      state: null,
      zip: null,
      birthDate: null,
      currentInsurance: null,
      insuranceCompany: 'geico',
      currentPremium: null,
      renewalDate: null,
      contactPreference: 'in_app',
      budgetRange: null,
    });
  });

  it('saves every field and reads them back; the account and the session follow', async () => {
    // The session is cached now: it must show the new name after the save.
    const before = await api.client.json<{ user: { firstName: string } }>(
      'GET',
      '/api/user/role-check',
      {
        cookie,
      },
    );
    expect(before.body.user.firstName).toBe('Casey');

    const { status, body } = await putProfile(fullProfile(consumer.email));
    expect(status).toBe(200);
    const expected = { ...fullProfile(consumer.email) };
    expect(body).toEqual(expected);
    expect((await getProfile()).body).toEqual(expected);

    const [account] = await api.testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, consumer.id));
    expect(account).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      username: 'Maria Lopez',
      email: consumer.email,
      company: 'progressive',
    });
    const after = await api.client.json<{
      user: { firstName: string; email: string; company: string };
    }>('GET', '/api/user/role-check', { cookie });
    expect(after.body.user).toMatchObject({ firstName: 'Maria', company: 'progressive' });
  });

  // Issue 18, finding 10: the profile once wrote users.email directly, so anyone holding the
  // session could take the account over by changing its address and resetting the password.
  it('never changes the e-mail: a new one in the profile is ignored (the change needs the mailed link)', async () => {
    const newEmail = `taken.over.${consumer.id.slice(0, 8)}@example.com`;
    const { status, body } = await putProfile(fullProfile(newEmail));
    expect(status).toBe(200);
    expect(body.email).toBe(consumer.email);
    const [account] = await api.testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, consumer.id));
    expect(account?.email).toBe(consumer.email);
    // The old address still signs in; the new one does not.
    await signInAs(apiClient(api.client.baseUrl), consumer);
    const newSignIn = await api.client.call('POST', '/api/auth/login', {
      body: { email: newEmail, password: consumer.password },
    });
    expect(newSignIn.status).toBe(401);
    // Another account's address changes nothing either.
    expect((await putProfile(fullProfile(other.email))).status).toBe(200);
    expect((await getProfile()).body.email).toBe(consumer.email);
  });

  it('clears optional fields: empty text and nulls are stored as null, one row per consumer', async () => {
    const cleared = {
      ...fullProfile(consumer.email),
      phone: '',
      address: '  ',
      city: null,
      state: null,
      zip: '',
      birthDate: '',
      currentInsurance: 'none',
      insuranceCompany: 'none',
      currentPremium: null,
      renewalDate: null,
      contactPreference: 'in_app',
      budgetRange: null,
    };
    const { status, body } = await putProfile(cleared);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      phone: null,
      address: null,
      city: null,
      zip: null,
      birthDate: null,
      currentInsurance: 'none',
      insuranceCompany: 'none',
      currentPremium: null,
      contactPreference: 'in_app',
    });
    const rows = await api.testApp.database.db
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.userId, consumer.id));
    expect(rows).toHaveLength(1);
  });

  const badInputs: Array<[string, Partial<Record<keyof ProfileInput, unknown>>, string, string]> = [
    ['an empty first name', { firstName: '' }, 'firstName', en.firstNameRequired],
    ['a phone that is no phone number', { phone: 'call me' }, 'phone', en.phoneInvalid],
    [
      'phone contact without a phone',
      { contactPreference: 'phone', phone: '' },
      'phone',
      en.phoneRequiredForCalls,
    ],
    ['a state that is not a US state', { state: 'XX' }, 'state', en.stateInvalid],
    ['a ZIP that is not 5 digits', { zip: '7870' }, 'zip', en.zipInvalid],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate', en.birthDateFuture],
    [
      'a renewal date that is no date',
      { renewalDate: '2027-02-30' },
      'renewalDate',
      en.renewalDateInvalid,
    ],
    ['a negative premium', { currentPremium: -1 }, 'currentPremium', en.currentPremiumRange],
    ['an absurd premium', { currentPremium: 10_000_000 }, 'currentPremium', en.currentPremiumRange],
    [
      'an unknown insurance company',
      { insuranceCompany: 'acme' },
      'insuranceCompany',
      en.invalidValue,
    ],
    [
      'an unknown contact preference',
      { contactPreference: 'pigeon' },
      'contactPreference',
      en.invalidValue,
    ],
    ['an unknown budget range', { budgetRange: 'lots' }, 'budgetRange', en.invalidValue],
    ['a first name that is too long', { firstName: 'M'.repeat(101) }, 'firstName', en.tooLong],
  ];

  it.each(badInputs)(
    'answers 400 naming the field for %s',
    async (_case, change, path, message) => {
      const { status, body } = await putProfile({ ...fullProfile(consumer.email), ...change });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    },
  );

  it('answers 400 to a missing body', async () => {
    const { status } = await api.client.json('PUT', '/api/profiles/me', { cookie });
    expect(status).toBe(400);
  });

  it('answers in Spanish to a caller who prefers it', async () => {
    const { status, body } = await putProfile(
      { ...fullProfile(consumer.email), zip: 'abc' },
      cookie,
      {
        'Accept-Language': 'es',
      },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(validationMessages.es.zipInvalid);
  });

  it('answers 401 signed out and 403 to an agent', async () => {
    expect((await api.client.json('GET', '/api/profiles/me')).status).toBe(401);
    expect((await putProfile(fullProfile('x@example.com'), '')).status).toBe(401);
    expect((await getProfile(agentCookie)).status).toBe(403);
    const refused = await putProfile(fullProfile('x@example.com'), agentCookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This area requires consumer access.');
  });
});
