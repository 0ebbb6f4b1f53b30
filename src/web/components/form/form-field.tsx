import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClassName =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-[var(--accent)] aria-invalid:border-red-600';

/**
 * Label, control, hint and the validation message, wired for screen readers. The message is a
 * `validation` namespace key (`errorKey`) or text already worded for the reader (`error`).
 */
export function FieldFrame({
  id,
  label,
  hint,
  errorKey,
  error,
  children,
  after,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  errorKey?: string;
  error?: string;
  children: ReactNode;
  /** Shown under the hint (the strength meter). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('validation');
  const message = error ?? (errorKey ? t(errorKey) : undefined);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {after}
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, errorKey: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', errorKey ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  errorKey?: string;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, errorKey, id: givenId, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} errorKey={errorKey}>
      <input
        ref={ref}
        id={id}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={describedBy(id, hint, errorKey)}
        className={inputClassName}
        {...inputProps}
      />
    </FieldFrame>
  );
});
