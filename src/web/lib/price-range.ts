import { useTranslation } from 'react-i18next';
import { useFormatters } from './format';

/** "$125 to $158 a month", or one figure where the range is one price ("$15 a month"). */
export function usePriceRange(): (low: number, high: number) => string {
  const { t } = useTranslation('quoteDetails');
  const { dollars } = useFormatters();
  return (low, high) =>
    low === high
      ? t('range.single', { amount: dollars(low) })
      : t('range.between', { low: dollars(low), high: dollars(high) });
}
