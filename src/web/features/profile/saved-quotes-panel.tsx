import { useTranslation } from 'react-i18next';
import type { SavedQuote } from '../../../shared/contracts/quotes';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { SavedQuoteItem } from './saved-quote-item';

/** Newest first: the order the list shows and the request a renewal re-check picks. */
export function newestFirst(quotes: readonly SavedQuote[]): SavedQuote[] {
  return [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function SavedQuotesPanel({
  quotes,
  isPending,
  isError,
}: {
  quotes: SavedQuote[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <Panel headingId="saved-quotes-heading" heading={t('profile:quotes.heading')} className="mt-6">
      {isPending && <Spinner label={t('common:loading')} />}
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('profile:quotes.loadFailed')}
        </p>
      )}
      {quotes?.length === 0 && <p className="mt-3 text-slate-700">{t('profile:quotes.empty')}</p>}
      {!!quotes?.length && (
        <ul className="mt-2 divide-y divide-slate-200">
          {newestFirst(quotes).map((quote) => (
            <SavedQuoteItem key={quote.id} quote={quote} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
