import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { AuthFailure } from './auth-api';

/** The server's message (or the catalogue fallback) shown in the form, announced as an alert. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  const text =
    error instanceof AuthFailure
      ? error.textKey
        ? t(`errors.${error.textKey}`)
        : error.message
      : t('errors.loginFailed');
  return <Alert>{text}</Alert>;
}

/**
 * The failure of a form's last submission: `attempt` clears it, runs the request and keeps what it
 * threw, for FormError to show.
 */
export function useSubmitFailure() {
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useCallback(async (request: () => Promise<void>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      setFailure(error);
    }
  }, []);
  return { failure, attempt };
}
