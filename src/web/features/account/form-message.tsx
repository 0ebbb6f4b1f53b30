import { useTranslation } from 'react-i18next';
import { requestFailureText } from '../../lib/request-failure-text';

export type Outcome =
  | { isSuccess: true; text: string }
  | { isSuccess: false; error: unknown }
  | null;

/** The server's answer to a form: a status when it worked, an alert with its words when not. */
export function FormMessage({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('common');
  if (!outcome) return null;
  if (outcome.isSuccess) {
    return (
      <p
        role="status"
        className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 [overflow-wrap:anywhere]"
      >
        {outcome.text}
      </p>
    );
  }
  const text = requestFailureText(outcome.error, t('errors.generic'));
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere]"
    >
      {text}
    </p>
  );
}
