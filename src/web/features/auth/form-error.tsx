import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {text}
    </p>
  );
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
