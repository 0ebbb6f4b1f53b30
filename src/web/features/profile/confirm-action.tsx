import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';

/**
 * A button that asks first, in the caller's words: the question and its
 * confirm/Cancel replace the button, and focus moves to confirm (Cancel returns it). `subject`
 * tells screen readers what the button acts on.
 */
export function ConfirmAction({
  label,
  subject,
  question,
  confirmLabel,
  pendingLabel,
  onConfirm,
  isPending,
}: {
  label: string;
  subject?: string;
  question: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('profile');
  const [isAsking, setIsAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const hasAskedRef = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (isAsking) confirmRef.current?.focus();
    else if (hasAskedRef.current) openRef.current?.focus();
    hasAskedRef.current = isAsking || hasAskedRef.current;
  }, [isAsking]);

  if (!isAsking) {
    return (
      <button
        ref={openRef}
        type="button"
        onClick={() => setIsAsking(true)}
        className={secondaryButtonClassName}
      >
        {label}
        {subject && <span className="sr-only"> {subject}</span>}
      </button>
    );
  }
  return (
    <fieldset aria-labelledby={questionId} className="flex flex-wrap items-center gap-2">
      <span id={questionId} className="text-sm font-medium text-slate-800">
        {question}
      </span>
      <button
        ref={confirmRef}
        type="button"
        onClick={onConfirm}
        disabled={isPending}
        className={dangerButtonClassName}
      >
        {isPending ? pendingLabel : confirmLabel}
      </button>
      <button type="button" onClick={() => setIsAsking(false)} className={secondaryButtonClassName}>
        {t('actions.cancel')}
      </button>
    </fieldset>
  );
}
