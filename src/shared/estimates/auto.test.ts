import { describe, expect, it } from 'vitest';
import type { AutoQuoteInput } from '../contracts/quotes';
import { autoAgeFactor, vehicleClass } from './auto';
import { estimateQuote } from './index';

const now = new Date('2026-11-24T12:00:00Z');
const camry = {
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  use: 'commute',
  annualMileage: 12_000,
} as const;
const texas: AutoQuoteInput = {
  type: 'auto',
  zip: '78701',
  drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
  vehicles: [camry],
  coverage: 'full',
  deductible: 500,
  credit: 'good',
  military: false,
};
const find = (result: ReturnType<typeof estimateQuote>, carrier: string) => {
  const estimate = result.estimates.find((item) => item.carrier === carrier);
  if (!estimate) throw new Error(`no ${carrier} estimate`);
  return estimate;
};

describe('auto estimates, worked examples', () => {
  it('prices the issue example: Texas, 40, clean record, 2021 Camry, full coverage, $500, good credit', () => {
    const result = estimateQuote(texas, now);
    // Base: Insure.com 2019 TX $1,779 scaled (decision 0013): 1483 + (1779 - 1457) x 1156 / 1154 = 1805.6 -> $1,806.
    // Every other factor is 1 (age 40, clean, good credit, $500, a Camry, 12,000 miles, commute).
    // GEICO: 1806 x 0.87 = 1571.2 -> $1,571 a year; 1571 / 12 = 130.9 -> $131/mo; 1571 / 2 = 785.5 -> $786.
    // Range: GEICO's sources run 0.79 (Insurify) to 1.01 (ValuePenguin): 1806 x 0.79 / 12 = 118.9 -> $119,
    // 1806 x 1.01 / 12 = 152.0 -> $152.
    expect(find(result, 'geico')).toMatchObject({
      annual: 1571,
      monthly: 131,
      sixMonth: 786,
      low: 119,
      high: 152,
    });
    // Travelers: 1806 x 0.85 = 1535.1 -> $1,535, $128/mo; 0.83 to 1.05 -> $125 to $158.
    expect(find(result, 'travelers')).toMatchObject({
      annual: 1535,
      monthly: 128,
      low: 125,
      high: 158,
    });
    // Liberty Mutual: 1806 x 1.35 = 2438.1 -> $2,438, $203/mo.
    expect(find(result, 'libertymutual')).toMatchObject({ annual: 2438, monthly: 203 });
    expect(result.estimates.map((item) => item.carrier)).toEqual([
      'travelers',
      'geico',
      'nationwide',
      'statefarm',
      'progressive',
      'americanfamily',
      'allstate',
      'libertymutual',
    ]);
    expect(result).toMatchObject({
      type: 'auto',
      state: 'TX',
      basis: 'carriers',
      coverage: {
        liability: '100/300/100',
        comprehensiveAndCollision: true,
        deductible: 500,
        amount: null,
      },
      computedAt: '2026-11-24T12:00:00.000Z',
      yearlySavings: null,
    });
    const factors = find(result, 'geico').factors;
    expect(factors[0]).toMatchObject({ name: 'base', value: 'TX', multiplier: 1806 });
    expect(factors.map((item) => item.name)).toEqual([
      'base',
      'coverage',
      'age',
      'record',
      'credit',
      'deductible',
      'vehicle',
      'mileage',
      'use',
      'carrier',
    ]);
    // Answers as the person gave them and sources by id (decisions 0050, 0051).
    const byName = Object.fromEntries(factors.map((item) => [item.name, item]));
    expect(byName.vehicle).toMatchObject({
      value: '2021 Toyota Camry',
      source: 'bankrate-auto-2025-09',
    });
    expect(byName.mileage?.source).toBe('noLowMileage');
    expect(byName.use).toMatchObject({ multiplier: 1, source: 'notRated' });
    expect(byName.carrier).toMatchObject({ value: 'geico', source: 'auto-carrier-index-2025' });
    expect(byName.base?.source).toBe('insurecom-2019');
  });

  it('adds USAA for a military family, at 1806 x 0.66 = 1192', () => {
    const result = estimateQuote({ ...texas, military: true, currentPremium: 2400 }, now);
    expect(result.estimates[0]).toMatchObject({ carrier: 'usaa', annual: 1192, monthly: 99 });
    // Savings against the cheapest estimate: 2400 - 1192.
    expect(result.yearlySavings).toBe(1208);
  });

  it('rates two drivers on the riskier one, with the worst record, a second-driver load and no credit in CA', () => {
    const result = estimateQuote(
      {
        type: 'auto',
        zip: '90210',
        drivers: [
          { birthDate: '2004-06-01', record: 'ticket' }, // 22 on 2026-11-24
          { birthDate: '1981-02-03', record: 'accident' }, // 45
        ],
        vehicles: [
          { year: 2019, make: 'Honda', model: 'Odyssey', use: 'pleasure', annualMileage: 5000 },
        ],
        coverage: 'standard',
        credit: 'poor',
        military: false,
      },
      now,
    );
    // Base CA: 1483 + (1846 - 1457) x 1156 / 1154 = 1872.7 -> $1,873.
    // Standard 50/100/50 in CA: insurance.com $1,016 / $3,010 = 0.338. Age 22: 1.52 (the riskier driver);
    // worst record: accident 1.44; second driver 1.07; credit not rated in CA; Odyssey 0.916;
    // 5,000 miles 0.95; pleasure 1. Travelers 0.85:
    // 1873 x 0.338 x 1.52 x 1.44 x 1.07 x 0.916 x 0.95 = 1290.2; x 0.85 = 1096.7 -> $1,097, $91/mo;
    // range 1290.2 x 0.83 / 12 = 89.2 -> $89 to 1290.2 x 1.05 / 12 = 112.9 -> $113.
    expect(find(result, 'travelers')).toMatchObject({
      annual: 1097,
      monthly: 91,
      low: 89,
      high: 113,
    });
    const factors = Object.fromEntries(
      find(result, 'travelers').factors.map((item) => [item.name, item]),
    );
    expect(factors.age).toMatchObject({ value: '22', multiplier: 1.52 });
    expect(factors.record).toMatchObject({ value: 'accident', multiplier: 1.44 });
    expect(factors.drivers?.multiplier).toBe(1.07);
    expect(factors.credit).toMatchObject({ value: 'not rated', multiplier: 1 });
    expect(factors.credit?.source).toBe('creditBanned');
    expect(factors.deductible).toBeUndefined();
    expect(result.coverage).toEqual({
      liability: '50/100/50',
      comprehensiveAndCollision: false,
      deductible: null,
      amount: null,
    });
  });

  it('prices a second car as its own, with its own class and mileage', () => {
    const result = estimateQuote(
      {
        type: 'auto',
        zip: '10001',
        drivers: [{ birthDate: '1996-11-24', record: 'clean' }], // 30 today
        vehicles: [
          { year: 2022, make: 'Tesla', model: 'Model 3', use: 'commute', annualMileage: 9000 },
          { year: 2015, make: 'Ford', model: 'F-150', use: 'business', annualMileage: 6000 },
        ],
        coverage: 'full',
        deductible: 1000,
        credit: 'excellent',
        military: true,
        currentPremium: 1000,
      },
      now,
    );
    // Base NY: 1483 + (1789 - 1457) x 1156 / 1154 = 1815.6 -> $1,816. Age 30: 1.06; excellent 0.86;
    // $1,000 deductible 0.886; Model 3 1.28; second car: 1 + (F-150 0.985 x under-7,500 mi 0.95) / 1.28 = 1.731.
    // USAA: 1816 x 1.06 x 0.86 x 0.886 x 1.28 x 1.731 x 0.66 = 2145.2 -> $2,145, $179/mo.
    expect(result.estimates[0]).toMatchObject({ carrier: 'usaa', annual: 2145, monthly: 179 });
    const vehicles = result.estimates[0]?.factors.find((item) => item.name === 'vehicles');
    expect(vehicles).toMatchObject({ value: '2015 Ford F-150', multiplier: 1.731 });
    // The current premium is below every estimate: no saving line.
    expect(result.yearlySavings).toBeNull();
  });

  it('gives the state minimum limits from the state facts, Florida without bodily injury', () => {
    const minimum = (zip: string) =>
      estimateQuote({ ...texas, zip, coverage: 'state_minimum', deductible: undefined }, now)
        .coverage;
    expect(minimum('78701').liability).toBe('30/60/25');
    expect(minimum('33101').liability).toBe('0/0/10');
    expect(minimum('90210').liability).toBe('30/60/15');
    expect(minimum('78701').deductible).toBeNull();
  });
});

describe('auto factors', () => {
  it('interpolates the age curve and holds it beyond 75', () => {
    expect(autoAgeFactor(16)).toBe(4.04);
    expect(autoAgeFactor(40)).toBe(1);
    // 27: between 25 (1.18) and 30 (1.06): 1.18 - 2/5 x 0.12 = 1.132.
    expect(autoAgeFactor(27)).toBe(1.132);
    expect(autoAgeFactor(80)).toBe(1.05);
  });

  it('maps makes and models onto the Bankrate vehicle classes, others at 1.00', () => {
    expect(vehicleClass('Toyota', 'Camry')).toEqual(['toyota camry', 1]);
    expect(vehicleClass('FORD', 'F-150 XLT')).toEqual(['ford f150', 0.985]);
    expect(vehicleClass('BMW', '3 Series')).toEqual(['bmw 330', 1.239]);
    expect(vehicleClass('bmw', '330i xDrive')).toEqual(['bmw 330', 1.239]);
    expect(vehicleClass('Tesla', 'Model 3')).toEqual(['tesla model3', 1.28]);
    expect(vehicleClass('Tesla', 'Model Y')).toEqual(['other', 1]);
    expect(vehicleClass('Honda', 'Civic')).toEqual(['other', 1]);
    expect(vehicleClass('Toyota', 'Corolla')).toEqual(['other', 1]);
  });
});
