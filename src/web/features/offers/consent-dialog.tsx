import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConsentInput,
  consentInputSchema,
  type RequestSharing,
} from '../../../shared/contracts/leads';
import { Alert } from '../../components/ui/alert';
import { DialogActions, DialogCloseButton } from '../../components/ui/dialog-parts';
import { requestFailureText } from '../../lib/request-failure-text';
import { MatchingAgents } from './matching-agents';
import { useGiveConsent, useMatches } from './offers-api';
import { SharedFields } from './shared-fields';

/**
 * 'Get offers from licensed agents': what will be shared, the consent sentence as the server words
 * and stores it, and two ways to agree: 'Match me with up to 3 agents', or the agents picked from
 * those who match. Nothing is shared before one of the two is chosen.
 */
export function ConsentDialog({
  quoteId,
  requestState,
  hasTrigger,
  openRequest = 0,
  onShared,
}: {
  quoteId: string;
  requestState: string;
  /**
   * Whether the request can go to more agents. The dialog stays mounted without its button, so
   * it can close (and place the focus) after the answer that hides the button.
   */
  hasTrigger: boolean;
  /** Changed by a next step elsewhere on the page (a carrier card): opens the dialog. */
  openRequest?: number;
  /** Called after the request was shared, once the dialog has closed. */
  onShared: (sharing: RequestSharing) => void;
}) {
  const { t } = useTranslation(['offers', 'validation']);
  const [isOpen, setIsOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const wordingId = useId();
  const matches = useMatches(quoteId, isOpen);
  const consent = useGiveConsent(quoteId);
  // A ref, not state: the dialog's close handler runs as it unmounts, after the last render.
  const sharedRef = useRef<RequestSharing | null>(null);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setProblem(null);
    if (open) setPicked([]);
  };

  const share = async (input: ConsentInput) => {
    setProblem(null);
    const checked = consentInputSchema.safeParse(input);
    if (!checked.success) {
      setProblem(t(`validation:${checked.error.issues[0]?.message ?? 'invalidValue'}`));
      return;
    }
    try {
      const sharing = await consent.mutateAsync(checked.data);
      sharedRef.current = sharing;
      setIsOpen(false);
    } catch (error) {
      setProblem(requestFailureText(error, t('offers:consent.failed')));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: openRequest is the change signal.
  useEffect(() => {
    if (openRequest > 0 && hasTrigger) {
      setIsOpen(true);
      setProblem(null);
      setPicked([]);
    }
  }, [openRequest]);

  const agents = matches.data?.agents ?? [];
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {hasTrigger && (
        <div className="mt-4">
          <Dialog.Trigger className="btn-brand rounded-md px-5 py-2.5 font-semibold">
            {t('offers:consent.open')}
          </Dialog.Trigger>
        </div>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const shared = sharedRef.current;
            if (!shared) return;
            // The screen moves the focus to the list of who now has the request.
            event.preventDefault();
            sharedRef.current = null;
            onShared(shared);
          }}
          className="fixed left-1/2 top-1/2 z-[85] flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {t('offers:consent.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('offers:consent.description')}
          </Dialog.Description>

          {matches.isPending && (
            <p role="status" className="mt-4 text-slate-700">
              {t('offers:consent.loading')}
            </p>
          )}
          {matches.isError && (
            <p role="alert" className="mt-4 text-red-700">
              {requestFailureText(matches.error, t('offers:consent.loadFailed'))}
            </p>
          )}
          {matches.data && (
            <>
              <SharedFields scope={matches.data.scope} />
              <div className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">
                  {t('offers:consent.wordingLead')}
                </p>
                <p id={wordingId} className="mt-1 text-slate-900">
                  {matches.data.wording}
                </p>
              </div>
              <MatchingAgents
                agents={agents}
                requestState={requestState}
                picked={picked}
                onPickedChange={setPicked}
              />
              {problem && <Alert className="mt-4">{problem}</Alert>}
              <DialogActions cancelLabel={t('offers:consent.cancel')} className="mt-5 sm:flex-wrap">
                {agents.length > 0 && (
                  <button
                    type="button"
                    aria-describedby={wordingId}
                    disabled={consent.isPending}
                    onClick={() => share({ agentIds: picked })}
                    className="rounded-md border border-brand-navy bg-white px-4 py-2 font-semibold text-brand-navy hover:bg-blue-50 disabled:opacity-60"
                  >
                    {t('offers:consent.sendPicked', { count: picked.length })}
                  </button>
                )}
                <button
                  type="button"
                  aria-describedby={wordingId}
                  disabled={consent.isPending}
                  onClick={() => share({ mode: 'auto' })}
                  className="btn-brand rounded-md px-4 py-2 font-semibold"
                >
                  {t('offers:consent.auto')}
                </button>
              </DialogActions>
            </>
          )}
          <DialogCloseButton label={t('offers:consent.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
