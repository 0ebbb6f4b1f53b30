import { useTranslation } from 'react-i18next';
import type { PipelineLead } from '../../../shared/contracts/pipeline';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format';
import { LeadFacts } from './lead-card';
import { useBookList } from './pipeline-api';
import type { PipelineFilters } from './pipeline-filters';
import { StageMove } from './stage-move';

/** The list view: keyset pages of 50 under the filters and the sort, 'Show more' for the next. */
export function BookList({
  filters,
  now,
  onOpen,
  onMoved,
}: {
  filters: PipelineFilters;
  now: Date;
  onOpen: (leadId: string, lead?: PipelineLead) => void;
  onMoved: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const language = i18n.resolvedLanguage ?? 'en';
  const list = useBookList(filters);
  const leads = list.data?.pages.flatMap((page) => page.leads) ?? [];
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('failed')}
      </p>
    );
  if (leads.length === 0) return <p className="text-slate-700">{t('emptyList')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {leads.map((lead) => (
          <li
            key={lead.id}
            data-lead-id={lead.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <button
                type="button"
                onClick={() => onOpen(lead.id, lead)}
                className="text-left font-semibold text-brand-navy underline-offset-2 hover:underline"
                aria-label={t('open', { name: lead.customerName })}
              >
                {lead.customerName}
              </button>
              <span className="text-xs text-slate-700">
                {t(`stages.${lead.stage}`)}
                {lead.lostReason && ` · ${t(`lostReasons.${lead.lostReason}`)}`} ·{' '}
                <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt, language)}</time>
              </span>
              <LeadFacts lead={lead} now={now} />
            </div>
            <StageMove lead={lead} compact onMoved={onMoved} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div>
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className={secondaryButtonClassName}
          >
            {t('more')}
          </button>
        </div>
      )}
    </div>
  );
}
