import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { ProfileUpdate } from '../../../shared/contracts/profiles';
import { paths } from '../../../shared/paths';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { addQuoteValidationMessages } from '../../lib/quote-validation-messages';
import { AccountSection, DataRightsSection, TwoFactorSection } from '../account';
import { profileAnswersFromFields, type ReviewedFields } from '../declarations';
import { LazyDeclarationsPanel } from '../declarations/lazy';
import { ConsumerPolicies } from '../desk';
import { CallSettingsPanel } from '../messages';
import { loadNotificationPreferences } from '../notifications/lazy';
import { useSession } from '../session';
import { AccessPanel } from './access-panel';
import { NewQuotePanel } from './new-quote-panel';
import { useProfile, useSavedQuotes, useUpdateProfile } from './profile-api';
import { ProfileForm } from './profile-form';
import { RenewalBanner } from './renewal-banner';
import { SavedQuotesPanel } from './saved-quotes-panel';
import { VehiclesPanel } from './vehicles-panel';

const NotificationPreferencesSection = lazy(loadNotificationPreferences);

addQuoteValidationMessages();

const consumerLoginPath = `${paths.consumerAuth}?tab=login`;

/** /profile for consumers; signed-out visitors go to the consumer login, agents to /agent. */
export function ProfileScreen() {
  const { t } = useTranslation(['profile', 'common']);
  const { user, isLoading, isAgent, isAdmin } = useSession();
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to={consumerLoginPath} replace />;
  if (isAgent || isAdmin) return <Navigate to={paths.agentDashboard} replace />;
  return <ConsumerProfile user={user} />;
}

/**
 * The profile's sections a person can jump to (issue 31, 2.14), in page order; each target is
 * the id of the section's heading. Logout is the header's, not repeated here.
 */
const profileSections = [
  ['quotes', 'saved-quotes-heading'],
  ['access', 'access-heading'],
  ['newQuote', 'new-quote-heading'],
  ['details', 'profile-form-heading'],
  ['vehicles', 'vehicles-heading'],
  ['calls', 'call-settings-heading'],
  ['account', 'account-heading'],
  ['notifications', 'notification-preferences-heading'],
  ['data', 'download-data-heading'],
] as const;

function ProfileSectionsNav() {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('sections.label')} className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
        {profileSections.map(([key, target]) => (
          <li key={key} className="shrink-0">
            <a
              href={`#${target}`}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-brand-navy hover:bg-slate-50"
            >
              {t(`sections.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Renewal reminder, saved requests, who can see the consumer's information, new quotes, the profile
 * form and the vehicles.
 */
function ConsumerProfile({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['profile', 'session', 'common']);
  const profile = useProfile();
  const quotes = useSavedQuotes();
  const update = useUpdateProfile();
  // The form starts again from the profile the reading changed.
  const [readings, setReadings] = useState(0);
  // A declarations page read and checked: its ZIP, insurer, yearly premium and renewal date.
  const applyReading = async (fields: ReviewedFields) => {
    if (!profile.data) return;
    const { email: _email, ...current } = profile.data;
    await update.mutateAsync({ ...current, ...profileAnswersFromFields(fields) } as ProfileUpdate);
    setReadings((count) => count + 1);
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={t('profile:heading')}
        intro={
          <p className="mt-1 text-slate-700">
            {t('profile:signedInAs', {
              name: `${user.firstName} ${user.lastName}`,
              email: user.email,
            })}
          </p>
        }
      />
      <ProfileSectionsNav />
      {profile.data && (
        <RenewalBanner renewalDate={profile.data.renewalDate} quotes={quotes.data} />
      )}
      <div className="mt-6">
        <ConsumerPolicies />
      </div>
      <SavedQuotesPanel
        quotes={quotes.data}
        isPending={quotes.isPending}
        isError={quotes.isError}
      />
      <AccessPanel />
      <NewQuotePanel />
      <Panel headingId="profile-form-heading" heading={t('profile:form.heading')} className="mt-6">
        <p className="mt-1 text-sm text-slate-700">{t('profile:form.intro')}</p>
        {profile.isPending && <Spinner label={t('common:loading')} />}
        {profile.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('profile:form.loadFailed')}
          </p>
        )}
        {profile.data && <ProfileForm key={readings} profile={profile.data} />}
      </Panel>
      <VehiclesPanel />
      <Suspense fallback={null}>
        <LazyDeclarationsPanel onApply={applyReading} />
      </Suspense>
      {/* Each section loads its own texts behind its own boundary: the profile stays mounted. */}
      <Suspense fallback={null}>
        <CallSettingsPanel audience="consumer" />
      </Suspense>
      <Suspense fallback={null}>
        <AccountSection user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <NotificationPreferencesSection accountRole="consumer" />
      </Suspense>
      <TwoFactorSection />
      <Suspense fallback={null}>
        <DataRightsSection accountRole="consumer" />
      </Suspense>
    </div>
  );
}
