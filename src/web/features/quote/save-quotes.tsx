import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { QuoteInput, SavedQuote } from '../../../shared/contracts/quotes';
import type { ConsumerCompany } from '../../../shared/insurers';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { requestFailureText } from '../../lib/request-failure-text';
import { setSessionUser, useSession } from '../session';
import { saveQuote, updateSavedQuote } from './quote-api';

// The sign-up and sign-in forms load only when a visitor asks to save.
const SaveAccountForms = lazy(() => import('./save-account-forms'));

/** What the person wants after saving: see the saved request, or ask agents for offers on it. */
export type AfterSave = 'view' | 'askAgents';

/**
 * Saving the results, shared by every carrier card's next step and the 'Keep these quotes'
 * section: one click for a signed-in consumer; a visitor gets the sign-up (or sign-in) forms in
 * that section, and the quotes are saved straight after, then `onSaved` is told what came next.
 */
export function useSaveQuotes({
  input,
  savedQuoteId,
  onSaved,
}: {
  input: QuoteInput;
  /** Saving re-prices this saved request instead of adding one (answers opened from it). */
  savedQuoteId?: string;
  onSaved: (quote: SavedQuote, next: AfterSave) => void;
}) {
  const { t } = useTranslation('quote');
  const { user, isLoading, isConsumer } = useSession();
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nextRef = useRef<AfterSave>('view');
  /** Bumped when a card asks for the forms: the section takes the focus to them. */
  const [accountRequest, setAccountRequest] = useState(0);

  const save = useCallback(async () => {
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
      onSaved(saved, nextRef.current);
    } catch (error) {
      setIsSaving(false);
      // A session that expired meanwhile: the session store hears the 401 and shows the forms.
      if (error instanceof ApiError && error.status === 401) setIsAccountOpen(true);
      else setFailure(requestFailureText(error, t('save.failed')));
    }
  }, [input, savedQuoteId, onSaved, t]);

  const isVisitor = !isLoading && !user;
  /** The next step of a card or of the section's button. */
  const start = (next: AfterSave) => {
    nextRef.current = next;
    if (isVisitor) {
      setIsAccountOpen(true);
      setAccountRequest((count) => count + 1);
    } else void save();
  };

  const onSignedIn = (signedIn: PublicUser) => {
    setSessionUser(signedIn);
    if (signedIn.role === 'consumer') void save();
  };

  return {
    /** Agents cannot save; nothing is offered while the session is being read. */
    canSave: !isLoading && (isVisitor || isConsumer),
    isAgent: !isLoading && !!user && !isConsumer,
    isVisitor,
    isAccountOpen,
    accountRequest,
    isSaving,
    failure,
    start,
    onSignedIn,
    defaultCompany: input.currentInsurer as ConsumerCompany | undefined,
  };
}

export type SaveQuotesState = ReturnType<typeof useSaveQuotes>;

/** A carrier card's next step: save these quotes, or ask licensed agents for an offer. */
export function CardNextSteps({
  saving,
  describedBy,
}: {
  saving: SaveQuotesState;
  describedBy: string;
}) {
  const { t } = useTranslation('quote');
  if (!saving.canSave) return null;
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <button
        type="button"
        disabled={saving.isSaving}
        aria-describedby={describedBy}
        onClick={() => saving.start('view')}
        className="btn-brand rounded-md px-3 py-1.5 text-sm font-semibold"
      >
        {t('nextStep.save')}
      </button>
      <button
        type="button"
        disabled={saving.isSaving}
        aria-describedby={describedBy}
        onClick={() => saving.start('askAgents')}
        className="rounded-md border border-brand-navy bg-white px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-blue-50"
      >
        {t('nextStep.askAgents')}
      </button>
    </div>
  );
}

/**
 * 'Keep these quotes': the section where a visitor's sign-up (or sign-in) opens, for the
 * section's own button or any card's next step.
 */
export function SaveQuotes({ saving }: { saving: SaveQuotesState }) {
  const { t } = useTranslation('quote');
  const headingId = useId();

  if (!saving.canSave && !saving.isAgent) return null;
  const { isVisitor, isAccountOpen, isSaving, failure } = saving;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-200 pt-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-navy">
        {t('save.heading')}
      </h2>
      {saving.isAgent ? (
        <p className="mt-2 text-slate-800">{t('save.agentsCannot')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">{t(isVisitor ? 'save.visitorIntro' : 'save.intro')}</p>
          {failure && <Alert className="mt-3">{failure}</Alert>}
          {isSaving && <Spinner label={t('save.saving')} />}
          {!isSaving && !(isVisitor && isAccountOpen) && (
            <button
              type="button"
              onClick={() => saving.start('view')}
              aria-expanded={isVisitor ? isAccountOpen : undefined}
              className="btn-brand mt-4 rounded-md px-5 py-2.5 font-semibold"
            >
              {t('save.button')}
            </button>
          )}
          {isVisitor && isAccountOpen && !isSaving && (
            <Suspense fallback={<Spinner label={t('save.loadingForms')} />}>
              <SaveAccountForms
                defaultCompany={saving.defaultCompany}
                onSignedIn={saving.onSignedIn}
                focusRequest={saving.accountRequest}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
