import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  PipelineLead,
  PipelineStage,
  TimelineEntry,
} from '../../../shared/contracts/pipeline';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime, formatMoney } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { useAddNote, useDeleteNote, useLeadNotes, useLeadTimeline } from './pipeline-api';
import { StageMove } from './stage-move';

/** One lead on the desk: its stage (move it), private notes and the timeline, newest first. */
export function LeadDesk({
  lead,
  initialStage,
  onClose,
  onMoved,
}: {
  lead: PipelineLead;
  initialStage?: PipelineStage;
  onClose: () => void;
  onMoved: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const timeline = useLeadTimeline(lead.id);
  const stage = timeline.data?.stage ?? lead.stage;
  const lostReason = timeline.data?.lostReason ?? lead.lostReason;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} tabIndex={-1} className="text-lg font-bold text-brand-navy">
            {lead.customerName}
          </h3>
          <p className="text-sm text-slate-700">
            {t(`lines.${lead.line}`)} · {lead.state} {lead.zip} ·{' '}
            {t('desk.stage', { stage: t(`stages.${stage}`) })}
            {lostReason &&
              ` · ${t('desk.lostBecause', { reason: t(`lostReasons.${lostReason}`) })}`}
          </p>
        </div>
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('desk.close')}
        </button>
      </div>
      {timeline.isError ? (
        <p role="alert" className="text-red-700">
          {t('desk.gone')}
        </p>
      ) : (
        <>
          <StageMove
            key={`${lead.id}-${stage}-${initialStage ?? ''}`}
            lead={{ ...lead, stage }}
            initialStage={initialStage}
            onMoved={onMoved}
          />
          <Notes leadId={lead.id} language={language} />
          <section aria-labelledby={`${headingId}-timeline`}>
            <h4 id={`${headingId}-timeline`} className="font-bold text-brand-navy">
              {t('desk.timeline')}
            </h4>
            {timeline.isPending && <Spinner label={t('loading')} />}
            <ol className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
              {timeline.data?.entries.map((entry) => (
                <li key={entry.id} className="text-sm">
                  <time dateTime={entry.at} className="block text-xs text-slate-600">
                    {formatDateTime(entry.at, language)}
                  </time>
                  <span className="text-slate-900">{describeEntry(entry, t, language)}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}

type T = ReturnType<typeof useTranslation<'pipeline'>>['t'];

function describeEntry(entry: TimelineEntry, t: T, language: string): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'arrived':
      return t('timeline.arrived');
    case 'stage': {
      const to = t(`stages.${d.to as PipelineStage}`);
      const moved = d.from
        ? t('timeline.stage', { from: t(`stages.${d.from as PipelineStage}`), to })
        : t('timeline.stageFirst', { to });
      const reason = d.lostReason ? ` (${t(`lostReasons.${d.lostReason as 'other'}`)})` : '';
      return `${moved}${reason}, ${d.cause === 'manual' ? t('timeline.byHand') : t('timeline.byEvent')}`;
    }
    case 'message_sent':
    case 'message_received':
      return t(`timeline.${entry.kind}`, { text: d.text ?? '' });
    case 'call':
      return t('timeline.call', { status: t(`callStatus.${d.status as 'ended'}`) });
    case 'offer': {
      const cents = Number(d.premiumCents ?? 0);
      return t('timeline.offer', {
        premium: formatMoney(cents / 100, language),
        status: t(`offerStatus.${d.status as 'sent'}`),
      });
    }
    case 'note':
      return t('timeline.note', { text: d.text ?? '' });
    case 'task': {
      const due = d.dueAt ? formatDateTime(d.dueAt, language) : '';
      const kind = t(`taskKinds.${d.kind as 'call'}`);
      return d.doneAt
        ? t('timeline.taskDone', { kind, due, note: d.note ?? '' })
        : t('timeline.task', { kind, due, note: d.note ?? '' });
    }
    default:
      return '';
  }
}

function Notes({ leadId, language }: { leadId: string; language: string }) {
  const { t } = useTranslation('pipeline');
  const id = useId();
  const notes = useLeadNotes(leadId);
  const add = useAddNote(leadId);
  const remove = useDeleteNote(leadId);
  const [body, setBody] = useState('');
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-bold text-brand-navy">
        {t('desk.notes')}
      </h4>
      <p className="text-sm text-slate-700">{t('desk.notesHint')}</p>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) return;
          add.mutate(body, { onSuccess: () => setBody('') });
        }}
      >
        <label htmlFor={`${id}-note`} className="text-sm font-semibold">
          {t('desk.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          value={body}
          maxLength={2000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          className="rounded-md border border-slate-300 p-2 text-sm"
        />
        <div>
          <button
            type="submit"
            disabled={add.isPending}
            className="btn-brand rounded-md px-3 py-1.5 text-sm font-semibold"
          >
            {add.isPending ? t('desk.adding') : t('desk.addNote')}
          </button>
        </div>
        {add.isError && (
          <p role="alert" className="text-sm text-red-700">
            {requestFailureText(add.error, t('desk.noteFailed'))}
          </p>
        )}
      </form>
      {notes.data && notes.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('desk.noNotes')}</p>
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {notes.data?.map((note) => (
          <li key={note.id} className="rounded-md bg-amber-50 p-2 text-sm ring-1 ring-amber-200">
            <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
            <div className="mt-1 flex items-center justify-between gap-2">
              <time dateTime={note.createdAt} className="text-xs text-slate-600">
                {formatDateTime(note.createdAt, language)}
              </time>
              <button
                type="button"
                onClick={() => remove.mutate(note.id)}
                className="text-xs font-semibold text-red-800 underline"
                aria-label={t('desk.deleteNote', {
                  when: formatDateTime(note.createdAt, language),
                })}
              >
                ×
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
