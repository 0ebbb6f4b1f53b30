import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suspensionInputSchema } from '../../../shared/contracts/admin';
import {
  type AdminReports,
  type LeadReportReason,
  leadReportReasons,
  reportsBeforeReview,
} from '../../../shared/contracts/bad-leads';
import { Alert } from '../../components/ui/alert';
import { Panel } from '../../components/ui/panel';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { apiGet, apiPost } from '../../lib/api-client';
import { addBadLeadValidationMessages } from '../../lib/bad-lead-validation-messages';
import { formatDateTime, useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';

const reportsEndpoint = '/api/admin/reports';

addBadLeadValidationMessages();

function useReports() {
  return useQuery({
    queryKey: [reportsEndpoint],
    queryFn: ({ signal }) => apiGet<AdminReports>(reportsEndpoint, { signal }),
    staleTime: 0,
  });
}

function useClearConsumer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consumerId, reason }: { consumerId: string; reason: string }) =>
      apiPost<{ ok: true }>(
        `${reportsEndpoint}/consumers/${encodeURIComponent(consumerId)}/clear`,
        { reason },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [reportsEndpoint] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
    },
  });
}

/** The reasons of a row, worded, only those used. */
function ReasonList({ reasons }: { reasons: Record<LeadReportReason, number> }) {
  const { t } = useTranslation('badLeads');
  const used = leadReportReasons.filter((reason) => reasons[reason] > 0);
  return (
    <ul className="flex flex-wrap gap-1">
      {used.map((reason) => (
        <li key={reason} className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
          {t('admin.reasonCount', { reason: t(`reasons.${reason}`), count: reasons[reason] })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The operator's Reports view (issue 29, item 7; decision 0126): reports per person (held ones
 * first, with 'Clear for matching', which asks a reason for the audit log) and per agent.
 */
export function ReportsPanel() {
  const { t } = useTranslation('badLeads');
  const { language } = useFormatters();
  const reports = useReports();
  const clear = useClearConsumer();
  const [notice, setNotice] = useState('');
  const consumersId = useId();
  const agentsId = useId();
  const recentId = useId();
  const at = (iso: string) => formatDateTime(iso, language);

  return (
    <div className="flex flex-col gap-4">
      <Panel heading={t('admin.heading')}>
        <p className="mt-1 text-sm text-slate-700">
          {t('admin.intro', { count: reportsBeforeReview })}
        </p>
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {notice}
        </p>
        {reports.isPending && <p role="status">{t('admin.loading')}</p>}
        {reports.isError && (
          <Alert className="mt-2">
            {requestFailureText(reports.error, t('admin.loadFailed'))}{' '}
            <button type="button" className="underline" onClick={() => void reports.refetch()}>
              {t('admin.retry')}
            </button>
          </Alert>
        )}
      </Panel>
      {reports.data && (
        <>
          <Panel heading={t('admin.consumersHeading')} headingId={consumersId}>
            {reports.data.consumers.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('admin.none')}</p>
            ) : (
              <ul aria-labelledby={consumersId} className="mt-3 flex flex-col gap-3">
                {reports.data.consumers.map((person) => {
                  const name = `${person.firstName} ${person.lastName}`.trim();
                  return (
                    <li
                      key={person.consumerId}
                      className={`rounded-md p-4 ring-1 ${person.held ? 'bg-amber-50 ring-amber-300' : 'ring-slate-200'}`}
                    >
                      <p className="font-semibold text-slate-900">
                        {name}{' '}
                        <span className="font-normal break-all text-slate-700">
                          · {person.email}
                        </span>
                      </p>
                      <p
                        className={`text-sm font-semibold ${person.held ? 'text-amber-900' : 'text-green-800'}`}
                      >
                        {person.held ? t('admin.held') : t('admin.matching')}
                        {person.lastClearedAt &&
                          ` · ${t('admin.clearedOn', { date: at(person.lastClearedAt) })}`}
                      </p>
                      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                        <div className="flex gap-1">
                          <dt className="text-slate-700">{t('admin.reports')}:</dt>
                          <dd className="font-medium">{person.reports}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt className="text-slate-700">{t('admin.agentsSince')}:</dt>
                          <dd className="font-medium">{person.agentsSinceCleared}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt className="text-slate-700">{t('admin.duplicates')}:</dt>
                          <dd className="font-medium">{person.duplicateRequests}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt className="text-slate-700">{t('admin.lastReport')}:</dt>
                          <dd className="font-medium">{at(person.lastReportAt)}</dd>
                        </div>
                      </dl>
                      <div className="mt-2">
                        <ReasonList reasons={person.reasons} />
                      </div>
                      {person.held && (
                        <div className="mt-3">
                          <ReasonDialog
                            texts={{
                              trigger: t('admin.clear'),
                              title: t('admin.clearTitle', { name }),
                              description: t('admin.clearDescription'),
                              reason: t('admin.clearReason'),
                              reasonHint: t('admin.clearReasonHint'),
                              cancel: t('admin.cancel'),
                              confirm: t('admin.clear'),
                              confirming: t('admin.clearing'),
                              close: t('admin.close'),
                            }}
                            schema={suspensionInputSchema}
                            resetOnClose
                            onSubmit={(reason) =>
                              clear.mutateAsync({ consumerId: person.consumerId, reason })
                            }
                            onDecided={() => setNotice(t('admin.cleared', { name }))}
                          />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </Panel>
          <Panel heading={t('admin.agentsHeading')} headingId={agentsId}>
            {reports.data.agents.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('admin.none')}</p>
            ) : (
              <ul aria-labelledby={agentsId} className="mt-3 flex flex-col gap-3">
                {reports.data.agents.map((agent) => (
                  <li key={agent.agentId} className="rounded-md p-4 ring-1 ring-slate-200">
                    <p className="font-semibold text-slate-900">
                      {`${agent.firstName} ${agent.lastName}`.trim()}{' '}
                      <span className="font-normal break-all text-slate-700">· {agent.email}</span>
                    </p>
                    <p className="text-sm text-slate-800">
                      {t('admin.reports')}: {agent.reports} · {t('admin.lastReport')}:{' '}
                      {at(agent.lastReportAt)}
                    </p>
                    <div className="mt-2">
                      <ReasonList reasons={agent.reasons} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel heading={t('admin.recentHeading')} headingId={recentId}>
            {reports.data.recent.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('admin.none')}</p>
            ) : (
              <ul aria-labelledby={recentId} className="mt-3 flex flex-col gap-2 text-sm">
                {reports.data.recent.map((item) => (
                  <li key={item.id} className="border-b border-slate-200 pb-2">
                    <span className="font-medium">{t(`reasons.${item.reason}`)}</span>
                    {' · '}
                    {t('admin.recentLine', { agent: item.agentName, person: item.consumerName })}
                    {' · '}
                    {at(item.createdAt)}
                    {item.note && <span className="block text-slate-700">{item.note}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
