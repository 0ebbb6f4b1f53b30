import * as Tabs from '@radix-ui/react-tabs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { paths } from '../../../shared/paths';
import { normalizeRole } from '../../../shared/roles';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { usePageTitle } from '../../lib/use-page-title';
import { SessionInactivity, setSessionUser } from '../session';
import { AgentRegistrationForm } from './agent-registration-form';
import { loginAgent, loginConsumer } from './auth-api';
import { AuthSidePanel } from './auth-side-panel';
import { ConsumerRegistrationForm } from './consumer-registration-form';
import { ForgotPasswordLink } from './forgot-password-link';
import { type AuthMode, LoginForm } from './login-form';
import { QuoteIntentNotice } from './quote-intent-notice';
import { type AuthTab, useAuthTab } from './use-auth-tab';
import { useLoggedOutNotice } from './use-logged-out-notice';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** Spec section 4: a successful agent login goes to /agent once, after 10 ms. */
const agentRedirectDelayMs = 10;

/**
 * The selected tab is the filled one, like a pressed segment; the other reads as plain text on
 * the light track, so it cannot pass for the selected one (issue 31).
 */
const tabTriggerClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white hover:text-brand-navy data-[state=active]:bg-brand-navy data-[state=active]:text-white data-[state=active]:shadow data-[state=active]:hover:bg-brand-navy data-[state=active]:hover:text-white';

/** The authentication screen: agent mode at /agent/auth, consumer mode at /consumer/auth. */
export function AuthScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const mode: AuthMode = useLocation().pathname === paths.consumerAuth ? 'consumer' : 'agent';
  const navigate = useNavigate();
  const [tab, setTab] = useAuthTab();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const isAuthRequestPendingRef = useRef(false);
  const hasScheduledRedirectRef = useRef(false);

  usePageTitle(t(`auth:titles.${mode}.${tab}`));
  useSignedInRedirect(isAuthRequestPendingRef);
  useLoggedOutNotice(mode === 'agent');

  const onSignedIn = (user: PublicUser) => {
    isAuthRequestPendingRef.current = true;
    setSessionUser(user);
    if (mode === 'consumer') {
      navigate(paths.profile, { replace: true });
    } else if (!hasScheduledRedirectRef.current) {
      hasScheduledRedirectRef.current = true;
      // Admins use the agent door and land on their own screen.
      const target = normalizeRole(user.role) === 'admin' ? paths.admin : paths.agentDashboard;
      setTimeout(() => navigate(target, { replace: true }), agentRedirectDelayMs);
    }
  };

  const onAgentRegistered = (user: PublicUser) => {
    setRegisteredEmail(user.email);
    setTab('login');
  };

  const onTabChange = (value: string) => {
    setRegisteredEmail(null);
    setTab(value as AuthTab);
  };

  const otherDoor = mode === 'agent' ? paths.consumerAuth : paths.agentAuth;

  return (
    <PageShell header={<SiteHeader variant={mode === 'agent' ? 'agent' : 'default'} />}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-navy">{t(`auth:headings.${mode}`)}</h1>
          <p className="mt-2 text-slate-700">{t(`auth:taglines.${mode}`)}</p>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section
            aria-label={t(`auth:titles.${mode}.${tab}`)}
            className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <Tabs.Root value={tab} onValueChange={onTabChange}>
              <Tabs.List
                aria-label={t('auth:tabs.label')}
                className="flex gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1"
              >
                <Tabs.Trigger value="login" className={tabTriggerClass}>
                  {t('auth:tabs.login')}
                </Tabs.Trigger>
                <Tabs.Trigger value="register" className={tabTriggerClass}>
                  {t('auth:tabs.register')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login" className="mt-6 flex flex-col gap-4">
                {registeredEmail && (
                  <p
                    role="status"
                    className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
                  >
                    {t('auth:registered', { email: registeredEmail })}
                  </p>
                )}
                <LoginForm
                  key={registeredEmail ?? 'login'}
                  mode={mode}
                  defaultEmail={registeredEmail ?? ''}
                  onLogin={mode === 'agent' ? loginAgent : loginConsumer}
                  onSignedIn={onSignedIn}
                />
                <ForgotPasswordLink door={mode} />
              </Tabs.Content>
              <Tabs.Content value="register" className="mt-6">
                {mode === 'agent' ? (
                  <AgentRegistrationForm onRegistered={onAgentRegistered} />
                ) : (
                  <>
                    <QuoteIntentNotice />
                    <ConsumerRegistrationForm onRegistered={onSignedIn} />
                  </>
                )}
              </Tabs.Content>
            </Tabs.Root>
          </section>
          <div className="flex flex-col gap-4">
            <AuthSidePanel mode={mode} />
            <Link
              to={otherDoor}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-center font-medium text-slate-800 hover:bg-slate-50"
            >
              {t(`auth:otherDoor.${mode}`)}
            </Link>
          </div>
        </div>
      </div>
      <SessionInactivity />
    </PageShell>
  );
}
