import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '../../../shared/contracts/licences';

const tones: Record<LicenceStatus, string> = {
  not_submitted: 'bg-slate-100 text-slate-800 ring-slate-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  verified: 'bg-green-50 text-green-900 ring-green-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};

/** 'Pending review', 'Verified', 'Rejected' (or 'Not submitted'), of a record or of one line. */
export function LicenceStatusLabel({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('licences');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
