import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SavedQuote } from '../../../shared/contracts/quotes';
import { paths, quotePath, reshopPath } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { RequestOffers } from '../offers';
import { useSession } from '../session';
import { fetchSavedQuote, updateSavedQuote } from './quote-api';
import { writeQuoteDraft } from './quote-draft';
import { quoteValuesFromInput } from './quote-form-values';
import { QuoteInputContext } from './quote-input-context';
import { QuoteResults } from './quote-results';
import { AskAgentsButton } from './save-quotes';
import { wantsAgents } from './saved-quote-intent';

const consumerLoginPath = `${paths.consumerAuth}?tab=login`;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; quote: SavedQuote }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/**
 * `/profile/quotes/:id`: a saved request with its stored estimates, re-check and edit, and the
 * licensed agents' offers on it.
 */
export function SavedQuoteScreen({ id }: { id: string }) {
  const { t } = useTranslation(['quote', 'common']);
  const { user, isLoading, isConsumer } = useSession();
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to={consumerLoginPath} replace />;
  if (!isConsumer) return <Navigate to={paths.agentDashboard} replace />;
  return <SavedQuoteDetails key={id} id={id} />;
}

function SavedQuoteDetails({ id }: { id: string }) {
  const { t } = useTranslation(['quote', 'common']);
  const { date } = useFormatters();
  const navigate = useNavigate();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Arriving from a card's 'Ask agents' (saved on the way) opens the consent dialog at once.
  const [askRequest, setAskRequest] = useState(() => (wantsAgents(location.state) ? 1 : 0));
  const anyAgentNoteId = useId();
  const arrivedToAsk = wantsAgents(location.state);
  useEffect(() => {
    // Asked once: a reload or Back does not open the dialog again.
    if (arrivedToAsk) navigate('.', { replace: true, state: null });
  }, [arrivedToAsk, navigate]);
  const [isRechecking, setIsRechecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSavedQuote(id, controller.signal).then(
      (quote) => setLoad({ status: 'ready', quote }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ status: 'notFound' });
        else setLoad({ status: 'failed', message: requestFailureText(error, t('saved.failed')) });
      },
    );
    return () => controller.abort();
  }, [id, t]);

  if (load.status === 'loading') return <Spinner label={t('saved.loading')} />;
  if (load.status === 'notFound' || load.status === 'failed') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-navy">
          {t(load.status === 'notFound' ? 'saved.notFoundHeading' : 'saved.failedHeading')}
        </h1>
        <p className="mt-3 text-slate-700">
          {load.status === 'notFound' ? t('saved.notFoundBody') : load.message}
        </p>
        <Link
          to={paths.profile}
          className="btn-brand mt-6 inline-block rounded-md px-5 py-2 font-semibold"
        >
          {t('saved.backToProfile')}
        </Link>
      </div>
    );
  }

  const { quote } = load;
  const recheck = async () => {
    setIsRechecking(true);
    setNotice(null);
    try {
      const updated = await updateSavedQuote(quote.id, quote.input);
      setLoad({ status: 'ready', quote: updated });
      setNotice(t('saved.rechecked'));
    } catch (error) {
      setNotice(requestFailureText(error, t('saved.failed')));
    } finally {
      setIsRechecking(false);
    }
  };
  const editAnswers = () => {
    writeQuoteDraft(quote.type, {
      values: quoteValuesFromInput(quote.input),
      step: 0,
      savedQuoteId: quote.id,
    });
    navigate(quotePath(quote.type));
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to={paths.profile} className="text-sm font-semibold text-blue-800 underline">
        {t('saved.backToProfile')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-navy">
        {t('saved.heading', { type: t(`quote:lines.${quote.type}`) })}
      </h1>
      <p className="mt-1 text-slate-700">
        {t('saved.summary', { zip: quote.zip, state: quote.state, date: date(quote.createdAt) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={recheck}
          disabled={isRechecking}
          className="btn-brand rounded-md px-5 py-2.5 font-semibold"
        >
          {isRechecking ? t('saved.rechecking') : t('saved.recheck')}
        </button>
        <button
          type="button"
          onClick={editAnswers}
          className="rounded-md border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          {t('saved.edit')}
        </button>
        {(quote.input.type === 'auto' || quote.input.type === 'home') &&
          quote.input.currentPremium &&
          quote.input.currentCover && (
            <Link
              to={reshopPath(quote.id)}
              className="self-center font-semibold text-blue-800 underline"
            >
              {t('saved.reshop')}
            </Link>
          )}
      </div>
      <p role="status" className="mt-3 text-slate-800">
        {notice}
      </p>
      <RequestOffers quote={quote} askRequest={askRequest} />
      <div className="mt-6">
        <QuoteInputContext.Provider value={quote.input}>
          <QuoteResults
            result={quote.result}
            nextStep={
              <div className="mt-3 rounded-md bg-blue-50 p-3 ring-1 ring-blue-100">
                <AskAgentsButton
                  describedBy={anyAgentNoteId}
                  onClick={() => {
                    document
                      .getElementById('request-sharing-heading')
                      ?.scrollIntoView({ block: 'start' });
                    setAskRequest((count) => count + 1);
                  }}
                />
                <p id={anyAgentNoteId} className="mt-2 text-sm text-slate-800">
                  {t('nextStep.anyAgent')}
                </p>
              </div>
            }
          />
        </QuoteInputContext.Provider>
      </div>
    </div>
  );
}
