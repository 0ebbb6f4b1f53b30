import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, inputClassName } from './form-field';

/** The type of a field error the server reported: its message is already worded for the reader. */
export const serverErrorType = 'server';

/** The text of a field error: a `validation` key from the schema, or the server's own words. */
export function useErrorText() {
  const { t } = useTranslation('validation');
  return (error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === serverErrorType ? error.message : t(error.message);
  };
}

type ControlProps = { label: string; hint?: ReactNode; error?: string };

export const TextInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & ControlProps
>(function TextInput({ label, hint, error, id: givenId, ...inputProps }, ref) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName}
        {...inputProps}
      />
    </FieldFrame>
  );
});

export const SelectInput = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & ControlProps
>(function SelectInput({ label, hint, error, id: givenId, children, ...selectProps }, ref) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

/** A select's empty choice reads as null; numbers typed in text inputs become numbers. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);
const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';
export const toNumberOrNull = (value: unknown) => (isBlank(value) ? null : Number(value));
export const toNumberOrUndefined = (value: unknown) => (isBlank(value) ? undefined : Number(value));

/** The message of a list itself (the contract's or the server's), wherever the form keeps it. */
export function listError(error: unknown): Pick<FieldError, 'type' | 'message'> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as { message?: unknown; root?: unknown };
  if (typeof candidate.message === 'string')
    return candidate as Pick<FieldError, 'type' | 'message'>;
  return candidate.root ? listError(candidate.root) : undefined;
}
