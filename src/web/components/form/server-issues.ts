import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { serverErrorType } from './form-controls';

/**
 * Puts a failed save's problems next to their fields (the 400 body's `issues`, or a status the
 * form knows belongs to one field, such as 409 on the e-mail). Answers what is left for the form's
 * own alert: the server's message when no field took it, or null.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  statusFields: Partial<Record<number, Path<T>>> = {},
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const known = new Set<string>(fields);
  let placed = 0;
  for (const issue of error.issues) {
    if (!known.has(issue.path)) continue;
    setError(
      issue.path as Path<T>,
      { type: serverErrorType, message: issue.message },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  const statusField = statusFields[error.status];
  if (placed === 0 && statusField && error.serverMessage) {
    setError(
      statusField,
      { type: serverErrorType, message: error.serverMessage },
      { shouldFocus: true },
    );
    placed += 1;
  }
  if (placed > 0 && placed === error.issues.length) return null;
  if (placed > 0 && error.issues.length === 0) return null;
  return error.serverMessage ?? error.message;
}
