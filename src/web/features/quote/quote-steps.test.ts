import { describe, expect, it } from 'vitest';
import { emptyQuoteValues } from './quote-form-values';
import {
  allFields,
  isCreditAsked,
  type QuoteStep,
  quoteSteps,
  requiredAnswerCount,
  shownFields,
  stepOfField,
} from './quote-steps';

const auto = (overrides: Record<string, unknown>) => ({
  ...emptyQuoteValues('auto'),
  ...overrides,
});

describe('the quote steps', () => {
  it('ask at most 15 required answers for auto, even with full coverage where credit counts', () => {
    const values = auto({ zip: '78701', coverage: 'full' });
    expect(requiredAnswerCount('auto', values)).toBe(12);
    expect(requiredAnswerCount('auto', values)).toBeLessThanOrEqual(15);
  });

  it('ask the deductible only for full coverage', () => {
    const coverageStep = quoteSteps.auto[2] as QuoteStep;
    const names = (coverage: string) =>
      shownFields(coverageStep, auto({ zip: '78701', coverage })).map((field) => field.name);
    expect(names('full')).toEqual(['coverage', 'deductible', 'credit']);
    expect(names('standard')).toEqual(['coverage', 'credit']);
  });

  it('never ask credit where the state bans it in rating', () => {
    expect(isCreditAsked('auto', '90210')).toBe(false); // CA
    expect(isCreditAsked('auto', '96813')).toBe(false); // HI
    expect(isCreditAsked('auto', '02108')).toBe(false); // MA
    expect(isCreditAsked('auto', '21201')).toBe(true); // MD allows it for auto
    expect(isCreditAsked('home', '21201')).toBe(false); // but not for home
    expect(isCreditAsked('renters', '90210')).toBe(false);
    expect(isCreditAsked('home', '78701')).toBe(true);
    expect(isCreditAsked('life', '78701')).toBe(false);
  });

  it('show the second driver and vehicle only once they are added', () => {
    const firstStep = quoteSteps.auto[0] as QuoteStep;
    expect(shownFields(firstStep, auto({})).map((field) => field.name)).toEqual([
      'zip',
      'drivers.0.birthDate',
      'drivers.0.record',
    ]);
    const withSecond = auto({ drivers: [{}, {}] });
    expect(shownFields(firstStep, withSecond).map((field) => field.name)).toContain(
      'drivers.1.birthDate',
    );
    // 10 without deductible (no coverage chosen yet) or credit (CA), plus the second driver's 2.
    expect(requiredAnswerCount('auto', { ...withSecond, zip: '90210' })).toBe(12);
  });

  it('ask the military question on auto (required) and offer it on home (optional)', () => {
    expect(allFields('auto').find((field) => field.name === 'military')?.isOptional).toBeFalsy();
    expect(allFields('home').find((field) => field.name === 'military')?.isOptional).toBe(true);
    expect(allFields('renters').some((field) => field.name === 'military')).toBe(false);
  });

  it('find the step of a field named by a message', () => {
    expect(stepOfField('auto', 'vehicles.0.make')).toBe(1);
    expect(stepOfField('auto', 'deductible')).toBe(2);
    expect(stepOfField('life', 'termYears')).toBe(1);
  });
});
