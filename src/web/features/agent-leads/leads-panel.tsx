import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '../../../shared/contracts/leads';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime, useFormatters } from '../../lib/format';
import { formatRelative, useNow } from '../../lib/time-format';
import { LeadDetailPanel } from './lead-detail';
import { useAgentLeads } from './leads-api';

/**
 * The Leads tab: open leads newest first, and the one the agent opened beside them. Leads arrive
 * and leave live; an open lead taken back says it is no longer available.
 */
export function LeadsPanel({
  providerName,
  onOpenConversation,
  openLeadId,
  onOpenLead,
}: {
  providerName: string;
  /** 'Message' on a lead opened its conversation: show it. */
  onOpenConversation: (conversationId: string) => void;
  /** The lead open beside the list (the portal opens one a notification links to). */
  openLeadId: string | null;
  onOpenLead: (leadId: string | null) => void;
}) {
  const { t } = useTranslation('agent');
  const leads = useAgentLeads();
  const setOpenLeadId = onOpenLead;
  const [notice, setNotice] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const closeLead = () => {
    setOpenLeadId(null);
    listHeadingRef.current?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby={headingId}
        className="self-start rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id={headingId}
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-lg font-bold text-brand-navy"
        >
          {t('leads.heading')}
        </h2>
        <p role="status" className="mt-1 text-sm font-medium text-green-800">
          {notice}
        </p>
        {leads.isPending && <Spinner label={t('leads.loading')} />}
        {leads.isError && (
          <p role="alert" className="mt-3 text-red-700">
            {t('leads.listFailed')}
          </p>
        )}
        {leads.data &&
          (leads.data.length === 0 ? (
            <p className="mt-3 text-slate-700">{t('leads.empty')}</p>
          ) : (
            <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-3">
              {leads.data.map((lead) => (
                <LeadListItem
                  key={lead.id}
                  lead={lead}
                  isOpen={lead.id === openLeadId}
                  onOpen={() => {
                    setNotice('');
                    setOpenLeadId(lead.id);
                  }}
                />
              ))}
            </ul>
          ))}
      </section>
      {openLeadId && (
        <LeadDetailPanel
          key={openLeadId}
          leadId={openLeadId}
          providerName={providerName}
          onOpenConversation={onOpenConversation}
          onClose={closeLead}
          onPassed={(name) => {
            setNotice(t('leads.passed', { name }));
            closeLead();
          }}
        />
      )}
    </div>
  );
}

function LeadListItem({
  lead,
  isOpen,
  onOpen,
}: {
  lead: LeadSummary;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation(['agent', 'location']);
  const { dollars } = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className={`rounded-md border p-3 ${isOpen ? 'border-brand-navy bg-blue-50' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={nameId} className="font-semibold text-slate-900">
          {lead.customerName}
        </h3>
        <span className="text-sm text-slate-600">
          <time dateTime={lead.receivedAt} title={formatDateTime(lead.receivedAt, language)}>
            {formatRelative(lead.receivedAt, now, language)}
          </time>
        </span>
      </div>
      <p className="text-sm text-slate-800">
        {t('agent:leads.summary', {
          line: t(`agent:lines.${lead.line}`),
          state: t(`location:states.${lead.state}`, { defaultValue: lead.state }),
          zip: lead.zip,
        })}
      </p>
      <p className="text-sm text-slate-800">
        {t('agent:leads.bestMonthly', { price: dollars(lead.bestMonthly) })}
        {' · '}
        {t('agent:leads.offerCount', { count: lead.offers })}
        {' · '}
        {t(`agent:leads.status.${lead.status}`)}
      </p>
      {lead.respondBy && (
        <p className="text-sm font-medium text-amber-800">
          {t('agent:leads.respondBy', {
            time: formatDateTime(lead.respondBy, language),
            relative: formatRelative(lead.respondBy, now, language),
          })}
        </p>
      )}
      <button
        type="button"
        onClick={onOpen}
        className="mt-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {t('agent:leads.open')}
        <span className="sr-only"> {t('agent:leads.openName', { name: lead.customerName })}</span>
      </button>
    </li>
  );
}
