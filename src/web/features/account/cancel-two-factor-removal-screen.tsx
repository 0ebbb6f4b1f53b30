import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { LinkResult, useLinkToken } from '../auth';
import { cancelTwoFactorRemovalWithToken } from './link-pages-api';

addAccountValidationMessages();

/**
 * /auth/cancel-two-factor-removal#token=...: the one-click cancel of the lost-second-factor mail
 * (decision 0074). Opening it posts the token; no session is needed.
 */
export function CancelTwoFactorRemovalScreen() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  usePageTitle(t('account:cancelTwoFactorRemoval.pageTitle'));
  const state = useLinkToken(cancelTwoFactorRemovalWithToken, t('validation:tokenInvalid'));
  const action = (
    <Link to={paths.authRedirect} className="btn-brand rounded-md px-4 py-2 font-semibold">
      {t('account:cancelTwoFactorRemoval.continue')}
    </Link>
  );
  const outcome =
    state.status === 'done'
      ? {
          isSuccess: true,
          heading: t('account:cancelTwoFactorRemoval.done'),
          body: <p className="text-slate-700">{state.data.message}</p>,
          action,
        }
      : state.status === 'failed'
        ? {
            isSuccess: false,
            heading: t('account:cancelTwoFactorRemoval.failed'),
            body: (
              <>
                <p className="text-slate-900">{state.message ?? t('common:errors.generic')}</p>
                <p className="text-slate-700">{t('account:cancelTwoFactorRemoval.failedHelp')}</p>
              </>
            ),
            action,
          }
        : null;
  return (
    <PageShell header={<SiteHeader variant="default" />}>
      <LinkResult pendingLabel={t('account:cancelTwoFactorRemoval.pending')} outcome={outcome} />
    </PageShell>
  );
}
