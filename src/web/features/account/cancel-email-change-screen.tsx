import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { SubmitButton } from '../../components/ui/button';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { ApiError } from '../../lib/api-client';
import { getPublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { forgotPasswordPathOf, LinkResult, readLinkToken } from '../auth';
import { loadSession } from '../session';
import { cancelEmailChange } from './link-pages-api';

addAccountValidationMessages();

const linkClassName = 'btn-brand rounded-md px-4 py-2 font-semibold';

type State =
  | { status: 'asking' }
  | { status: 'done'; message: string; door: 'agent' | 'consumer' }
  | { status: 'failed'; message: string | null };

/**
 * /auth/cancel-email-change#token=...: "this was not me" from the notice mailed to the current
 * address. Opening the page changes nothing (mail scanners open links); the button posts the
 * token, which cancels the change, signs out every device and leads to a new password.
 */
export function CancelEmailChangeScreen() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  usePageTitle(t('account:emailCancel.pageTitle'));
  const location = useLocation();
  const [token] = useState(() => readLinkToken(location));
  const [state, setState] = useState<State>(() =>
    token ? { status: 'asking' } : { status: 'failed', message: t('validation:tokenInvalid') },
  );
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const answer = await cancelEmailChange(token);
      setState({
        status: 'done',
        message: answer.message,
        door: answer.role === 'consumer' ? 'consumer' : 'agent',
      });
      // A session open in this browser has ended too.
      void loadSession({ force: true });
    } catch (error) {
      console.warn('Cancelling the change of e-mail refused', error);
      setState({
        status: 'failed',
        message: error instanceof ApiError ? (error.serverMessage ?? null) : null,
      });
    } finally {
      setIsSubmitting(false);
    }
  };

  const header = <SiteHeader />;
  if (state.status === 'asking') {
    return (
      <PageShell header={header}>
        <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
          <h1 className="text-2xl font-bold text-brand-navy">{t('account:emailCancel.heading')}</h1>
          <p className="text-slate-700">{t('account:emailCancel.intro')}</p>
          <p className="text-slate-700">{t('account:emailCancel.consequences')}</p>
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <SubmitButton
              isSubmitting={isSubmitting}
              label={t('account:emailCancel.submit')}
              pendingLabel={t('account:emailCancel.submitting')}
            />
          </form>
          <p className="text-sm text-slate-600">{t('account:emailCancel.yours')}</p>
        </section>
      </PageShell>
    );
  }
  const outcome =
    state.status === 'done'
      ? {
          isSuccess: true,
          heading: t('account:emailCancel.cancelled'),
          body: <p className="text-slate-700">{state.message}</p>,
          action: (
            <Link to={forgotPasswordPathOf(state.door)} className={linkClassName}>
              {t('account:emailCancel.newPassword')}
            </Link>
          ),
        }
      : {
          isSuccess: false,
          heading: t('account:emailCancel.failed'),
          body: (
            <>
              <p className="text-slate-900">{state.message ?? t('common:errors.generic')}</p>
              <p className="text-slate-700">
                {t('account:emailCancel.failedHelp', { email: getPublicConfig().supportEmail })}
              </p>
            </>
          ),
          action: null,
        };
  return (
    <PageShell header={header}>
      <LinkResult pendingLabel="" outcome={outcome} />
    </PageShell>
  );
}
