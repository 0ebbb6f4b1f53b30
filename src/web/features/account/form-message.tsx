import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
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
  return <Alert>{text}</Alert>;
}
