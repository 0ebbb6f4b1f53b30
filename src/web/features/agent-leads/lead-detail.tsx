import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../shared/contracts/leads';
import { secondaryButtonClassName } from '../../components/ui/button';
import { DefinitionList } from '../../components/ui/definition-list';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime, formatMoney, useFormatters } from '../../lib/format';
import { formatRelative, useNow } from '../../lib/time-format';
import { LeadDesk } from '../desk';
import { useOpenConversation } from '../messages';
import { LeadRequest } from './lead-request';
import { isGone, useAcceptLead, useAgentLead } from './leads-api';
import { OfferStatusBadge } from './offer-status-badge';
import { PassLeadDialog } from './pass-lead-dialog';
import { ReportLeadDialog } from './report-lead-dialog';
import { SendQuoteDialog } from './send-quote-dialog';

/**
 * One open lead: the customer as the consent shares them, the request, its estimates and the
 * agent's quotes, with Accept, Pass and Send Quote. A lead taken back while open (access withdrawn,
 * expired) says so instead.
 */
export function LeadDetailPanel({
  leadId,
  providerName,
  onOpenConversation,
  onClose,
  onPassed,
}: {
  leadId: string;
  providerName: string;
  onOpenConversation: (conversationId: string) => void;
  onClose: () => void;
  onPassed: (customerName: string) => void;
}) {
  const { t } = useTranslation('agent');
  const lead = useAgentLead(leadId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const isUnavailable = lead.isError && isGone(lead.error);
  const hasData = lead.data !== undefined;

  // Opening a lead (or losing it) moves the reader to it; the panel is keyed by the lead's id.
  useEffect(() => {
    if (hasData || isUnavailable) headingRef.current?.focus();
  }, [hasData, isUnavailable]);

  const backButton = (
    <button type="button" onClick={onClose} className={secondaryButtonClassName}>
      {t('leads.back')}
    </button>
  );

  if (isUnavailable) {
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-lg border-l-4 border-amber-500 bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-brand-navy"
        >
          {t('leads.unavailableHeading')}
        </h2>
        <p role="alert" className="mt-2 text-slate-800">
          {t('leads.unavailable')}
        </p>
        <div className="mt-4">{backButton}</div>
      </section>
    );
  }
  if (lead.isPending) return <Spinner label={t('leads.loadingLead')} />;
  if (lead.isError) {
    return (
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p role="alert" className="text-red-700">
          {t('leads.loadFailed')}
        </p>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            onClick={() => void lead.refetch()}
            className={secondaryButtonClassName}
          >
            {t('leads.retry')}
          </button>
          {backButton}
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-navy"
        >
          {t('leads.detailHeading', { name: lead.data.customerName })}
        </h2>
        {backButton}
      </div>
      <LeadActions
        lead={lead.data}
        providerName={providerName}
        onOpenConversation={onOpenConversation}
        onPassed={() => onPassed(lead.data.customerName)}
      />
      <CustomerProfile lead={lead.data} />
      <LeadRequest lead={lead.data} />
      <LeadOffers lead={lead.data} />
      <LeadDesk lead={lead.data} />
      <ReportLeadDialog
        leadId={lead.data.id}
        customerName={lead.data.customerName}
        onReported={onClose}
      />
    </section>
  );
}

function LeadActions({
  lead,
  providerName,
  onOpenConversation,
  onPassed,
}: {
  lead: LeadDetail;
  providerName: string;
  onOpenConversation: (conversationId: string) => void;
  onPassed: () => void;
}) {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  const accept = useAcceptLead();
  // Writing is answering: opening the conversation of a pending lead accepts it.
  const openConversation = useOpenConversation();
  const [notice, setNotice] = useState('');
  const isPending = lead.status === 'pending';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">
        <span className="font-semibold">{t(`leads.status.${lead.status}`)}</span>
        {' · '}
        {t('leads.received', { time: formatRelative(lead.receivedAt, now, language) })}
        {lead.respondBy && (
          <>
            {' · '}
            {t('leads.respondBy', {
              time: formatDateTime(lead.respondBy, language),
              relative: formatRelative(lead.respondBy, now, language),
            })}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {isPending && (
          <button
            type="button"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(lead.id, {
                onSuccess: () => setNotice(t('leads.accepted', { name: lead.customerName })),
              })
            }
            className="rounded-md border border-brand-navy bg-white px-4 py-2 font-semibold text-brand-navy hover:bg-blue-50 disabled:opacity-60"
          >
            {accept.isPending ? t('leads.accepting') : t('leads.accept')}
          </button>
        )}
        {isPending && (
          <PassLeadDialog leadId={lead.id} customerName={lead.customerName} onPassed={onPassed} />
        )}
        <button
          type="button"
          disabled={openConversation.isPending}
          onClick={() =>
            openConversation.mutate(lead.id, {
              onSuccess: (conversation) => onOpenConversation(conversation.id),
            })
          }
          className="rounded-md border border-brand-navy bg-white px-4 py-2 font-semibold text-brand-navy hover:bg-blue-50 disabled:opacity-60"
        >
          {openConversation.isPending ? t('leads.openingConversation') : t('leads.message')}
          <span className="sr-only"> {lead.customerName}</span>
        </button>
        <SendQuoteDialog
          lead={lead}
          providerName={providerName}
          onSent={() => setNotice(t('quoteBuilder.sent', { name: lead.customerName }))}
        />
      </div>
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
      {(accept.isError || openConversation.isError) && (
        <p role="alert" className="text-sm text-red-700">
          {t('leads.actionFailed')}
        </p>
      )}
    </div>
  );
}

function CustomerProfile({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation(['agent', 'location', 'licences']);
  const headingId = useId();
  const { customer } = lead;
  const rows = [
    { label: t('agent:customer.name'), value: `${customer.firstName} ${customer.lastName}` },
    {
      label: t('agent:customer.zipAndState'),
      value: t('agent:customer.zipAndStateValue', {
        zip: customer.zip,
        state: t(`location:states.${customer.state}`, { defaultValue: customer.state }),
        code: customer.state,
      }),
    },
    ...(customer.email ? [{ label: t('agent:customer.email'), value: customer.email }] : []),
    ...(customer.phone ? [{ label: t('agent:customer.phone'), value: customer.phone }] : []),
    {
      label: t('agent:customer.contactPreference'),
      value: t(`agent:customer.contactPreferences.${customer.contactPreference}`),
    },
    { label: t('agent:customer.language'), value: t(`licences:languages.${customer.language}`) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('agent:customer.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('agent:customer.scopeNote')}</p>
      <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[12rem_1fr]" />
    </section>
  );
}

function LeadOffers({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation('agent');
  const { date } = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('leads.yourQuotes')}
      </h3>
      {lead.offerList.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('leads.noQuotesYet')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {lead.offerList.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="text-slate-900">
                {t('offers.price', {
                  premium: formatMoney(offer.premium, language),
                  period: t(`periods.${offer.period}`),
                })}
                <span className="text-sm text-slate-600">
                  {' · '}
                  {t('offers.sentOn', { date: date(offer.createdAt) })}
                </span>
              </span>
              <OfferStatusBadge status={offer.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
