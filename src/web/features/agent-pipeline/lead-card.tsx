import { useTranslation } from 'react-i18next';
import type { PipelineLead } from '../../../shared/contracts/pipeline';
import { formatDollars } from '../../lib/format';
import { formatRelative } from '../../lib/time-format';
import { StageMove } from './stage-move';

/** How long a New lead has waited: seconds under a minute, then minutes, hours, days. */
export function waitedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d`;
}

/** What a lead's card and row say: its wait (New, ticking), value, unread and offer expiry. */
export function LeadFacts({ lead, now }: { lead: PipelineLead; now: Date }) {
  const { t, i18n } = useTranslation('pipeline');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
      <li>
        {t(`lines.${lead.line}`)} · {lead.state} {lead.zip}
      </li>
      {lead.stage === 'new' && (
        <li className="font-semibold text-amber-900">
          {t('waiting', { time: waitedText(now.getTime() - Date.parse(lead.receivedAt)) })}
        </li>
      )}
      <li>
        {lead.annualPremiumCents === null
          ? t('noPremium')
          : t('premium', { value: formatDollars(lead.annualPremiumCents / 100, language) })}
      </li>
      {lead.unread > 0 && (
        <li className="font-semibold text-brand-navy">{t('unread', { count: lead.unread })}</li>
      )}
      {lead.offerExpiresAt && (
        <li>{t('expires', { when: formatRelative(lead.offerExpiresAt, now, language) })}</li>
      )}
    </ul>
  );
}

/** A board card: open it, drag it (desktop), or move it with its menu (keyboard, phone). */
export function LeadCard({
  lead,
  now,
  onOpen,
  onMoved,
}: {
  lead: PipelineLead;
  now: Date;
  onOpen: (leadId: string) => void;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation('pipeline');
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/x-lion-lead', JSON.stringify(lead));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-lead-id={lead.id}
      className="flex flex-col gap-2 rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <button
        type="button"
        onClick={() => onOpen(lead.id)}
        className="text-left font-semibold text-brand-navy underline-offset-2 hover:underline"
        aria-label={t('open', { name: lead.customerName })}
      >
        {lead.customerName}
      </button>
      <LeadFacts lead={lead} now={now} />
      <StageMove lead={lead} compact onMoved={onMoved} />
    </li>
  );
}
