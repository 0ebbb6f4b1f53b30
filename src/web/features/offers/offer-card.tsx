import { useTranslation } from 'react-i18next';
import type { Offer, OfferStatus } from '../../../shared/contracts/leads';
import type { CurrentCover, EstimateResult } from '../../../shared/contracts/quotes';
import {
  type CoverDifference,
  compareOfferCover,
  currentReference,
  estimatesReference,
} from '../../../shared/cover-compare';
import { useCoverDifferenceText } from '../../lib/cover-text';
import { formatDateTime, formatMoney, useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { ProviderLabel, useProviderText } from '../agency';
import { MessageAgentButton } from '../messages';
import { OfferReviewPanel } from '../reviews';
import { AgentSummary, useAgentName } from './agent-summary';
import { OfferAnswerDialog } from './offer-answer-dialog';
import { type CoverageGap, coverageGap, joinNames, timeLeft } from './offer-format';
import { useRefreshSharing } from './offers-api';

const statusTones: Record<OfferStatus, string> = {
  sent: 'bg-blue-50 text-blue-900 ring-blue-300',
  viewed: 'bg-blue-50 text-blue-900 ring-blue-300',
  accepted: 'bg-green-50 text-green-900 ring-green-300',
  declined: 'bg-slate-100 text-slate-800 ring-slate-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export const isOfferOpen = (offer: Pick<Offer, 'status'>) =>
  offer.status === 'sent' || offer.status === 'viewed';

/** The estimates' side of the comparison: the cheapest monthly figure and what they cover. */
function useEstimateSide(result: EstimateResult) {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const cheapest = Math.min(...result.estimates.map((estimate) => estimate.monthly));
  const { coverage } = result;
  const covers: string[] = [];
  if (coverage.liability !== null) {
    const limits =
      result.type === 'renters'
        ? dollars(Number(coverage.liability) * 1000)
        : t('results.liabilityLimits', { limits: coverage.liability });
    covers.push(
      `${t('results.liability')}: ${
        coverage.comprehensiveAndCollision ? t('results.liabilityWithPhysical', { limits }) : limits
      }`,
    );
  }
  if (coverage.amount !== null) {
    covers.push(`${t(`results.amount.${result.type}`)}: ${dollars(coverage.amount)}`);
  }
  return {
    monthly: Number.isFinite(cheapest) ? t('results.perMonth', { price: dollars(cheapest) }) : '',
    covers,
    deductible:
      coverage.deductible === null ? t('results.noDeductible') : dollars(coverage.deductible),
  };
}

/**
 * The gap between the offer's cover and the estimates' in plain sentences (or none): lower limits
 * first (a 30/60/25 offer against 50/100/50 estimates, issue 30), then what it leaves out or adds,
 * then higher limits.
 */
function useGapText(
  gap: CoverageGap | null,
  limits: readonly CoverDifference[],
  agent: string,
): string | null {
  const { t } = useTranslation('offers');
  const { language } = useFormatters();
  const coverText = useCoverDifferenceText();
  if (!gap) return null;
  if (gap.kind === 'unlisted') return t('offer.gapUnlisted', { agent });
  const lower = coverText(
    limits.filter((item) => item.kind === 'lower'),
    'offer',
  );
  const higher = coverText(
    limits.filter((item) => item.kind === 'higher'),
    'offer',
  );
  const names = (kinds: readonly string[]) =>
    joinNames(
      kinds.map((kind) => t(`coverage.${kind}`)),
      language,
    );
  const sentences: string[] = [...lower];
  if (gap.missing.length > 0) {
    sentences.push(t('offer.gapMissing', { coverages: names(gap.missing), agent }));
  }
  if (gap.added.length > 0) sentences.push(t('offer.gapAdded', { coverages: names(gap.added) }));
  sentences.push(...higher);
  if (sentences.length === 0) sentences.push(t('offer.gapSame'));
  return sentences.join(' ');
}

/** The offer against the policy held today, every difference, less cover first; null without one. */
function useTodayText(differences: readonly CoverDifference[] | null): string | null {
  const { t } = useTranslation('quote');
  const coverText = useCoverDifferenceText();
  if (!differences) return null;
  const sentences = coverText(differences, 'offer');
  return sentences.length > 0 ? sentences.join(' ') : t('cover.offerTodaySame');
}

/**
 * One agent's offer, labelled 'Offer' beside the estimates: the agent, the premium and its
 * monthly figure, the coverages next to the estimates' summary, deductible, term, description,
 * time left, its status, and Accept or Decline while it is open. After Accept: what happens next.
 */
export function OfferCard({
  offer,
  result,
  currentCover,
  requestState,
  isAnswering,
  onAnswer,
}: {
  offer: Offer;
  result: EstimateResult;
  /** The request's policy held today, where it named one: the offer is compared with it too. */
  currentCover?: CurrentCover | undefined;
  requestState: string;
  isAnswering: boolean;
  onAnswer: (answer: 'accept' | 'decline') => Promise<unknown>;
}) {
  const { t } = useTranslation(['offers', 'quote']);
  const { language } = useFormatters();
  const nameOf = useAgentName();
  const providerText = useProviderText();
  const estimates = useEstimateSide(result);
  const headingId = `offer-${offer.id}`;
  const price = (amount: number) => formatMoney(amount, language);
  const left = timeLeft(offer.expiresAt);
  const company = providerText(offer.provider);
  const agentName = nameOf(offer.agent);
  const gap = coverageGap(
    offer.coverages.map((coverage) => coverage.kind),
    result,
  );
  const refreshSharing = useRefreshSharing(offer.quoteId);
  const limitDifferences = compareOfferCover(offer, estimatesReference(result));
  const gapText = useGapText(gap, limitDifferences, agentName);
  const todayDifferences = currentCover
    ? compareOfferCover(offer, currentReference(currentCover))
    : null;
  const todayText = useTodayText(todayDifferences);
  const lessThanToday = todayDifferences?.some(
    (item) => item.kind === 'lower' || item.kind === 'missing',
  );
  const canTakeBack = offer.status === 'accepted' && Date.parse(offer.expiresAt) > Date.now();
  const failureText = (error: unknown) =>
    requestFailureText(error, t('offers:offers.answerFailed'));

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border-2 border-brand-navy bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <AgentSummary
          agent={offer.agent}
          requestState={requestState}
          nameId={headingId}
          nameAs="h3"
        />
        <span className="rounded bg-brand-navy px-2 py-0.5 text-sm font-semibold text-white">
          {t('offers:offer.label')}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-brand-navy">
          {t('offers:offer.perMonth', { price: price(offer.monthly) })}
        </p>
        <p className="text-slate-800">
          {t('offers:offer.premium', {
            price: price(offer.premium),
            period: t(`offers:period.${offer.period}`),
          })}
        </p>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${statusTones[offer.status]}`}
        >
          {t(`offers:offerStatus.${offer.status}`)}
        </span>
        {isOfferOpen(offer) && (
          <span className="text-sm text-slate-700">
            {left
              ? t('offers:offer.timeLeft', {
                  time: t(`offers:span.${left.unit}`, { count: left.count }),
                })
              : t('offers:offerStatus.expired')}
          </span>
        )}
      </p>

      {gapText && (
        <p
          data-testid="offer-gap"
          className={`mt-3 rounded-md p-3 text-sm ${
            gap?.kind === 'compared' &&
            gap.missing.length === 0 &&
            !limitDifferences.some((item) => item.kind === 'lower')
              ? 'bg-slate-50 text-slate-800 ring-1 ring-slate-200'
              : 'bg-amber-50 text-slate-900 ring-1 ring-amber-400'
          }`}
        >
          <span className="font-semibold">{t('offers:offer.gapHeading')}</span> {gapText}
        </p>
      )}
      {todayText && (
        <p
          data-testid="offer-today"
          className={`mt-2 rounded-md p-3 text-sm ${
            lessThanToday
              ? 'bg-amber-50 text-slate-900 ring-1 ring-amber-400'
              : 'bg-slate-50 text-slate-800 ring-1 ring-slate-200'
          }`}
        >
          <span className="font-semibold">{t('quote:cover.offerAgainstToday')}</span> {todayText}
        </p>
      )}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">
          {t('offers:offer.compareCaption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <td />
            <th scope="col" className="py-1 pr-2 font-semibold text-slate-900">
              {t('offers:offer.thisOffer')}
            </th>
            <th scope="col" className="py-1 font-semibold text-slate-900">
              {t('offers:offer.yourEstimates')}
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-1 pr-2 font-medium text-slate-700">
              {t('offers:offer.monthly')}
            </th>
            <td className="py-1 pr-2 text-slate-900">
              {t('offers:offer.perMonth', { price: price(offer.monthly) })}
            </td>
            <td className="py-1 text-slate-900">
              {t('offers:offer.cheapestEstimate', { price: estimates.monthly })}
            </td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-1 pr-2 font-medium text-slate-700">
              {t('offers:offer.coverages')}
            </th>
            <td className="py-1 pr-2 text-slate-900">
              {offer.coverages.length === 0 ? (
                t('offers:offer.noCoverages')
              ) : (
                <ul>
                  {offer.coverages.map((coverage) => (
                    <li key={coverage.kind}>
                      {t(`offers:coverage.${coverage.kind}`)}: {coverage.limit}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="py-1 text-slate-900">
              <ul>
                {estimates.covers.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-2 font-medium text-slate-700">
              {t('offers:offer.deductible')}
            </th>
            <td className="py-1 pr-2 text-slate-900">{price(offer.deductible)}</td>
            <td className="py-1 text-slate-900">{estimates.deductible}</td>
          </tr>
        </tbody>
      </table>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('offers:offer.provider')}</dt>
        <dd className="font-medium text-slate-900">
          <ProviderLabel provider={offer.provider} />
        </dd>
        <dt className="text-slate-700">{t('offers:offer.term')}</dt>
        <dd className="font-medium text-slate-900">
          {t('offers:offer.months', { count: offer.termMonths })}
        </dd>
        <dt className="text-slate-700">{t('offers:offer.sentOn')}</dt>
        <dd className="font-medium text-slate-900">{formatDateTime(offer.createdAt, language)}</dd>
        <dt className="text-slate-700">{t('offers:offer.expiresOn')}</dt>
        <dd className="font-medium text-slate-900">{formatDateTime(offer.expiresAt, language)}</dd>
      </dl>
      {offer.description && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-900">{t('offers:offer.description')}</h4>
          <p className="whitespace-pre-line text-slate-800">{offer.description}</p>
        </div>
      )}

      {isOfferOpen(offer) && left && (
        <div className="mt-4 flex flex-wrap gap-2">
          <OfferAnswerDialog
            triggerLabel={t('offers:offer.accept')}
            triggerClassName="btn-brand rounded-md px-5 py-2 font-semibold"
            triggerDescribedBy={headingId}
            disabled={isAnswering}
            title={t('offers:offer.acceptTitle', { agent: agentName })}
            confirmLabel={t('offers:offer.acceptConfirm')}
            pendingLabel={t('offers:offer.accepting')}
            cancelLabel={t('offers:offer.notNow')}
            failureText={failureText}
            onConfirm={() => onAnswer('accept')}
          >
            <p className="font-semibold">
              {t('offers:offer.acceptSummary', {
                monthly: t('offers:offer.perMonth', { price: price(offer.monthly) }),
                company,
              })}
            </p>
            {gapText && <p>{gapText}</p>}
            {todayText && (
              <p>
                {t('quote:cover.offerAgainstToday')} {todayText}
              </p>
            )}
            <p>{t('offers:offer.acceptNext', { agent: agentName, company })}</p>
            <p>
              {t('offers:offer.acceptWayBack', {
                date: formatDateTime(offer.expiresAt, language),
                agent: agentName,
              })}
            </p>
          </OfferAnswerDialog>
          <OfferAnswerDialog
            triggerLabel={t('offers:offer.decline')}
            triggerClassName="rounded-md border border-slate-400 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
            triggerDescribedBy={headingId}
            disabled={isAnswering}
            title={t('offers:offer.declineTitle', { agent: agentName })}
            confirmLabel={t('offers:offer.declineConfirm')}
            pendingLabel={t('offers:offer.declining')}
            cancelLabel={t('offers:offer.notNow')}
            failureText={failureText}
            onConfirm={() => onAnswer('decline')}
          >
            <p>{t('offers:offer.declineBody', { agent: agentName })}</p>
          </OfferAnswerDialog>
        </div>
      )}
      <div className="mt-4">
        <MessageAgentButton agentName={nameOf(offer.agent)} leadId={offer.leadId} />
      </div>
      {offer.status === 'accepted' && (
        <div className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-slate-900">
          <h4 className="font-semibold">{t('offers:offer.nextHeading')}</h4>
          <p className="mt-1">
            {t('offers:offer.nextBody', { agent: nameOf(offer.agent), company })}
          </p>
          <p className="mt-1">{t('offers:offer.nextOthers')}</p>
          <OfferReviewPanel
            offerId={offer.id}
            agentName={nameOf(offer.agent)}
            onReviewed={refreshSharing}
          />
          {canTakeBack && (
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="text-sm">
                {t('offers:offer.takeBackIntro', {
                  date: formatDateTime(offer.expiresAt, language),
                  agent: agentName,
                })}
              </p>
              <OfferAnswerDialog
                triggerLabel={t('offers:offer.takeBack')}
                triggerClassName="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
                triggerDescribedBy={headingId}
                disabled={isAnswering}
                title={t('offers:offer.takeBackTitle')}
                confirmLabel={t('offers:offer.takeBackConfirm')}
                pendingLabel={t('offers:offer.declining')}
                cancelLabel={t('offers:offer.keepAccepted')}
                failureText={failureText}
                onConfirm={() => onAnswer('decline')}
              >
                <p>{t('offers:offer.takeBackBody', { agent: agentName })}</p>
              </OfferAnswerDialog>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
