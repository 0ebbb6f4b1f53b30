import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LicenceReviewItem,
  licenceLookupUrl,
  niprLookupUrl,
} from '../../../shared/contracts/licences';
import { findInsurer } from '../../../shared/insurers';
import { DefinitionList } from '../../components/ui/definition-list';
import { LicenceReviewList, LicenceStatusLabel } from '../licences';
import { useReviewLicence } from './admin-api';
import { PairReviewForm } from './pair-review-form';

function ExternalLinkText({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('admin');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-blue-800 underline"
    >
      {children}
      <span className="sr-only"> {t('record.opensInNewTab')}</span>
      <ExternalLink aria-hidden="true" size={14} />
    </a>
  );
}

/**
 * The record's status as it is (issue 31): "Verified in 2 of 3 lines" when some pairs are verified
 * and others not, rather than the whole record's "Rejected"; still "Pending review" beside it
 * while pairs wait.
 */
function RecordStatus({ item }: { item: LicenceReviewItem }) {
  const { t } = useTranslation('admin');
  const total = item.review.length;
  const verified = item.review.filter((pair) => pair.status === 'verified').length;
  const isPartly = verified > 0 && verified < total;
  if (!isPartly) return <LicenceStatusLabel status={item.status} />;
  const text = t('recordStatus.partlyVerified', { verified, total });
  if (item.status !== 'pending')
    return <span className="font-semibold text-slate-900">{text}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <LicenceStatusLabel status={item.status} />
      <span className="font-semibold text-slate-900">{text}</span>
    </span>
  );
}

/**
 * One agent's record as a reviewer needs it: who, which company, whether the work e-mail is
 * confirmed, the NPN with NIPR's producer search, each (state, line) with its review and the
 * public licence lookup of the NPN in that state, service areas, languages and bio; while pairs
 * wait for review, a decision per pair (confirmed in a dialog before it is sent).
 */
export function LicenceReviewCard({
  item,
  onDecided,
}: {
  item: LicenceReviewItem;
  onDecided: (announcement: string) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'licences', 'common']);
  const headingId = useId();
  const review = useReviewLicence();
  const name = `${item.firstName} ${item.lastName}`;
  const submitted = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.submittedAt));
  const hasPending = item.review.some((pair) => pair.status === 'pending');
  const licensedStates = [...new Set(item.review.map((pair) => pair.state))];

  const onReview = (input: Parameters<typeof review.mutateAsync>[0]) =>
    review
      .mutateAsync(input)
      .then((result) => {
        onDecided(
          t('admin:decided.pairs', {
            name,
            approved: result.approved.length,
            rejected: result.rejected.length,
            waiting: result.waiting.length,
          }),
        );
        return true;
      })
      .catch((error: unknown) => {
        console.warn('Licence review failed', error);
        return false;
      });

  const rows = [
    {
      label: t('admin:record.company'),
      value: item.company
        ? (findInsurer(item.company)?.name ?? item.company)
        : t('admin:record.notSpecified'),
    },
    {
      label: t('admin:record.email'),
      value: (
        <>
          {item.email}{' '}
          <span className={item.emailConfirmed ? 'text-green-800' : 'font-semibold text-red-700'}>
            (
            {item.emailConfirmed
              ? t('admin:record.emailConfirmed')
              : t('admin:record.emailNotConfirmed')}
            )
          </span>
        </>
      ),
    },
    {
      label: t('admin:record.npn'),
      value: (
        <span className="flex flex-wrap items-center gap-3">
          <span className="font-mono">{item.npn}</span>
          <ExternalLinkText href={niprLookupUrl}>{t('admin:record.niprSearch')}</ExternalLinkText>
        </span>
      ),
    },
    { label: t('admin:record.submitted'), value: submitted },
    { label: t('admin:record.status'), value: <RecordStatus item={item} /> },
    ...(item.rejectionReason
      ? [{ label: t('admin:record.reason'), value: item.rejectionReason }]
      : []),
    { label: t('admin:record.licences'), value: <LicenceReviewList review={item.review} /> },
    ...(hasPending || licensedStates.length === 0
      ? []
      : [
          {
            label: t('admin:record.lookupByState'),
            value: (
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                {licensedStates.map((state) => (
                  <ExternalLinkText key={state} href={licenceLookupUrl(item.npn, state)}>
                    {t('admin:pairs.lookup', { npn: item.npn, state })}
                  </ExternalLinkText>
                ))}
              </span>
            ),
          },
        ]),
    {
      label: t('admin:record.serviceAreas'),
      value:
        item.serviceAreas.length === 0
          ? t('admin:record.none')
          : item.serviceAreas
              .map((area) =>
                area.zipPrefixes.length === 0
                  ? t('admin:record.wholeState', { state: area.state })
                  : t('admin:record.zipPrefixes', {
                      state: area.state,
                      prefixes: area.zipPrefixes.join(', '),
                    }),
              )
              .join('; '),
    },
    {
      label: t('admin:record.languages'),
      value: item.languages.map((language) => t(`licences:languages.${language}`)).join(', '),
    },
    { label: t('admin:record.bio'), value: item.bio || t('admin:record.none') },
  ];

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-navy">
        {name}
      </h3>
      <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[10rem_1fr]" />
      {hasPending && (
        <PairReviewForm
          key={item.review.map((pair) => `${pair.state}:${pair.line}:${pair.status}`).join()}
          item={item}
          name={name}
          isPending={review.isPending}
          failure={review.error}
          onSubmit={(input) => onReview({ agentId: item.agentId, ...input })}
        />
      )}
    </article>
  );
}
