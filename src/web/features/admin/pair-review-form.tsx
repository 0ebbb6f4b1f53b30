import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LicenceLine,
  type LicenceReviewInput,
  type LicenceReviewItem,
  licenceLines,
  licenceLookupUrl,
  licenceReviewInputSchema,
  type PairDecision,
} from '../../../shared/contracts/licences';
import type { StateCode } from '../../../shared/states/state-names';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { Alert } from '../../components/ui/alert';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';
import { DialogActions, DialogCloseButton } from '../../components/ui/dialog-parts';
import { requestFailureText } from '../../lib/request-failure-text';

type Choice = PairDecision | 'later';
type Pair = { state: StateCode; line: LicenceLine };
const keyOf = (pair: Pair) => `${pair.state}:${pair.line}`;

/** The pairs of a record that wait for review, grouped by state, lines in the product's order. */
function pendingByState(item: LicenceReviewItem): Array<[StateCode, LicenceLine[]]> {
  // The server stores only states its contract accepted.
  const byState = new Map<StateCode, LicenceLine[]>();
  for (const pair of item.review) {
    if (pair.status !== 'pending') continue;
    byState.set(pair.state as StateCode, [
      ...(byState.get(pair.state as StateCode) ?? []),
      pair.line,
    ]);
  }
  return [...byState].map(([state, lines]) => [
    state,
    licenceLines.filter((line) => lines.includes(line)),
  ]);
}

/**
 * The reviewer's decision per (state, line) waiting for review: approve, reject or decide later,
 * with the public lookup of this NPN in each state beside it; a reason when anything is rejected.
 * Nothing is sent before the reviewer has read the decision back in a dialog and confirmed it.
 */
export function PairReviewForm({
  item,
  name,
  isPending,
  onSubmit,
  failure,
}: {
  item: LicenceReviewItem;
  name: string;
  isPending: boolean;
  onSubmit: (input: LicenceReviewInput) => Promise<boolean>;
  failure: unknown;
}) {
  const { t } = useTranslation(['admin', 'licences', 'location', 'validation', 'common']);
  const id = useId();
  const groups = pendingByState(item);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'decisions' | 'reason'; text: string } | null>(
    null,
  );
  const [isConfirming, setIsConfirming] = useState(false);
  // After a decision the screen places the focus (the record may have left the list).
  const isDecidedRef = useRef(false);
  const choiceOf = (pair: Pair): Choice => choices[keyOf(pair)] ?? 'later';
  const allPairs = groups.flatMap(([state, lines]) => lines.map((line) => ({ state, line })));
  const decided = (decision: PairDecision) =>
    allPairs.filter((pair) => choiceOf(pair) === decision);
  const approved = decided('approve');
  const rejected = decided('reject');
  const waiting = allPairs.filter((pair) => choiceOf(pair) === 'later');
  const input = {
    decisions: [
      ...approved.map((pair) => ({ ...pair, decision: 'approve' as const })),
      ...rejected.map((pair) => ({ ...pair, decision: 'reject' as const })),
    ],
    ...(rejected.length > 0 ? { reason } : {}),
  };

  const setAll = (choice: Choice) =>
    setChoices(Object.fromEntries(allPairs.map((pair) => [keyOf(pair), choice])));

  const pairsText = (pairs: Pair[]) => {
    const byState = new Map<string, string[]>();
    for (const pair of pairs) {
      byState.set(pair.state, [
        ...(byState.get(pair.state) ?? []),
        t(`licences:lines.${pair.line}`),
      ]);
    }
    return [...byState].map(([state, lines]) => `${state} (${lines.join(', ')})`).join('; ');
  };

  const onReview = () => {
    const checked = licenceReviewInputSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'reason' ? 'reason' : 'decisions';
      setProblem({ field, text: t(`validation:${issue?.message ?? 'invalidValue'}`) });
      if (field === 'reason') document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setProblem(null);
    setIsConfirming(true);
  };

  const onConfirm = async () => {
    const isDone = await onSubmit(input);
    if (isDone) {
      isDecidedRef.current = true;
      setIsConfirming(false);
      setChoices({});
      setReason('');
    }
  };

  const failureText = failure ? requestFailureText(failure, t('common:errors.generic')) : null;

  return (
    <div className="mt-6 flex flex-col gap-4">
      <fieldset
        aria-describedby={problem?.field === 'decisions' ? `${id}-decisions-error` : undefined}
        className="flex flex-col gap-3"
      >
        <legend className="text-base font-semibold text-brand-navy">
          {t('admin:pairs.heading')}
        </legend>
        <p className="text-sm text-slate-700">{t('admin:pairs.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setAll('approve')}
            className={secondaryButtonClassName}
          >
            {t('admin:pairs.approveAll')}
          </button>
          <button
            type="button"
            onClick={() => setAll('reject')}
            className={secondaryButtonClassName}
          >
            {t('admin:pairs.rejectAll')}
          </button>
          <button
            type="button"
            onClick={() => setAll('later')}
            className={secondaryButtonClassName}
          >
            {t('admin:pairs.clearAll')}
          </button>
        </div>
        {groups.map(([state, lines]) => (
          <fieldset key={state} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">
              {t('licences:review.state', { name: t(`location:states.${state}`), code: state })}
            </legend>
            <a
              href={licenceLookupUrl(item.npn, state)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 underline"
            >
              {t('admin:pairs.lookup', { npn: item.npn, state })}
              <span className="sr-only"> {t('admin:record.opensInNewTab')}</span>
              <ExternalLink aria-hidden="true" size={14} />
            </a>
            <div className="mt-2 flex flex-col gap-2">
              {lines.map((line) => {
                const pair = { state, line };
                return (
                  <fieldset
                    key={line}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-2"
                  >
                    <legend className="mb-1 w-full text-sm font-semibold text-slate-800 sm:float-left sm:mb-0 sm:mr-2 sm:w-28">
                      {t(`licences:lines.${line}`)}
                    </legend>
                    {(['approve', 'reject', 'later'] as const).map((choice) => (
                      <label
                        key={choice}
                        className="inline-flex items-center gap-1.5 text-sm text-slate-900"
                      >
                        <input
                          type="radio"
                          name={`${id}-${state}-${line}`}
                          value={choice}
                          checked={choiceOf(pair) === choice}
                          onChange={() =>
                            setChoices((held) => ({ ...held, [keyOf(pair)]: choice }))
                          }
                          className="h-4 w-4 accent-[var(--accent)]"
                        />
                        {t(`admin:pairs.choices.${choice}`)}
                      </label>
                    ))}
                  </fieldset>
                );
              })}
            </div>
          </fieldset>
        ))}
        {problem?.field === 'decisions' && (
          <p id={`${id}-decisions-error`} role="alert" className="text-sm text-red-700">
            {problem.text}
          </p>
        )}
      </fieldset>
      {rejected.length > 0 && (
        <FieldFrame
          id={`${id}-reason`}
          label={t('admin:pairs.reason')}
          hint={t('admin:rejectDialog.reasonHint')}
          error={problem?.field === 'reason' ? problem.text : undefined}
        >
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem?.field === 'reason' ? true : undefined}
            aria-describedby={[
              `${id}-reason-hint`,
              problem?.field === 'reason' ? `${id}-reason-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            className={inputClassName}
          />
        </FieldFrame>
      )}
      <Dialog.Root open={isConfirming} onOpenChange={setIsConfirming}>
        <button
          type="button"
          onClick={onReview}
          className="btn-brand self-start rounded-md px-4 py-2 font-semibold"
        >
          {t('admin:pairs.review')}
          <span className="sr-only"> {name}</span>
        </button>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              if (!isDecidedRef.current) return;
              isDecidedRef.current = false;
              event.preventDefault();
            }}
            className="fixed left-1/2 top-1/2 z-[85] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
              {t('admin:confirm.title', { name })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t('admin:confirm.description')}
            </Dialog.Description>
            <dl className="mt-4 flex flex-col gap-3 text-slate-900">
              {approved.length > 0 && (
                <div>
                  <dt className="font-semibold text-green-800">{t('admin:confirm.approve')}</dt>
                  <dd>{pairsText(approved)}</dd>
                </div>
              )}
              {rejected.length > 0 && (
                <div>
                  <dt className="font-semibold text-red-800">{t('admin:confirm.reject')}</dt>
                  <dd>{pairsText(rejected)}</dd>
                  <dd className="mt-1 text-sm text-slate-700">
                    {t('admin:confirm.reason', { reason: reason.trim() })}
                  </dd>
                </div>
              )}
              {waiting.length > 0 && (
                <div>
                  <dt className="font-semibold text-slate-800">{t('admin:confirm.waiting')}</dt>
                  <dd>{pairsText(waiting)}</dd>
                </div>
              )}
            </dl>
            <p className="mt-3 text-sm text-slate-700">{t('admin:confirm.mail')}</p>
            {failureText && <Alert className="mt-3">{failureText}</Alert>}
            <DialogActions cancelLabel={t('admin:confirm.back')} className="mt-5">
              <button
                type="button"
                onClick={() => void onConfirm()}
                disabled={isPending}
                className={
                  rejected.length > 0
                    ? dangerButtonClassName
                    : 'btn-brand rounded-md px-3 py-1.5 text-sm font-semibold'
                }
              >
                {isPending ? t('admin:confirm.confirming') : t('admin:confirm.confirm')}
              </button>
            </DialogActions>
            <DialogCloseButton label={t('admin:rejectDialog.close')} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
