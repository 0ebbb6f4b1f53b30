import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { QuoteInput, SavedQuote } from '../../../shared/contracts/quotes';
import type { ConsumerCompany } from '../../../shared/insurers';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { requestFailureText } from '../../lib/request-failure-text';
import { setSessionUser, useSession } from '../session';
import { saveQuote, updateSavedQuote } from './quote-api';

// The sign-up and sign-in forms load only when a visitor asks to save.
const SaveAccountForms = lazy(() => import('./save-account-forms'));

/**
 * 'Save my quotes': one click for a signed-in consumer; a visitor creates a consumer account right
 * here (or signs in) and the quotes are saved straight after. Agents cannot save: quotes belong to
 * a consumer's account.
 */
export function SaveQuotes({
  input,
  savedQuoteId,
  onSaved,
}: {
  input: QuoteInput;
  /** Saving re-prices this saved request instead of adding one (answers opened from it). */
  savedQuoteId?: string;
  onSaved: (quote: SavedQuote) => void;
}) {
  const { t } = useTranslation('quote');
  const { user, isLoading, isConsumer } = useSession();
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const save = async () => {
    setIsSaving(true);
    setFailure(null);
    try {
      const saved = savedQuoteId
        ? await updateSavedQuote(savedQuoteId, input).catch((error: unknown) => {
            // The saved request is gone (deleted elsewhere): keep the answers as a new one.
            if (error instanceof ApiError && error.status === 404) return saveQuote(input);
            throw error;
          })
        : await saveQuote(input);
      onSaved(saved);
    } catch (error) {
      setIsSaving(false);
      // A session that expired meanwhile: the session store hears the 401 and shows the forms.
      if (error instanceof ApiError && error.status === 401) setIsAccountOpen(true);
      else setFailure(requestFailureText(error, t('save.failed')));
    }
  };

  const onSignedIn = (signedIn: PublicUser) => {
    setSessionUser(signedIn);
    if (signedIn.role === 'consumer') void save();
  };

  if (isLoading) return null;
  const isVisitor = !user;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-200 pt-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-navy">
        {t('save.heading')}
      </h2>
      {user && !isConsumer ? (
        <p className="mt-2 text-slate-800">{t('save.agentsCannot')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">{t(isVisitor ? 'save.visitorIntro' : 'save.intro')}</p>
          {failure && (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800"
            >
              {failure}
            </p>
          )}
          {isSaving && <Spinner label={t('save.saving')} />}
          {!isSaving && !(isVisitor && isAccountOpen) && (
            <button
              type="button"
              onClick={() => (isVisitor ? setIsAccountOpen(true) : void save())}
              aria-expanded={isVisitor ? isAccountOpen : undefined}
              className="btn-brand mt-4 rounded-md px-5 py-2.5 font-semibold"
            >
              {t('save.button')}
            </button>
          )}
          {isVisitor && isAccountOpen && !isSaving && (
            <Suspense fallback={<Spinner label={t('save.loadingForms')} />}>
              <SaveAccountForms
                defaultCompany={input.currentInsurer as ConsumerCompany | undefined}
                onSignedIn={onSignedIn}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
