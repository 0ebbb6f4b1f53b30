import { useTranslation } from 'react-i18next';
import { localDayKey } from './merge-messages';

/** A day heading of the history: Today, Yesterday, or the full date in the reader's language. */
export function useDayLabel() {
  const { t, i18n } = useTranslation('messages');
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
  });
  return (iso: string) => {
    const today = new Date();
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    const key = localDayKey(iso);
    if (key === localDayKey(today.toISOString())) return t('today');
    if (key === localDayKey(yesterday.toISOString())) return t('yesterday');
    return format.format(new Date(iso));
  };
}
