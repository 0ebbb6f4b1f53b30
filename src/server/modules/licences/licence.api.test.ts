import { describe, expect, it } from 'vitest';
import { createAdmin, createAgent } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

interface Licence {
  npn: string;
  status: string;
  review: Array<{ state: string; line: string; status: string }>;
  rejectionReason: string | null;
  verifiedStates: string[];
  missing: string[];
  licences: Array<{ state: string; lines: string[] }>;
  serviceAreas: Array<{ state: string; zipPrefixes: string[] }>;
}

const record = (overrides: Record<string, unknown> = {}) => ({
  npn: '1234567',
  licences: [{ state: 'TX', lines: ['auto', 'home'] }],
  serviceAreas: [{ state: 'TX', zipPrefixes: [] }],
  languages: ['en', 'es'],
  bio: 'Twelve years helping Austin families.',
  ...overrides,
});

describe.each(databaseKinds)('agent licence record on %s', (kind) => {
  const api = setUpApiTest(kind);

  async function signedInAgent(options: { emailConfirmed?: boolean } = {}) {
    const agent = await createAgent(api.testApp.database.db, options);
    return { agent, cookie: await signInAs(api.client, { ...agent, role: 'agent' }) };
  }

  async function signedInAdmin() {
    const admin = await createAdmin(api.testApp.database.db);
    return { admin, cookie: await signInAs(api.client, { ...admin, role: 'admin' }) };
  }

  const getLicence = (cookie: string) =>
    api.client.json<Licence>('GET', '/api/agent/licence', { cookie });
  const putLicence = (cookie: string, body: unknown, headers?: Record<string, string>) =>
    api.client.json<
      Licence & { message: string; issues: Array<{ path: string; message: string }> }
    >('PUT', '/api/agent/licence', { cookie, body, headers });

  it('starts empty and says exactly what is missing', async () => {
    const { cookie } = await signedInAgent({ emailConfirmed: false });
    const { status, body } = await getLicence(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      npn: '',
      licences: [],
      status: 'not_submitted',
      emailConfirmed: false,
      missing: ['confirmEmail', 'submitLicence'],
    });
  });

  it('saves a record as pending review, and an approval makes it verified with nothing missing', async () => {
    const { agent, cookie } = await signedInAgent();
    const saved = await putLicence(cookie, record());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      npn: '1234567',
      status: 'pending',
      licences: [{ state: 'TX', lines: ['home', 'auto'] }],
      serviceAreas: [{ state: 'TX', zipPrefixes: [] }],
      languages: ['en', 'es'],
      verifiedStates: [],
      missing: ['licenceReview'],
    });
    const admin = await signedInAdmin();
    const approved = await api.client.json('POST', `/api/admin/licences/${agent.id}/approve`, {
      cookie: admin.cookie,
    });
    expect(approved.status).toBe(200);
    const after = await getLicence(cookie);
    expect(after.body).toMatchObject({ status: 'verified', verifiedStates: ['TX'], missing: [] });
  });

  it('sends back to review only the pairs a change adds; a new NPN sends back all', async () => {
    const { agent, cookie } = await signedInAgent();
    await putLicence(cookie, record());
    const admin = await signedInAdmin();
    await api.client.call('POST', `/api/admin/licences/${agent.id}/approve`, {
      cookie: admin.cookie,
    });

    const widened = await putLicence(
      cookie,
      record({
        licences: [
          { state: 'TX', lines: ['auto', 'home', 'life'] },
          { state: 'OK', lines: ['auto'] },
        ],
      }),
    );
    expect(widened.body.status).toBe('pending');
    expect(widened.body.review).toEqual([
      { state: 'OK', line: 'auto', status: 'pending' },
      { state: 'TX', line: 'auto', status: 'verified' },
      { state: 'TX', line: 'home', status: 'verified' },
      { state: 'TX', line: 'life', status: 'pending' },
    ]);
    // Still verified where it was: the badge stays.
    expect(widened.body.verifiedStates).toEqual(['TX']);

    const narrowed = await putLicence(
      cookie,
      record({ licences: [{ state: 'TX', lines: ['auto'] }] }),
    );
    expect(narrowed.body.review).toEqual([{ state: 'TX', line: 'auto', status: 'verified' }]);
    expect(narrowed.body.status).toBe('verified');

    const newNpn = await putLicence(
      cookie,
      record({ npn: '7654321', licences: [{ state: 'TX', lines: ['auto'] }] }),
    );
    expect(newNpn.body.review).toEqual([{ state: 'TX', line: 'auto', status: 'pending' }]);
    expect(newNpn.body.missing).toEqual(['licenceReview']);
  });

  it('shows a rejection with its reason, and a corrected record goes back to review', async () => {
    const { agent, cookie } = await signedInAgent();
    await putLicence(cookie, record());
    const admin = await signedInAdmin();
    const rejected = await api.client.json('POST', `/api/admin/licences/${agent.id}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'The NPN belongs to someone else.' },
    });
    expect(rejected.status).toBe(200);
    const after = await getLicence(cookie);
    expect(after.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The NPN belongs to someone else.',
      missing: ['licenceReview'],
    });
    const corrected = await putLicence(cookie, record({ npn: '99887766' }));
    expect(corrected.body).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('narrows service areas to ZIP prefixes of the state, sorted and without repeats', async () => {
    const { cookie } = await signedInAgent();
    const saved = await putLicence(
      cookie,
      record({ serviceAreas: [{ state: 'TX', zipPrefixes: ['787', '750', '787'] }] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.serviceAreas).toEqual([{ state: 'TX', zipPrefixes: ['750', '787'] }]);
  });

  it.each([
    ['npn', { npn: '12ab' }, 'National Producer Number must be 1 to 10 digits'],
    ['npn', { npn: '12345678901' }, 'National Producer Number must be 1 to 10 digits'],
    ['licences', { licences: [] }, 'Add at least one state you are licensed in'],
    ['licences.0.state', { licences: [{ state: 'ZZ', lines: ['auto'] }] }, 'Choose a US state'],
    [
      'licences.0.lines',
      { licences: [{ state: 'TX', lines: [] }] },
      'Choose at least one line for each licensed state',
    ],
    [
      'licences.1.state',
      {
        licences: [
          { state: 'TX', lines: ['auto'] },
          { state: 'TX', lines: ['home'] },
        ],
      },
      'Each licensed state may appear only once',
    ],
    [
      'serviceAreas.0.state',
      { serviceAreas: [{ state: 'CA', zipPrefixes: [] }] },
      'Service areas must be states you are licensed in',
    ],
    [
      'serviceAreas.0.zipPrefixes.0',
      { serviceAreas: [{ state: 'TX', zipPrefixes: ['100'] }] },
      'ZIP prefixes are 3 digits of a ZIP code in that state',
    ],
    [
      'serviceAreas.0.zipPrefixes.0',
      { serviceAreas: [{ state: 'TX', zipPrefixes: ['7a7'] }] },
      'ZIP prefixes are 3 digits of a ZIP code in that state',
    ],
    ['languages', { languages: [] }, 'Choose at least one language you speak'],
    ['languages.0', { languages: ['fr'] }, 'This value is not valid'],
    ['bio', { bio: 'x'.repeat(501) }, 'The bio may be at most 500 characters'],
  ])('refuses a bad %s with 400 naming the field', async (path, change, message) => {
    const { cookie } = await signedInAgent();
    const { status, body } = await putLicence(cookie, record(change));
    expect(status).toBe(400);
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBeTruthy();
    // Nothing was saved.
    expect((await getLicence(cookie)).body.status).toBe('not_submitted');
  });

  it('answers a refusal in Spanish when asked', async () => {
    const { cookie } = await signedInAgent();
    const { status, body } = await putLicence(cookie, record({ npn: 'x' }), {
      'Accept-Language': 'es',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('El National Producer Number debe tener de 1 a 10 dígitos');
  });

  it('refuses malformed bodies without a 500', async () => {
    const { cookie } = await signedInAgent();
    for (const body of [null, 'text', [], { npn: 5 }, { __proto__: { npn: '1' } }]) {
      const { status } = await putLicence(cookie, body);
      expect(status).toBe(400);
    }
    const raw = await api.client.call('PUT', '/api/agent/licence', { cookie, rawBody: '{"npn":' });
    expect(raw.status).toBe(400);
  });
});
