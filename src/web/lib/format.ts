import { useTranslation } from 'react-i18next';

/** US dollars in the reader's language, whole dollars ('$1,234' in both English and Spanish). */
export function formatDollars(amount: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('es') ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('es') ? 'es-US' : 'en-US', {
    dateStyle: 'long',
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
