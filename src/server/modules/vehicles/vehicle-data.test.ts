import { beforeAll, describe, expect, it } from 'vitest';
import { displayName, loadVehicleData, type VehicleData } from './vehicle-data';

describe('the vPIC data wrapper', () => {
  let data: VehicleData;
  beforeAll(async () => {
    data = await loadVehicleData(new Date('2026-11-28T00:00:00Z'));
  }, 60_000);

  it('writes makes as people do: capitals only for initials', () => {
    expect(displayName('TOYOTA')).toBe('Toyota');
    expect(displayName('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(displayName('LAND ROVER')).toBe('Land Rover');
    expect(displayName('BMW')).toBe('BMW');
    expect(displayName('McLaren')).toBe('McLaren');
  });

  it('decodes year, make, model, trim, body and fuel, and nothing for a VIN it does not know', async () => {
    expect(await data.decode('JH4KA7561PC008269')).toEqual({
      vin: 'JH4KA7561PC008269',
      year: 1993,
      make: 'Acura',
      model: 'Legend',
      trim: 'GS Moonroof & Leather Seats',
      body: 'Sedan',
      fuel: 'Gasoline',
    });
    expect(await data.decode('2T1BURHEXJC043821')).toMatchObject({
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      body: 'Sedan',
    });
    expect(await data.decode('11111111111111111')).toBeNull();
  });

  it('lists years from next year back to 1981, and a model only in the years the data has it', () => {
    const years = data.years();
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1981);
    expect(data.models(2018, 'TESLA')).toContain('Model 3');
    expect(data.models(2012, 'Tesla')).not.toContain('Model 3');
    expect(data.makes(2018)).toContain('Tesla');
    expect(data.makes(1995)).not.toContain('Tesla');
  });
});
