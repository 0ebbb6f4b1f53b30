import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '../../../shared/contracts/leads';
import { formatDateTime } from '../../lib/format';
import { formatRelative, useNow } from '../../lib/time-format';
import { useAgentLeads } from './leads-api';

/** Pending leads, the nearest deadline first: the one that will be lost soonest leads the list. */
export function sortWaitingLeads(leads: readonly LeadSummary[]): LeadSummary[] {
  const deadline = (lead: LeadSummary) =>
    lead.respondBy ? Date.parse(lead.respondBy) : Number.POSITIVE_INFINITY;
  return leads
    .filter((lead) => lead.status === 'pending')
    .sort((a, b) => deadline(a) - deadline(b) || a.receivedAt.localeCompare(b.receivedAt));
}

/**
 * The portal's first screen (issue 31, 9): the leads waiting for the agent's answer, each with
 * its deadline and a way in, before any figure or setting. Read from the same live list as the
 * Leads tab, so both agree.
 */
export function WaitingLeads({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const { t, i18n } = useTranslation(['agent', 'location']);
  const language = i18n.resolvedLanguage ?? 'en';
  const leads = useAgentLeads();
  const now = useNow();
  const headingId = useId();
  const waiting = leads.data ? sortWaitingLeads(leads.data) : [];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('agent:waiting.heading')}
        {leads.data && waiting.length > 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {waiting.length}
          </span>
        )}
      </h2>
      {leads.isPending && <p className="mt-2 text-sm text-slate-700">{t('agent:leads.loading')}</p>}
      {leads.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('agent:leads.listFailed')}
        </p>
      )}
      {leads.data && waiting.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('agent:waiting.empty')}</p>
      )}
      {waiting.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-2">
          {waiting.map((lead) => (
            <li
              key={lead.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border border-slate-200 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {lead.customerName}
                  <span className="font-normal text-slate-700">
                    {' · '}
                    {t('agent:leads.summary', {
                      line: t(`agent:lines.${lead.line}`),
                      state: t(`location:states.${lead.state}`, { defaultValue: lead.state }),
                      zip: lead.zip,
                    })}
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  <time
                    dateTime={lead.receivedAt}
                    title={formatDateTime(lead.receivedAt, language)}
                  >
                    {t('agent:leads.received', {
                      time: formatRelative(lead.receivedAt, now, language),
                    })}
                  </time>
                  {/* Only matched leads carry a deadline; a customer who chose the agent waits
                      without one. */}
                  {lead.respondBy && (
                    <span className="font-medium text-amber-800">
                      {' · '}
                      {t('agent:leads.respondBy', {
                        time: formatDateTime(lead.respondBy, language),
                        relative: formatRelative(lead.respondBy, now, language),
                      })}
                    </span>
                  )}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onOpenLead(lead.id)}
                className="btn-brand rounded-md px-3 py-1.5 text-sm font-semibold"
              >
                {t('agent:waiting.answer')}
                <span className="sr-only">
                  {' '}
                  {t('agent:leads.openName', { name: lead.customerName })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
