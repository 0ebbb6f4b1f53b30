import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedVehicle } from '../../../shared/contracts/profiles';
import { validationMessages } from '../../../shared/validation-messages';
import { consumerVehicles } from '../../db/schema';
import { createAgent, createConsumer, createVehicleFor } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';
import { maxSavedVehicles } from './vehicles';

const en = validationMessages.en;
const thisYear = new Date().getUTCFullYear();
type Account = Awaited<ReturnType<typeof createConsumer>>;
type Answer = SavedVehicle & { message: string; issues: { path: string }[] };

const camry = {
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  use: 'commute',
  annualMileage: 12000,
  vin: '1hgcm82633a004352',
};
const path = '/api/profiles/me/vehicles';

describe.each(databaseKinds)('/api/profiles/me/vehicles on %s', (kind) => {
  const api = setUpApiTest(kind);
  let alice: Account;
  let bob: Account;
  let aliceCookie: string;
  let bobCookie: string;
  let agentCookie: string;

  beforeAll(async () => {
    const db = api.testApp.database.db;
    alice = await createConsumer(db);
    bob = await createConsumer(db);
    aliceCookie = await signInAs(api.client, alice);
    bobCookie = await signInAs(api.client, bob);
    agentCookie = await signInAs(api.client, await createAgent(db));
  });

  const call = (method: string, url: string, cookie?: string, body?: unknown) =>
    api.client.json<Answer>(method, url, { cookie, body });
  const list = async (cookie: string) =>
    (await api.client.json<{ vehicles: SavedVehicle[] }>('GET', path, { cookie })).body.vehicles;

  it('adds, lists, changes and deletes a vehicle', async () => {
    expect(await list(aliceCookie)).toEqual([]);

    const added = await call('POST', path, aliceCookie, camry);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      use: 'commute',
      annualMileage: 12000,
      vin: '1HGCM82633A004352',
    });
    const second = await call('POST', path, aliceCookie, { ...camry, model: 'RAV4', vin: '' });
    expect(second.status).toBe(201);
    expect(second.body.vin).toBeNull();
    expect((await list(aliceCookie)).map((vehicle) => vehicle.model)).toEqual(['Camry', 'RAV4']);

    const changed = await call('PUT', `${path}/${added.body.id}`, aliceCookie, {
      ...camry,
      annualMileage: 8000,
      use: 'pleasure',
      vin: undefined,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      ...added.body,
      annualMileage: 8000,
      use: 'pleasure',
      vin: null,
    });
    expect((await list(aliceCookie))[0]).toEqual(changed.body);

    const deleted = await api.client.call('DELETE', `${path}/${added.body.id}`, {
      cookie: aliceCookie,
    });
    expect(deleted.status).toBe(204);
    expect((await list(aliceCookie)).map((vehicle) => vehicle.id)).toEqual([second.body.id]);
    const again = await call('DELETE', `${path}/${added.body.id}`, aliceCookie);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(en.vehicleNotFound);
  });

  it('keeps each consumer’s vehicles to themselves: 404 for another’s, a malformed or unknown id', async () => {
    const bobs = await createVehicleFor(api.testApp.database.db, bob.id, {
      model: 'Civic',
      make: 'Honda',
    });
    expect(await list(aliceCookie)).not.toContainEqual(bobs);
    for (const [method, url] of [
      ['PUT', `${path}/${bobs.id}`],
      ['DELETE', `${path}/${bobs.id}`],
      ['PUT', `${path}/nope`],
      ['DELETE', `${path}/12345`],
      ['PUT', `${path}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const { status, body } = await call(method, url, aliceCookie, camry);
      expect(status, `${method} ${url}`).toBe(404);
      expect(body.message).toBe(en.vehicleNotFound);
    }
    const [row] = await api.testApp.database.db
      .select()
      .from(consumerVehicles)
      .where(eq(consumerVehicles.id, bobs.id));
    expect(row?.model).toBe('Civic');
    expect(await list(bobCookie)).toContainEqual(bobs);
  });

  it(`refuses an eleventh vehicle with 400 and a readable message`, async () => {
    const carol = await createConsumer(api.testApp.database.db);
    const carolCookie = await signInAs(api.client, carol);
    // Two at once near the limit: exactly one of them may pass.
    for (let i = 0; i < maxSavedVehicles - 1; i++) {
      await createVehicleFor(api.testApp.database.db, carol.id, { annualMileage: 1000 + i });
    }
    const [first, second] = await Promise.all([
      call('POST', path, carolCookie, camry),
      call('POST', path, carolCookie, camry),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const refused = await call('POST', path, carolCookie, camry);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(en.tooManySavedVehicles);
    expect(await list(carolCookie)).toHaveLength(maxSavedVehicles);
    const spanish = await api.client.json<{ message: string }>('POST', path, {
      cookie: carolCookie,
      body: camry,
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish.body.message).toBe(validationMessages.es.tooManySavedVehicles);
  });

  const badInputs: Array<[string, Record<string, unknown>, string, string]> = [
    ['a year of 1949', { year: 1949 }, 'year', en.vehicleYearRange],
    ['a year of next year + 2', { year: thisYear + 2 }, 'year', en.vehicleYearRange],
    ['an empty make', { make: ' ' }, 'make', en.makeRequired],
    ['no model', { model: undefined }, 'model', en.modelRequired],
    ['an unknown use', { use: 'racing' }, 'use', en.useRequired],
    ['a negative mileage', { annualMileage: -5 }, 'annualMileage', en.mileageRange],
    ['an absurd mileage', { annualMileage: 1e9 }, 'annualMileage', en.mileageRange],
    ['an invalid VIN', { vin: 'ABC' }, 'vin', en.vinInvalid],
  ];

  it.each(badInputs)(
    'answers 400 naming the field for %s (POST and PUT)',
    async (_case, change, field, message) => {
      const { status, body } = await call('POST', path, aliceCookie, { ...camry, ...change });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.issues.map((issue) => issue.path)).toContain(field);
      const [vehicle] = await list(aliceCookie);
      if (!vehicle) throw new Error('alice has no vehicle');
      const put = await call('PUT', `${path}/${vehicle.id}`, aliceCookie, { ...camry, ...change });
      expect(put.status).toBe(400);
      expect(put.body.message).toBe(message);
    },
  );

  it('answers 401 signed out and 403 to an agent', async () => {
    const [vehicle] = await list(aliceCookie);
    for (const [method, url] of [
      ['GET', path],
      ['POST', path],
      ['PUT', `${path}/${vehicle?.id}`],
      ['DELETE', `${path}/${vehicle?.id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? camry : undefined;
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, agentCookie, body)).status, `${method} ${url}`).toBe(403);
    }
    expect(await list(aliceCookie)).toContainEqual(vehicle);
  });
});
