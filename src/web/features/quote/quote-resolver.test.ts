import { describe, expect, it } from 'vitest';
import { emptyQuoteValues, parseWholeNumber, pruneQuoteValues } from './quote-form-values';
import { quoteResolver } from './quote-resolver';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

const completeAuto = {
  ...emptyQuoteValues('auto'),
  zip: '78701',
  drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
  vehicles: [
    { year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12000, vin: '' },
  ],
  coverage: 'full',
  deductible: 500,
  credit: 'good',
  military: false,
};

describe('the quote resolver', () => {
  it('accepts complete answers and returns the request body', async () => {
    const result = await quoteResolver('auto')(completeAuto, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ type: 'auto', zip: '78701', deductible: 500 });
    expect((result.values as { vehicles: object[] }).vehicles[0]).not.toHaveProperty('vin');
  });

  it('names each bad field with a validation-message key', async () => {
    const result = await quoteResolver('auto')(
      {
        ...completeAuto,
        zip: '123',
        vehicles: [{ ...completeAuto.vehicles[0], year: 1900, make: '' }],
      },
      undefined,
      resolverOptions,
    );
    expect(result.errors.zip?.message).toBe('zipInvalid');
    const [vehicle] = result.errors.vehicles as unknown as Record<string, { message?: string }>[];
    expect(vehicle?.year).toMatchObject({ message: 'vehicleYearRange' });
    expect(vehicle?.make).toMatchObject({ message: 'makeRequired' });
  });

  it('requires a shown deductible and credit on their own step, before the rest is answered', async () => {
    const partial = { ...emptyQuoteValues('auto'), zip: '78701', coverage: 'full' };
    const result = await quoteResolver('auto')(partial, undefined, resolverOptions);
    expect(result.errors.deductible?.message).toBe('deductibleRequired');
    expect(result.errors.credit?.message).toBe('creditRequired');
  });

  it('leaves out questions not asked: no deductible without full coverage, no credit in CA', async () => {
    const values = { ...completeAuto, zip: '90210', coverage: 'standard', deductible: 1000 };
    const pruned = pruneQuoteValues('auto', values);
    expect(pruned).not.toHaveProperty('deductible');
    expect(pruned).not.toHaveProperty('credit');
    const result = await quoteResolver('auto')(values, undefined, resolverOptions);
    expect(result.errors).toEqual({});
  });

  it('reads typed whole numbers with commas and dollar signs, and blanks as no answer', () => {
    expect(parseWholeNumber('12,000')).toBe(12000);
    expect(parseWholeNumber(' $300,000 ')).toBe(300000);
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('abc')).toBeNaN();
  });

  it('reports a number that is not one with the field message', async () => {
    const result = await quoteResolver('renters')(
      { ...emptyQuoteValues('renters'), zip: '78701', propertyAmount: Number.NaN },
      undefined,
      resolverOptions,
    );
    expect(result.errors.propertyAmount?.message).toBe('propertyRange');
  });
});
