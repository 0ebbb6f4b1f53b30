import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, SavedVehicle } from '../../../shared/contracts/profiles';
import { createConsumer, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';
import { maxSavedVehicles } from './vehicles';

const accord = { year: 2019, make: 'Honda', model: 'Accord', use: 'pleasure', annualMileage: 8000 };

describe.each(databaseKinds)('a saved request fills the profile on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;

  const call = <T>(method: string, url: string, cookie: string, body?: unknown) =>
    api.client.json<T>(method, url, { cookie, body });
  const profileOf = async (cookie: string) =>
    (await call<Profile>('GET', '/api/profiles/me', cookie)).body;
  const vehiclesOf = async (cookie: string) =>
    (await call<{ vehicles: SavedVehicle[] }>('GET', '/api/profiles/me/vehicles', cookie)).body
      .vehicles;

  let newcomer: string;
  beforeAll(async () => {
    // An account with no insurer yet (the sign-up on the spot takes the flow's).
    newcomer = await signInAs(api.client, await createConsumer(db(), { company: null }));
  });

  it("fills an empty profile with the flow's ZIP, birth date, insurer, premium and vehicles", async () => {
    const input = sampleAutoQuoteInput({
      currentInsurer: 'travelers',
      currentPremium: 2400,
      vehicles: [sampleAutoQuoteInput().vehicles[0], accord],
    });
    const saved = await call<{ id: string }>('POST', '/api/quotes', newcomer, input);
    expect(saved.status).toBe(201);

    const profile = await profileOf(newcomer);
    expect(profile).toMatchObject({
      zip: '78701',
      state: 'TX',
      birthDate: input.drivers[0]?.birthDate,
      currentInsurance: 'insured',
      insuranceCompany: 'travelers',
      currentPremium: 2400,
    });
    const vehicles = await vehiclesOf(newcomer);
    expect(vehicles.map((vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`)).toEqual([
      '2021 Toyota Camry',
      '2019 Honda Accord',
    ]);

    // The same car again (any case) is not added twice.
    await call('POST', '/api/quotes', newcomer, {
      ...input,
      vehicles: [{ ...accord, make: 'HONDA', model: 'accord' }],
    });
    expect(await vehiclesOf(newcomer)).toHaveLength(2);
  });

  it('never overwrites what the person set, and fills only what is empty', async () => {
    const cookie = await signInAs(api.client, await createConsumer(db(), { firstName: 'Set' }));
    const mine = {
      firstName: 'Set',
      lastName: 'Person',
      phone: null,
      address: null,
      city: null,
      state: 'NY',
      zip: '10001',
      birthDate: '1970-01-02',
      currentInsurance: 'none',
      insuranceCompany: null,
      currentPremium: null,
      renewalDate: null,
      contactPreference: 'in_app',
      budgetRange: null,
    };
    expect((await call('PUT', '/api/profiles/me', cookie, mine)).status).toBe(200);

    const saved = await call('POST', '/api/quotes', cookie, {
      ...sampleAutoQuoteInput({ currentInsurer: 'geico', currentPremium: 1800 }),
      zip: '78701',
    });
    expect(saved.status).toBe(201);
    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({
      zip: '10001',
      state: 'NY',
      birthDate: '1970-01-02',
      // 'No insurance' was the person's choice: no insurer is put beside it.
      currentInsurance: 'none',
      insuranceCompany: null,
      // Empty until now: filled.
      currentPremium: 1800,
    });
  });

  it('the insurer chosen at sign-up says whether the person is insured when the flow did not', async () => {
    const cookie = await signInAs(api.client, await createConsumer(db(), { company: 'none' }));
    expect((await call('POST', '/api/quotes', cookie, sampleAutoQuoteInput())).status).toBe(201);
    expect(await profileOf(cookie)).toMatchObject({
      currentInsurance: 'none',
      insuranceCompany: 'none',
      currentPremium: null,
    });
  });

  it('a profile holding the most vehicles gains none', async () => {
    const cookie = await signInAs(api.client, await createConsumer(db(), { firstName: 'Full' }));
    for (let index = 0; index < maxSavedVehicles; index += 1) {
      const added = await call('POST', '/api/profiles/me/vehicles', cookie, {
        ...accord,
        model: `Model ${index}`,
      });
      expect(added.status).toBe(201);
    }
    const saved = await call('POST', '/api/quotes', cookie, sampleAutoQuoteInput());
    expect(saved.status).toBe(201);
    expect(await vehiclesOf(cookie)).toHaveLength(maxSavedVehicles);
  });

  it('a life request fills the birth date; home and renters have none to give', async () => {
    const cookie = await signInAs(api.client, await createConsumer(db(), { firstName: 'Life' }));
    const saved = await call('POST', '/api/quotes', cookie, {
      type: 'life',
      zip: '30301',
      birthDate: '1985-06-15',
      sex: 'female',
      amount: 500_000,
      termYears: 20,
      tobacco: false,
      health: 'excellent',
    });
    expect(saved.status).toBe(201);
    expect(await profileOf(cookie)).toMatchObject({
      zip: '30301',
      state: 'GA',
      birthDate: '1985-06-15',
      // From the sign-up's 'I have no insurance' (the factory's default).
      currentInsurance: 'none',
    });
    expect(await vehiclesOf(cookie)).toEqual([]);
  });
});
