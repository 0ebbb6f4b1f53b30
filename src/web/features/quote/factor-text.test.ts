import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type QuoteInput, quoteInputSchema } from '../../../shared/contracts/quotes';
import { estimateQuote } from '../../../shared/estimates';
import { estimateSources } from '../../../shared/estimates/sources';
import { type Language, languages } from '../../../shared/languages';
import enQuote from '../../locales/en/quote.json';
import enDetails from '../../locales/en/quoteDetails.json';
import esQuote from '../../locales/es/quote.json';
import esDetails from '../../locales/es/quoteDetails.json';
import {
  type FactorTexts,
  factorAnswer,
  factorEffect,
  factorLabel,
  sourceCitation,
} from './factor-text';

const now = new Date('2026-11-24T12:00:00Z');
const requests: QuoteInput[] = [
  quoteInputSchema.parse({
    type: 'auto',
    zip: '78701',
    drivers: [
      { birthDate: '1986-04-02', record: 'ticket' },
      { birthDate: '1990-01-01', record: 'clean' },
    ],
    vehicles: [
      { year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12000 },
      { year: 2015, make: 'Honda', model: 'Civic', use: 'pleasure', annualMileage: 5000 },
    ],
    coverage: 'full',
    deductible: 500,
    credit: 'good',
    military: true,
  }),
  quoteInputSchema.parse({
    type: 'auto',
    zip: '94105',
    drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
    vehicles: [
      { year: 2021, make: 'Tesla', model: 'Model 3', use: 'business', annualMileage: 6000 },
    ],
    coverage: 'state_minimum',
    military: false,
  }),
  quoteInputSchema.parse({
    type: 'home',
    zip: '21201',
    propertyType: 'condo',
    dwellingAmount: 300_000,
    yearBuilt: 1995,
    deductible: 500,
    claims: 2,
    military: false,
  }),
  quoteInputSchema.parse({
    type: 'renters',
    zip: '82001',
    propertyAmount: 10_000,
    liability: 100_000,
    deductible: 1000,
    credit: 'excellent',
  }),
  quoteInputSchema.parse({
    type: 'life',
    zip: '78701',
    birthDate: '1986-04-02',
    sex: 'female',
    amount: 500_000,
    termYears: 20,
    tobacco: true,
    health: 'excellent',
  }),
];

async function textsIn(language: Language): Promise<FactorTexts> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      en: { quote: enQuote, quoteDetails: enDetails },
      es: { quote: esQuote, quoteDetails: esDetails },
    },
    interpolation: { escapeValue: false },
  });
  return {
    t: (key, options) => instance.t(key, options ?? {}) as string,
    exists: (key) => instance.exists(key),
    language,
  };
}

/** Words of the engine or the data a shopper should never read. */
const rawOrInternal =
  /toyota camry|\btravelers\b|\bgeico\b|\b12000\b|state_minimum|preferred_plus|not rated|\(not given\)|decision|spec's|declared|scaled|Bankrate class|\/mo\b/;

describe("'Why this price?' texts", () => {
  for (const language of languages) {
    it(`words every factor of every line in ${language}: no raw ids, no internal notes`, async () => {
      const texts = await textsIn(language);
      for (const input of requests) {
        for (const estimate of estimateQuote(input, now).estimates) {
          for (const factor of estimate.factors) {
            const label = factorLabel(factor, texts);
            const answer = factorAnswer(factor, input.type, texts);
            const effect = factorEffect(factor, texts);
            const citation = sourceCitation(factor.source, estimateSources, texts);
            expect(label, factor.name).not.toBe(factor.name);
            expect(citation, `${factor.name} ${factor.source}`).toBeTruthy();
            for (const line of [label, answer, effect, citation ?? '']) {
              expect(line, `${input.type} ${factor.name}`).not.toMatch(rawOrInternal);
              expect(line).not.toMatch(/[a-z]+\.[a-z]+\.[a-z]/i); // an i18n key left unresolved
            }
          }
        }
      }
    });
  }

  it('gives the answers as the person gave them, and short citations', async () => {
    const en = await textsIn('en');
    const es = await textsIn('es');
    const [auto] = requests as [QuoteInput];
    const travelers = estimateQuote(auto, now).estimates.find((e) => e.carrier === 'travelers');
    const byName = Object.fromEntries((travelers?.factors ?? []).map((f) => [f.name, f]));
    const say = (name: string, texts: FactorTexts) =>
      factorAnswer(byName[name] as never, 'auto', texts);
    expect(say('vehicle', en)).toBe('2021 Toyota Camry');
    expect(say('mileage', en)).toBe('12,000 miles a year');
    expect(say('mileage', es)).toBe('12,000 millas al año');
    expect(say('carrier', en)).toBe('Travelers price level');
    expect(say('record', en)).toBe('Speeding ticket');
    expect(say('record', es)).toBe('Multa por exceso de velocidad');
    expect(say('base', en)).toBe('Average for Texas');
    expect(say('drivers', en)).toBe('2 drivers');
    expect(say('use', es)).toBe('Ir al trabajo');
    expect(factorEffect(byName.record as never, en)).toBe('+22%');
    expect(factorEffect(byName.use as never, en)).toBe('No change');
    expect(factorEffect(byName.use as never, es)).toBe('Sin cambio');
    expect(factorEffect(byName.base as never, en)).toMatch(/^\$1,806 a year$/);
    expect(sourceCitation('bankrate-auto-2025-09', estimateSources, en)).toBe('Bankrate, Sep 2025');
    expect(sourceCitation('naic-2022', estimateSources, en)).toBe(
      'NAIC (Insurance Information Institute), 2022',
    );
    expect(sourceCitation('carinsurancecom-driver', estimateSources, en)).toBe('CarInsurance.com');
    expect(sourceCitation('notRated', estimateSources, es)).toMatch(/^Sin cifra publicada/);
    // An old saved estimate's free-text source is not shown.
    expect(sourceCitation('Spec: renters from $15 per month', estimateSources, en)).toBeNull();
  });
});
