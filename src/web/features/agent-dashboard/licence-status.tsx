import { useTranslation } from 'react-i18next';
import type { AgentLicence } from '../../../shared/contracts/licences';
import { LicenceReviewList, LicenceStatusLabel } from '../licences';

/** The record's status, the reviewer's reason while a pair is rejected, and each pair's review. */
export function LicenceStatus({ licence }: { licence: AgentLicence }) {
  const { t } = useTranslation('agent');
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {t('licence.statusLabel')} <LicenceStatusLabel status={licence.status} />
      </p>
      {licence.rejectionReason && (
        <p className="text-slate-900">
          <span className="font-medium">{t('licence.reasonLabel')}</span> {licence.rejectionReason}
        </p>
      )}
      {licence.review.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">
            {t('licence.reviewHeading')}
          </h3>
          <LicenceReviewList review={licence.review} />
        </div>
      )}
    </div>
  );
}
