import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { insuranceTypes } from '../../../shared/insurance-types';
import { quotePath } from '../../../shared/paths';
import { Panel } from '../../components/ui/panel';

export const newQuoteHeadingId = 'new-quote-heading';

/** 'Get a new quote': the four lines' flows. */
export function NewQuotePanel() {
  const { t } = useTranslation('profile');
  return (
    <Panel headingId={newQuoteHeadingId} heading={t('newQuote.heading')} className="mt-6">
      <p className="mt-1 text-sm text-slate-700">{t('newQuote.intro')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {insuranceTypes.map((type) => (
          <li key={type}>
            <Link
              to={quotePath(type)}
              className="block rounded-md border border-slate-300 px-4 py-3 text-center font-semibold text-brand-navy hover:bg-slate-50"
            >
              {t(`lines.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
