import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../shared/contracts/leads';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime, formatMoney } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { useAgentLeads, useAgentOffers, useWithdrawOffer } from './leads-api';
import { OfferStatusBadge } from './offer-status-badge';

/** Offers the consumer has not answered yet; only these can be withdrawn. */
const isOpenOffer = (offer: Offer) => offer.status === 'sent' || offer.status === 'viewed';

/** The Quotes tab: every quote the agent sent, newest first, with its status as it changes live. */
export function QuotesPanel() {
  const { t } = useTranslation('agent');
  const offers = useAgentOffers();
  const leads = useAgentLeads();
  const headingId = useId();
  // Leads still open name their customer; a closed lead's quotes keep their line and figures.
  const customerOf = new Map(leads.data?.map((lead) => [lead.id, lead.customerName]));
  const sorted = [...(offers.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Panel heading={t('tabs.quotes')} headingId={headingId}>
      {offers.isPending && <Spinner label={t('offers.loading')} />}
      {offers.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {t('offers.loadFailed')}
        </p>
      )}
      {offers.data &&
        (sorted.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('empty.quotes')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-3">
            {sorted.map((offer) => (
              <OfferItem key={offer.id} offer={offer} customerName={customerOf.get(offer.leadId)} />
            ))}
          </ul>
        ))}
    </Panel>
  );
}

function OfferItem({ offer, customerName }: { offer: Offer; customerName?: string }) {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const line = t(`lines.${offer.line}`);
  const title = customerName
    ? t('offers.titleFor', { line, name: customerName })
    : t('offers.title', { line });
  return (
    <li aria-labelledby={titleId} className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-slate-900">
        {t('offers.price', {
          premium: formatMoney(offer.premium, language),
          period: t(`periods.${offer.period}`),
        })}
        {offer.period !== 'monthly' && (
          <span className="text-sm text-slate-600">
            {' '}
            {t('offers.monthlyEquivalent', { monthly: formatMoney(offer.monthly, language) })}
          </span>
        )}
      </p>
      {offer.coverages.length > 0 && (
        <p className="text-sm text-slate-700">
          {offer.coverages
            .map((coverage) =>
              t('offers.coverage', {
                kind: t(`coverageKinds.${coverage.kind}`),
                limit: coverage.limit,
              }),
            )
            .join('; ')}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {t('offers.terms', {
          deductible: formatMoney(offer.deductible, language),
          count: offer.termMonths,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('offers.dates', {
          sent: formatDateTime(offer.createdAt, language),
          expires: formatDateTime(offer.expiresAt, language),
        })}
      </p>
      {isOpenOffer(offer) && <WithdrawOffer offerId={offer.id} titleId={titleId} />}
    </li>
  );
}

/** Withdraw, asked once more: the consumer can no longer accept a withdrawn quote. */
function WithdrawOffer({ offerId, titleId }: { offerId: string; titleId: string }) {
  const { t } = useTranslation(['agent', 'common']);
  const withdraw = useWithdrawOffer();
  const [isAsking, setIsAsking] = useState(false);
  const failure = requestFailureText(withdraw.error, t('common:errors.generic'));
  return (
    <div className="mt-2 flex flex-col gap-2">
      <ConfirmAction
        texts={{
          label: t('agent:offers.withdraw'),
          question: t('agent:offers.withdrawQuestion'),
          confirmLabel: t('agent:offers.confirmWithdraw'),
          pendingLabel: t('agent:offers.withdrawing'),
          cancelLabel: t('agent:offers.cancel'),
        }}
        describedBy={titleId}
        className="self-start"
        isAsking={isAsking}
        onAskingChange={setIsAsking}
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(offerId, { onSettled: () => setIsAsking(false) })}
      />
      {withdraw.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
