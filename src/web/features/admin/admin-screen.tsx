import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { SignOutButton } from '../../components/ui/sign-out-button';
import { Spinner } from '../../components/ui/spinner';
import { addLicenceValidationMessages } from '../../lib/licence-validation-messages';
import { requestFailureText } from '../../lib/request-failure-text';
import { TwoFactorSection } from '../account';
import { ReviewModerationPanel } from '../reviews';
import { useLogout, useSession } from '../session';
import { type QueueStatus, queueStatuses, useLicenceQueue } from './admin-api';
import { AuditPanel, FiguresPanel } from './figures-panel';
import { LicenceReviewCard } from './licence-review-card';
import { PeoplePanel } from './people-panel';
import { ReportsPanel } from './reports-panel';

const consoleViews = ['licences', 'people', 'reviews', 'reports', 'figures', 'audit'] as const;
type ConsoleView = (typeof consoleViews)[number];

addLicenceValidationMessages();

/**
 * /admin, the operator's console (the route guard admits admins only): licence review, people,
 * figures and the audit log, one view at a time.
 */
export function AdminScreen() {
  const { t } = useTranslation(['admin', 'session']);
  const { user } = useSession();
  const { signOut, isPending } = useLogout('admin');
  const [view, setView] = useState<ConsoleView>('licences');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title={t('admin:heading')}
        intro={
          <p className="mt-1 text-slate-700">
            {t('admin:signedInAs', { email: user?.email ?? '' })}
          </p>
        }
        action={<SignOutButton onSignOut={signOut} isPending={isPending} variant="outlined" />}
      />
      <nav aria-label={t('admin:views.label')}>
        <ul className="flex flex-wrap gap-2">
          {consoleViews.map((value) => (
            <li key={value}>
              <button
                type="button"
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={`rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 ${
                  view === value
                    ? 'bg-brand-navy text-white'
                    : 'bg-white text-slate-900 hover:bg-slate-50'
                }`}
              >
                {t(`admin:views.${value}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'licences' && <LicenceQueue />}
      {view === 'people' && <PeoplePanel />}
      {view === 'reviews' && <ReviewModerationPanel />}
      {view === 'reports' && <ReportsPanel />}
      {view === 'figures' && <FiguresPanel />}
      {view === 'audit' && <AuditPanel />}
      <TwoFactorSection className="" />
    </div>
  );
}

/** The licence review queue, filtered by status. */
function LicenceQueue() {
  const { t } = useTranslation(['admin', 'session']);
  const [status, setStatus] = useState<QueueStatus>('pending');
  const queue = useLicenceQueue(status);
  const [announcement, setAnnouncement] = useState('');
  const [decisionCount, setDecisionCount] = useState(0);
  const queueHeadingRef = useRef<HTMLHeadingElement>(null);

  // A decided record leaves the list with the button that was used: the focus goes to the list.
  useEffect(() => {
    if (decisionCount > 0) queueHeadingRef.current?.focus();
  }, [decisionCount]);

  const onDecided = (message: string) => {
    setAnnouncement(message);
    setDecisionCount((count) => count + 1);
  };

  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t('admin:filter.label')}
        </legend>
        {queueStatuses.map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name="licence-queue-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            {t(`admin:filter.${value}`)}
          </label>
        ))}
      </fieldset>
      <p role="status" className="text-sm font-medium text-green-800">
        {announcement}
      </p>
      <section aria-labelledby="licence-queue-heading" className="flex flex-col gap-4">
        <h2
          id="licence-queue-heading"
          ref={queueHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-navy"
        >
          {t(`admin:filter.${status}`)}
          {queue.data && ` (${t('admin:count', { count: queue.data.length })})`}
        </h2>
        {queue.isPending && <Spinner label={t('admin:loading')} />}
        {queue.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
            <p>{requestFailureText(queue.error, t('admin:loadFailed'))}</p>
            <button
              type="button"
              onClick={() => void queue.refetch()}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('admin:retry')}
            </button>
          </div>
        )}
        {queue.data?.length === 0 && <p className="text-slate-700">{t(`admin:empty.${status}`)}</p>}
        {queue.data && queue.data.length > 0 && (
          <ul className="flex flex-col gap-4">
            {queue.data.map((item) => (
              <li key={item.agentId}>
                <LicenceReviewCard item={item} onDecided={onDecided} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
