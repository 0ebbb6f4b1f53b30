import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { LinkResult, useLinkToken } from '../auth';
import { loadSession, useSession } from '../session';
import { confirmEmailChangeWithToken } from './link-pages-api';

addAccountValidationMessages();

const linkClassName = 'btn-brand rounded-md px-4 py-2 font-semibold';

/** /auth/confirm-email-change#token=...: the link mailed to a new address; it posts the token. */
export function ConfirmEmailChangeScreen() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  usePageTitle(t('account:emailChange.pageTitle'));
  const { user, isAgent, isAdmin } = useSession();
  const state = useLinkToken(confirmEmailChangeWithToken, t('validation:tokenInvalid'));
  const isDone = state.status === 'done';
  // A session open in this browser shows the new address from now on.
  useEffect(() => {
    if (isDone) void loadSession({ force: true });
  }, [isDone]);
  const home = !user
    ? paths.consumerAuth
    : isAgent || isAdmin
      ? paths.agentDashboard
      : paths.profile;
  const action = (
    <Link to={home} className={linkClassName}>
      {t('account:emailChange.continue')}
    </Link>
  );
  const outcome =
    state.status === 'done'
      ? {
          isSuccess: true,
          heading: t('account:emailChange.confirmed'),
          body: <p className="text-slate-700">{state.data.message}</p>,
          action,
        }
      : state.status === 'failed'
        ? {
            isSuccess: false,
            heading: t('account:emailChange.failed'),
            body: (
              <>
                <p className="text-slate-900">{state.message ?? t('common:errors.generic')}</p>
                <p className="text-slate-700">{t('account:emailChange.failedHelp')}</p>
              </>
            ),
            action,
          }
        : null;
  return (
    <PageShell header={<SiteHeader variant={isAgent ? 'agent' : 'default'} />}>
      <LinkResult pendingLabel={t('account:emailChange.pending')} outcome={outcome} />
    </PageShell>
  );
}
