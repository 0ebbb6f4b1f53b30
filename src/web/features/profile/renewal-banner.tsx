import { useTranslation } from 'react-i18next';
import type { SavedQuote } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';
import { newQuoteHeadingId } from './new-quote-panel';
import { useRecheckQuote } from './profile-api';
import { localIsoDate, renewalDaysLeft } from './renewal';
import { newestFirst } from './saved-quotes-panel';

/**
 * Within the reminder window before the stored renewal date: 'Your policy renews in N days' and a
 * one-click re-check of the newest saved request with its stored answers.
 */
export function RenewalBanner({
  renewalDate,
  quotes,
}: {
  renewalDate: string | null;
  quotes: SavedQuote[] | undefined;
}) {
  const { t } = useTranslation('profile');
  const days = renewalDaysLeft(renewalDate, localIsoDate());
  if (days === null) return null;
  const latest = quotes?.length ? newestFirst(quotes)[0] : undefined;
  return (
    <section
      aria-labelledby="renewal-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="renewal-heading" className="text-lg font-bold text-amber-950">
        {days === 0 ? t('renewal.today') : t('renewal.heading', { count: days })}
      </h2>
      {latest ? (
        <Recheck quote={latest} />
      ) : (
        <p className="mt-1 text-amber-950">
          {t('renewal.noQuotes')}{' '}
          <a href={`#${newQuoteHeadingId}`} className="font-semibold underline">
            {t('newQuote.heading')}
          </a>
        </p>
      )}
    </section>
  );
}

function Recheck({ quote }: { quote: SavedQuote }) {
  const { t } = useTranslation('profile');
  const { dollars, date } = useFormatters();
  const recheck = useRecheckQuote();
  const line = t(`lineInSentence.${quote.type}`);
  const perMonth = (amount: number) => t('price.perMonth', { price: dollars(amount) });
  const fresh = recheck.data;
  const previous = recheck.variables;
  return (
    <>
      <p className="mt-1 text-amber-950">
        {t('renewal.recheckIntro', {
          line,
          price: perMonth(quote.bestMonthly),
          date: date(quote.result.computedAt),
        })}
      </p>
      <button
        type="button"
        onClick={() => recheck.mutate(quote)}
        disabled={recheck.isPending}
        className="btn-brand mt-3 rounded-md px-4 py-2 font-semibold"
      >
        {recheck.isPending ? t('renewal.rechecking') : t('renewal.recheck', { line })}
      </button>
      <p role="status" className="mt-2 font-medium text-amber-950">
        {fresh && previous
          ? t('renewal.newBest', {
              price: perMonth(fresh.bestMonthly),
              previous: perMonth(previous.bestMonthly),
            })
          : ''}
      </p>
      {recheck.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('renewal.recheckFailed')}
        </p>
      )}
    </>
  );
}
