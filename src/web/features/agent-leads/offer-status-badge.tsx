import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '../../../shared/contracts/leads';

const colors: Record<OfferStatus, string> = {
  sent: 'bg-blue-100 text-blue-900',
  viewed: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/** An offer's status as a word (the colour only repeats it). */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('agent');
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${colors[status]}`}>
      <span className="sr-only">{t('offers.statusLabel')} </span>
      {t(`offers.status.${status}`)}
    </span>
  );
}
