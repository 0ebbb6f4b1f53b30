import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { normalizeRole } from '../../../shared/roles';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { addLicenceValidationMessages } from '../../lib/licence-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { setSessionUser } from '../session';
import { signInWithToken } from './link-api';
import { LinkResult } from './link-result';
import { useLinkToken } from './use-link-token';

addLicenceValidationMessages();

const homeByRole = {
  admin: paths.admin,
  agent: paths.agentDashboard,
  consumer: paths.profile,
} as const;

/** /auth/sign-in-link#token=...: a one-time link (admin:create) that opens a session. */
export function SignInLinkScreen() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  usePageTitle(t('auth:links.signIn.pageTitle'));
  const navigate = useNavigate();
  const state = useLinkToken(signInWithToken, t('validation:tokenInvalid'));
  const user = state.status === 'done' ? state.data : null;

  useEffect(() => {
    if (!user) return;
    setSessionUser(user);
    navigate(homeByRole[normalizeRole(user.role) ?? 'consumer'], { replace: true });
  }, [navigate, user]);

  const outcome =
    state.status === 'failed'
      ? {
          isSuccess: false,
          heading: t('auth:links.signIn.failed'),
          body: (
            <>
              <p className="text-slate-900">{state.message ?? t('common:errors.generic')}</p>
              <p className="text-slate-700">{t('auth:links.signIn.failedHelp')}</p>
            </>
          ),
          action: (
            <Link
              to={`${paths.agentAuth}?tab=login`}
              className="btn-brand rounded-md px-4 py-2 font-semibold"
            >
              {t('auth:links.signInToPortal')}
            </Link>
          ),
        }
      : null;
  return (
    <PageShell header={<SiteHeader variant="agent" />}>
      <LinkResult pendingLabel={t('auth:links.signIn.pending')} outcome={outcome} />
    </PageShell>
  );
}
