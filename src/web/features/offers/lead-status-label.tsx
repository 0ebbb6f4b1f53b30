import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '../../../shared/contracts/leads';

const tones: Record<LeadStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  accepted: 'bg-green-50 text-green-900 ring-green-300',
  passed: 'bg-slate-100 text-slate-800 ring-slate-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** Where an agent stands with a request: waiting for an answer, accepted, passed, expired, withdrawn. */
export function LeadStatusLabel({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('offers');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${tones[status]}`}
    >
      {t(`leadStatus.${status}`)}
    </span>
  );
}
