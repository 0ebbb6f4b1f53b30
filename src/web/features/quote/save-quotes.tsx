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

/**
 * The page's one next step, above the cards: save these quotes, or ask licensed agents for an
 * offer. It belongs to no card, and says that agents' offers are not tied to those carriers.
 */
export function ResultsNextStep({ saving }: { saving: SaveQuotesState }) {
  const { t } = useTranslation('quote');
  const noteId = useId();
  if (!saving.canSave) return null;
  return (
    <div className="mt-3 rounded-md bg-blue-50 p-2 ring-1 ring-blue-100 sm:p-3">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <button
          type="button"
          disabled={saving.isSaving}
          aria-expanded={saving.isVisitor ? saving.isAccountOpen : undefined}
          onClick={() => saving.start('view')}
          className="btn-brand rounded-md px-3 py-2 text-sm font-semibold sm:px-4"
        >
          {t('nextStep.save')}
        </button>
        <AskAgentsButton
          disabled={saving.isSaving}
          describedBy={noteId}
          onClick={() => saving.start('askAgents')}
        />
      </div>
      <p id={noteId} className="mt-1.5 text-sm text-slate-800 sm:mt-2">
        {t('nextStep.anyAgent')}
      </p>
    </div>
  );
}

/** 'Ask licensed agents for an offer', described by the note that any licensed agent may answer. */
export function AskAgentsButton({
  onClick,
  describedBy,
  disabled,
}: {
  onClick: () => void;
  describedBy: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('quote');
  return (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className="rounded-md border border-brand-navy bg-white px-3 py-2 text-sm font-semibold leading-tight text-brand-navy hover:bg-blue-50 sm:px-4"
    >
      {t('nextStep.askAgents')}
    </button>
  );
}

/**
 * 'Keep these quotes': where a visitor's sign-up (or sign-in) opens after the page's Save, where
 * saving shows its progress or failure, and where an agent reads why it cannot save. It has no
 * button of its own: the page has one save action (ResultsNextStep).
 */
export function SaveQuotes({ saving }: { saving: SaveQuotesState }) {
  const { t } = useTranslation('quote');
  const headingId = useId();

  const { isVisitor, isAccountOpen, isSaving, failure } = saving;
  const isShown = saving.isAgent || isSaving || failure !== null || (isVisitor && isAccountOpen);
  if (!isShown) return null;

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
