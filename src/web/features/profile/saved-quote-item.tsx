import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedQuote } from '../../../shared/contracts/quotes';
import { quotePath, savedQuotePath } from '../../../shared/paths';
import { secondaryButtonClassName } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { useFormatters } from '../../lib/format';
import { deleteTexts } from './delete-texts';
import { isEstimateOutOfDate } from './estimate-age';
import { useDeleteQuote } from './profile-api';

/** The flow of the request's line, told to start from this request's answers (`?from=<id>`). */
export function rerunPath(quote: Pick<SavedQuote, 'id' | 'type'>): string {
  return `${quotePath(quote.type)}?from=${encodeURIComponent(quote.id)}`;
}

/** One saved request: line, where, best monthly price and dates; open, re-run or delete it. */
export function SavedQuoteItem({ quote }: { quote: SavedQuote }) {
  const { t } = useTranslation('profile');
  const { dollars, date } = useFormatters();
  const remove = useDeleteQuote();
  const line = t(`lines.${quote.type}`);
  const saved = date(quote.createdAt);
  const priced = date(quote.result.computedAt);
  const subject = t('quotes.subject', { line, date: saved });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div>
        <h3 className="font-semibold text-slate-900">{line}</h3>
        <p className="text-sm text-slate-700">
          {quote.state} {quote.zip}
        </p>
        <p className="mt-1 text-slate-900">
          {t('quotes.bestPrice')}{' '}
          <span className="text-lg font-bold">
            {t('price.perMonth', { price: dollars(quote.bestMonthly) })}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {t('quotes.savedOn', { date: saved })}
          {priced !== saved && ` · ${t('quotes.pricedOn', { date: priced })}`}
        </p>
        {isEstimateOutOfDate(quote.result.computedAt) && (
          <p className="text-sm font-medium text-amber-800">{t('quotes.outOfDate')}</p>
        )}
        {remove.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('quotes.deleteFailed')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={savedQuotePath(quote.id)}
          className="btn-brand rounded-md px-3 py-1.5 text-sm font-semibold"
        >
          {t('actions.open')}
          <span className="sr-only"> {subject}</span>
        </Link>
        <Link to={rerunPath(quote)} className={secondaryButtonClassName}>
          {t('quotes.changeAnswers')}
          <span className="sr-only"> {subject}</span>
        </Link>
        <ConfirmAction
          texts={deleteTexts(
            t,
            t('quotes.confirmDelete', { line: t(`lineInSentence.${quote.type}`) }),
          )}
          subject={subject}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(quote.id)}
        />
      </div>
    </li>
  );
}
