import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PipelineLead,
  type PipelineStage,
  pipelineStages,
  type StageTotal,
} from '../../../shared/contracts/pipeline';
import { formatDollars } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { LeadCard } from './lead-card';
import { useMoveStage, useStageColumn } from './pipeline-api';
import type { PipelineFilters } from './pipeline-filters';

/**
 * The board: one column per stage with its count and value a year. A card dropped on another
 * column moves there (Lost opens the lead to ask the reason); every card also has its menu.
 */
export function PipelineBoard({
  filters,
  totals,
  now,
  onOpen,
  onMoved,
}: {
  filters: PipelineFilters;
  totals: StageTotal[] | undefined;
  now: Date;
  onOpen: (leadId: string, lead?: PipelineLead, stage?: PipelineStage) => void;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation('pipeline');
  const move = useMoveStage();
  return (
    <div>
      <p className="mb-2 hidden text-sm text-slate-700 lg:block">{t('dragHint')}</p>
      {move.isError && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {requestFailureText(move.error, t('move.failed'))}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-5">
        {pipelineStages.map((stage) => (
          <StageColumn
            key={stage}
            stage={stage}
            filters={filters}
            total={totals?.find((total) => total.stage === stage)}
            now={now}
            onOpen={onOpen}
            onMoved={onMoved}
            onDrop={(lead) => {
              if (lead.stage === stage) return;
              if (stage === 'lost') onOpen(lead.id, lead, 'lost');
              else
                move.mutateAsync({ leadId: lead.id, stage }).then(
                  () =>
                    onMoved(
                      t('move.moved', { name: lead.customerName, stage: t(`stages.${stage}`) }),
                    ),
                  () => undefined,
                );
            }}
          />
        ))}
      </div>
    </div>
  );
}

function StageColumn({
  stage,
  filters,
  total,
  now,
  onOpen,
  onMoved,
  onDrop,
}: {
  stage: PipelineStage;
  filters: PipelineFilters;
  total: StageTotal | undefined;
  now: Date;
  onOpen: (leadId: string, lead?: PipelineLead) => void;
  onMoved: (text: string) => void;
  onDrop: (lead: PipelineLead) => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const language = i18n.resolvedLanguage ?? 'en';
  const column = useStageColumn(filters, stage);
  const [isOver, setIsOver] = useState(false);
  const leads = column.data?.leads ?? [];
  const count = total?.count ?? leads.length;
  const value = formatDollars((total?.annualPremiumCents ?? 0) / 100, language);
  const headingId = `pipeline-column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        const lead = droppedLead(event.dataTransfer.getData('text/x-lion-lead'));
        if (lead) onDrop(lead);
      }}
      data-stage={stage}
      className={`flex min-h-24 flex-col gap-2 rounded-lg p-2 ring-1 ${isOver ? 'bg-sky-50 ring-brand-navy' : 'bg-slate-50 ring-slate-200'}`}
    >
      <h3 id={headingId} className="px-1 font-bold text-brand-navy">
        <span>{t(`stages.${stage}`)}</span>
        <span className="sr-only">
          {' '}
          {t('column', { stage: t(`stages.${stage}`), count, value })}
        </span>
        <span aria-hidden="true" className="block text-xs font-semibold text-slate-700">
          {t('columnShort', { count, value })}
        </span>
      </h3>
      {column.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('failed')}
        </p>
      )}
      {column.data && leads.length === 0 && (
        <p className="px-1 text-sm text-slate-700">{t('empty')}</p>
      )}
      <ul className="flex flex-col gap-2">
        {leads.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            now={now}
            onOpen={(id) => onOpen(id, lead)}
            onMoved={onMoved}
          />
        ))}
      </ul>
      {count > leads.length && column.data && (
        <p className="px-1 text-xs text-slate-700">
          {t('showing', { shown: leads.length, count })}
        </p>
      )}
    </section>
  );
}

/** The card a drop carries (set by `LeadCard`); anything else dropped is ignored. */
function droppedLead(data: string): PipelineLead | undefined {
  try {
    const lead = JSON.parse(data) as PipelineLead;
    return typeof lead?.id === 'string' && typeof lead.stage === 'string' ? lead : undefined;
  } catch {
    return undefined;
  }
}
