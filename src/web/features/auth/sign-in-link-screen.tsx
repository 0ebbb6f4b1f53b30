import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { paths } from '../../../shared/paths';
import { normalizeRole } from '../../../shared/roles';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { addLicenceValidationMessages } from '../../lib/licence-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { setSessionUser } from '../session';
import { signInWithToken } from './link-api';
import { LinkResult } from './link-result';
import { isTwoFactorChallenge } from './two-factor-sign-in';
import { useLinkToken } from './use-link-token';

addLicenceValidationMessages();

const TwoFactorStep = lazy(() => import('./two-factor-step'));

const homeByRole = {
  admin: paths.admin,
  agent: paths.agentDashboard,
  consumer: paths.profile,
} as const;

/**
 * /auth/sign-in-link#token=...: a one-time link (admin:create) that opens a session, after the
 * code step when the admin has two-factor sign-in on (decision 0075).
 */
export function SignInLinkScreen() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  usePageTitle(t('auth:links.signIn.pageTitle'));
  const navigate = useNavigate();
  const state = useLinkToken(signInWithToken, t('validation:tokenInvalid'));
  const answer = state.status === 'done' ? state.data : null;
  const challenge = answer && isTwoFactorChallenge(answer) ? answer : null;
  const [signedIn, setSignedIn] = useState<PublicUser | null>(null);
  const user = signedIn ?? (answer && !isTwoFactorChallenge(answer) ? answer : null);

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
  if (challenge && !user) {
    return (
      <PageShell header={<SiteHeader variant="agent" />}>
        <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
          <Suspense fallback={null}>
            <TwoFactorStep
              challenge={challenge}
              onSignedIn={setSignedIn}
              onBack={() => navigate(`${paths.agentAuth}?tab=login`)}
            />
          </Suspense>
        </section>
      </PageShell>
    );
  }
  return (
    <PageShell header={<SiteHeader variant="agent" />}>
      <LinkResult pendingLabel={t('auth:links.signIn.pending')} outcome={outcome} />
    </PageShell>
  );
}
