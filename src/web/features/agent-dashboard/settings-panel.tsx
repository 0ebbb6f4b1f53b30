import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { AgentLicence } from '../../../shared/contracts/licences';
import { findInsurer } from '../../../shared/insurers';
import { DefinitionList } from '../../components/ui/definition-list';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { agentPricingText } from '../../lib/agent-pricing-text';
import { AccountSection, DataRightsSection, TwoFactorSection } from '../account';
import { AgencyPanel } from '../agency';
import { CallSettingsPanel } from '../messages';
import { loadNotificationPreferences } from '../notifications/lazy';
import { LeadFlowPanel } from './lead-flow-panel';
import { LicenceForm } from './licence-form';
import { LicenceStatus } from './licence-status';

const NotificationPreferencesSection = lazy(loadNotificationPreferences);

/**
 * Email, company (or 'Not specified'), role and what the service costs (the operator's text); the
 * lead flow; then the licence record and its form.
 */
export function SettingsPanel({
  user,
  licence,
}: {
  user: PublicUser;
  licence: UseQueryResult<AgentLicence>;
}) {
  const { t, i18n } = useTranslation(['agent', 'session']);
  const companyName = user.company ? (findInsurer(user.company)?.name ?? user.company) : null;
  // The company of the work e-mail's domain is trusted only once that address is confirmed.
  const company = companyName
    ? `${companyName} (${t(user.companyVerified ? 'agent:settings.companyVerified' : 'agent:settings.companyUnverified')})`
    : t('agent:settings.notSpecified');
  const rows = [
    { label: t('agent:settings.email'), value: user.email },
    { label: t('agent:settings.company'), value: company },
    { label: t('agent:settings.role'), value: t(`session:roles.${user.role}`) },
    {
      label: t('agent:settings.pricing'),
      value: agentPricingText(i18n.resolvedLanguage === 'es' ? 'es' : 'en'),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Panel headingId="settings-heading" heading={t('agent:settings.heading')}>
        <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[10rem_1fr]" />
      </Panel>
      <LeadFlowPanel />
      {/* Each section loads its own texts: its own boundary keeps the tab (and its focus) mounted. */}
      <Suspense fallback={null}>
        <CallSettingsPanel audience="agent" className="" />
      </Suspense>
      <Suspense fallback={null}>
        <AgencyPanel />
      </Suspense>
      <Panel headingId="licence-heading" heading={t('agent:licence.heading')}>
        <p className="mt-1 text-sm text-slate-700">{t('agent:licence.intro')}</p>
        {licence.isPending && <Spinner label={t('agent:readiness.loading')} />}
        {licence.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('agent:readiness.loadFailed')}
          </p>
        )}
        {licence.data && (
          <>
            <LicenceStatus licence={licence.data} />
            <LicenceForm licence={licence.data} />
          </>
        )}
      </Panel>
      <Suspense fallback={null}>
        <AccountSection user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <NotificationPreferencesSection accountRole="agent" className="" />
      </Suspense>
      <TwoFactorSection className="" />
      <Suspense fallback={null}>
        <DataRightsSection accountRole={user.role} />
      </Suspense>
    </div>
  );
}
