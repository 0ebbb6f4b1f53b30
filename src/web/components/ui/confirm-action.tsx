import { useEffect, useId, useRef, useState } from 'react';
import { compactButtonClassName, dangerButtonClassName, secondaryButtonClassName } from './button';

const looks = {
  regular: {
    open: secondaryButtonClassName,
    prompt: 'flex flex-wrap items-center gap-2',
    question: 'text-sm font-medium text-slate-800',
    confirm: dangerButtonClassName,
    cancel: secondaryButtonClassName,
  },
  // Inside a message bubble: small, and in the bubble's own text colour (white on navy).
  compact: {
    open: compactButtonClassName,
    prompt: 'flex flex-wrap items-center gap-1 text-xs',
    question: '',
    confirm: 'rounded bg-red-700 px-2 py-0.5 font-semibold text-white disabled:opacity-60',
    cancel: compactButtonClassName,
  },
} as const;

export interface ConfirmActionTexts {
  /** The button that asks: 'Delete', 'Withdraw'. */
  label: string;
  question: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs; the confirm label when not given. */
  pendingLabel?: string;
  cancelLabel: string;
}

/**
 * The app's one confirmation: a button that asks first. The question and its confirm/Cancel
 * replace the button, focus moves to confirm, and Cancel gives it back to the button. `subject`
 * tells screen readers what the button acts on. Uncontrolled unless the caller passes `isAsking`
 * (to hide its other buttons while the question stands, or to close it when the action settles).
 */
export function ConfirmAction({
  texts,
  subject,
  describedBy,
  onConfirm,
  isPending,
  isAsking: askingProp,
  onAskingChange,
  look = 'regular',
  className = '',
}: {
  texts: ConfirmActionTexts;
  subject?: string;
  /** The id of the text the asking button acts on (aria-describedby). */
  describedBy?: string;
  onConfirm: () => void;
  isPending: boolean;
  isAsking?: boolean;
  onAskingChange?: (isAsking: boolean) => void;
  look?: keyof typeof looks;
  /** Extra classes for the asking button (its place in the caller's layout). */
  className?: string;
}) {
  const [ownAsking, setOwnAsking] = useState(false);
  const isAsking = askingProp ?? ownAsking;
  const setAsking = (next: boolean) => {
    setOwnAsking(next);
    onAskingChange?.(next);
  };
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const hasAskedRef = useRef(false);
  const questionId = useId();
  const classes = looks[look];

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
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
        className={`${classes.open} ${className}`.trim()}
      >
        {texts.label}
        {subject && <span className="sr-only"> {subject}</span>}
      </button>
    );
  }
  return (
    <fieldset aria-labelledby={questionId} className={classes.prompt}>
      <span id={questionId} className={classes.question}>
        {texts.question}
      </span>
      <button
        ref={confirmRef}
        type="button"
        onClick={onConfirm}
        disabled={isPending}
        className={classes.confirm}
      >
        {isPending ? (texts.pendingLabel ?? texts.confirmLabel) : texts.confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={classes.cancel}>
        {texts.cancelLabel}
      </button>
    </fieldset>
  );
}
