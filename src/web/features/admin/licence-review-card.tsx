import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LicenceReviewItem, niprLookupUrl } from '../../../shared/contracts/licences';
import { findInsurer } from '../../../shared/insurers';
import { DefinitionList } from '../../components/ui/definition-list';
import { ApiError } from '../../lib/api-client';
import { LicenceReviewList, LicenceStatusLabel } from '../licences';
import { useApproveLicence } from './admin-api';
import { RejectLicenceDialog } from './reject-licence-dialog';

/**
 * One agent's record as a reviewer needs it: who, which company, whether the work e-mail is
 * confirmed, the NPN with the public NIPR lookup to check it, each (state, line) with its review,
 * service areas, languages and bio; Approve or Reject while something waits for review.
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
  const approve = useApproveLicence();
  const name = `${item.firstName} ${item.lastName}`;
  const submitted = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.submittedAt));
  const approveFailure =
    approve.error instanceof ApiError && approve.error.serverMessage
      ? approve.error.serverMessage
      : t('common:errors.generic');

  const onApprove = () => {
    approve
      .mutateAsync({ agentId: item.agentId })
      .then(() => onDecided(t('admin:decided.approved', { name })))
      .catch((error: unknown) => console.warn('Licence approval failed', error));
  };

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
          <a
            href={niprLookupUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-blue-800 underline"
          >
            {t('admin:record.niprLookup')}
            <span className="sr-only"> {t('admin:record.opensInNewTab')}</span>
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        </span>
      ),
    },
    { label: t('admin:record.submitted'), value: submitted },
    { label: t('admin:record.status'), value: <LicenceStatusLabel status={item.status} /> },
    ...(item.status === 'rejected' && item.rejectionReason
      ? [{ label: t('admin:record.reason'), value: item.rejectionReason }]
      : []),
    { label: t('admin:record.licences'), value: <LicenceReviewList review={item.review} /> },
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
      {item.status === 'pending' && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            aria-describedby={headingId}
            onClick={onApprove}
            disabled={approve.isPending}
            className="btn-brand rounded-md px-4 py-2 font-semibold"
          >
            {approve.isPending ? t('admin:approving') : t('admin:approve')}
          </button>
          <RejectLicenceDialog
            agentId={item.agentId}
            name={name}
            describedBy={headingId}
            onRejected={() => onDecided(t('admin:decided.rejected', { name }))}
          />
        </div>
      )}
      {approve.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {approveFailure}
        </p>
      )}
    </article>
  );
}
