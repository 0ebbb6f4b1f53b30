import type { EstimateFactor, EstimateSourceEntry } from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import { isStateCode, stateNames } from '../../../shared/states/state-names';
import { formatDollars } from '../../lib/format';
import { carrierName } from './results-order';

/**
 * The words of 'Why this price?' (decision 0051): each factor's answer as the person gave it
 * (the label of the option chosen, "12,000 miles a year", "Toyota Camry"), its effect on the price
 * and a short citation of its source (publisher and date, or a note in the shopper's language).
 * Pure, so a unit test can read every line in both languages.
 */
export interface FactorTexts {
  /** i18next `t` of the `quote` and `quoteDetails` namespaces (keys with their namespace). */
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  language: string;
}

const locale = (language: string) => (language.startsWith('es') ? 'es-US' : 'en-US');

const numeric = (value: string): number | null =>
  /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;

/** The factor's name as a shopper reads it ("Driving record"). */
export function factorLabel(factor: EstimateFactor, texts: FactorTexts): string {
  const key = `quote:factors.${factor.name}`;
  return texts.exists(key) ? texts.t(key) : factor.name;
}

/** An option's label as the question showed it, else the engine's word translated, else as is. */
function option(group: string, value: string, texts: FactorTexts): string {
  for (const key of [`quote:options.${group}.${value}`, `quote:answers.${value}`]) {
    if (texts.exists(key)) return texts.t(key);
  }
  return value;
}

/** The answer (or fact) the factor was read for, as the person gave it. */
export function factorAnswer(
  factor: EstimateFactor,
  type: InsuranceType,
  texts: FactorTexts,
): string {
  const { t, language } = texts;
  const { value } = factor;
  const number = numeric(value);
  const dollars = (amount: number) => formatDollars(amount, language);
  switch (factor.name) {
    case 'base': {
      if (type === 'life') {
        // `sex,age,term,amount` (engine 2026.11-2); older saved estimates wrote a sentence.
        const [sex, age, term, amount] = value.split(',');
        if (sex && age && term && amount && numeric(amount) !== null) {
          return t('quoteDetails:breakdown.lifeBase', {
            sex: option('sex', sex, texts),
            age,
            term,
            amount: dollars(Number(amount)),
          });
        }
        return value;
      }
      return isStateCode(value)
        ? t('quoteDetails:breakdown.stateAverage', { state: stateNames[value] })
        : value;
    }
    case 'age':
      return number === null ? value : t('quoteDetails:breakdown.age', { count: number });
    case 'drivers':
      return number === null ? value : t('quoteDetails:breakdown.drivers', { count: number });
    case 'claims':
      return number === null ? value : t('quoteDetails:breakdown.claims', { count: number });
    case 'mileage':
      return number === null
        ? value
        : t('quoteDetails:breakdown.miles', {
            miles: new Intl.NumberFormat(locale(language)).format(number),
          });
    case 'deductible':
    case 'dwelling':
    case 'property':
    case 'liability':
      return number === null ? value : dollars(number);
    case 'minimum':
      return number === null
        ? value
        : t('quoteDetails:breakdown.minimum', { amount: dollars(number) });
    case 'credit':
      if (value === 'not rated') return t('quoteDetails:breakdown.creditNotUsed');
      if (value === 'good (not given)') return t('quoteDetails:breakdown.creditNotGiven');
      return option('credit', value, texts);
    case 'coverage':
    case 'record':
    case 'use':
    case 'propertyType':
    case 'health':
      return option(factor.name, value, texts);
    case 'tobacco':
      return value === 'yes' || value === 'no' ? t(`quote:options.${value}`) : value;
    case 'carrier': {
      const name = carrierName(value as Parameters<typeof carrierName>[0]);
      return name ? t('quoteDetails:breakdown.carrier', { carrier: name }) : value;
    }
    default:
      // The vehicle and the second vehicle as typed, the year built: shown as they are.
      return /^[a-z_ ()]+$/.test(value) ? option(factor.name, value, texts) : value;
  }
}

/** What the factor does to the price: the base in dollars a year, else "+22%", "−11%", "No change". */
export function factorEffect(factor: EstimateFactor, texts: FactorTexts): string {
  if (factor.name === 'base') {
    return texts.t('quoteDetails:breakdown.perYear', {
      amount: formatDollars(factor.multiplier, texts.language),
    });
  }
  const change = factor.multiplier - 1;
  if (Math.abs(change) < 0.0005) return texts.t('quoteDetails:breakdown.noChange');
  const digits = Math.abs(change) < 0.01 ? 1 : 0;
  return new Intl.NumberFormat(locale(texts.language), {
    style: 'percent',
    signDisplay: 'always',
    maximumFractionDigits: digits,
  })
    .format(change)
    .replace('-', '−');
}

/** "Bankrate, Sep 2025" for a publication, the note in the reader's language, else nothing. */
export function sourceCitation(
  sourceId: string,
  sources: Readonly<Record<string, EstimateSourceEntry>> | undefined,
  texts: FactorTexts,
): string | null {
  const entry = sources?.[sourceId];
  if (entry?.kind === 'publication') {
    if (!entry.date) return entry.publisher;
    const [year, month] = entry.date.split('-').map(Number) as [number, number | undefined];
    const when =
      month === undefined
        ? String(year)
        : new Intl.DateTimeFormat(locale(texts.language), {
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(Date.UTC(year, month - 1, 1));
    return `${entry.publisher}, ${when}`;
  }
  const noteKey = `quoteDetails:sourceNotes.${sourceId}`;
  // A note by its id; a source this catalogue does not know (an old saved estimate's free text,
  // the working notes of the time) is not shown.
  return texts.exists(noteKey) ? texts.t(noteKey) : null;
}
