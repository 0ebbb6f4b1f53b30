import { useTranslation } from 'react-i18next';

/** The Intl locale of the reader's language: US Spanish or US English. */
export const localeOf = (language: string) => (language.startsWith('es') ? 'es-US' : 'en-US');

/** Dollars with cents only when there are any: '$98.50', '$1,200' (a premium, a deductible). */
export function formatMoney(amount: number, language: string): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(amount);
}

/** US dollars in the reader's language, whole dollars ('$1,234' in both English and Spanish). */
export function formatDollars(amount: number, language: string): string {
  return formatMoney(Math.round(amount), language);
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
  }).format(new Date(iso));
}

/** A moment with its time of day ('Mar 4, 2026, 3:05 PM'), for events and deadlines. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return {
    language,
    dollars: (amount: number) => formatDollars(amount, language),
    date: (iso: string) => formatDate(iso, language),
  };
}
