import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ManualLostReason,
  manualLostReasons,
  type PipelineLead,
  type PipelineStage,
  pipelineStages,
} from '../../../shared/contracts/pipeline';
import { secondaryButtonClassName } from '../../components/ui/button';
import { requestFailureText } from '../../lib/request-failure-text';
import { useMoveStage } from './pipeline-api';

const selectClass =
  'max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-navy';

/**
 * Moves a lead by hand: a stage menu (the keyboard's and the phone's way; the board's drag uses
 * the same call), and for Lost the reason. The server refuses what the events contradict; its
 * message shows here.
 */
export function StageMove({
  lead,
  initialStage,
  compact = false,
  onMoved,
}: {
  lead: Pick<PipelineLead, 'id' | 'stage' | 'customerName'>;
  /** A drop on the Lost column opens this with Lost chosen, waiting for the reason. */
  initialStage?: PipelineStage;
  compact?: boolean;
  onMoved?: (text: string) => void;
}) {
  const { t } = useTranslation('pipeline');
  const id = useId();
  const [stage, setStage] = useState<PipelineStage>(initialStage ?? lead.stage);
  const [reason, setReason] = useState<ManualLostReason | ''>('');
  const move = useMoveStage();
  const unchanged = stage === lead.stage && stage !== 'lost';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (unchanged || (stage === 'lost' && !reason)) return;
    // The promise, not `mutate`'s callbacks: the card leaves its column (and unmounts) once moved.
    move
      .mutateAsync({
        leadId: lead.id,
        stage,
        ...(stage === 'lost' && reason ? { lostReason: reason } : {}),
      })
      .then(
        () => onMoved?.(t('move.moved', { name: lead.customerName, stage: t(`stages.${stage}`) })),
        () => undefined,
      );
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-wrap items-end gap-2">
      <div className="flex min-w-0 max-w-full flex-col">
        <label htmlFor={`${id}-stage`} className={compact ? 'sr-only' : 'text-sm font-semibold'}>
          {t('move.label', { name: lead.customerName })}
        </label>
        <select
          id={`${id}-stage`}
          value={stage}
          onChange={(event) => {
            setStage(event.target.value as PipelineStage);
            move.reset();
          }}
          className={selectClass}
        >
          {pipelineStages.map((option) => (
            <option key={option} value={option}>
              {t(`stages.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {stage === 'lost' && (
        <div className="flex min-w-0 max-w-full flex-col">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            {t('move.reason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value as ManualLostReason)}
            className={selectClass}
          >
            <option value="">{t('move.chooseReason')}</option>
            {manualLostReasons.map((option) => (
              <option key={option} value={option}>
                {t(`lostReasons.${option}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="submit"
        disabled={move.isPending || unchanged}
        className={secondaryButtonClassName}
        aria-label={compact ? `${t('move.submit')}: ${lead.customerName}` : undefined}
      >
        {move.isPending ? t('move.moving') : t('move.submit')}
      </button>
      {move.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {requestFailureText(move.error, t('move.failed'))}
        </p>
      )}
    </form>
  );
}
