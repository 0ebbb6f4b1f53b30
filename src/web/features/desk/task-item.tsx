import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../shared/contracts/desk';
import { presetWallTime, utcToWallTime } from '../../../shared/zoned-time';
import { secondaryButtonClassName } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { requestFailureText } from '../../lib/request-failure-text';
import { deskEndpoints, useDeleteTask, useUpdateTask } from './desk-api';
import { formatDay, formatInZone } from './desk-time';

const inputClass =
  'rounded-md border border-slate-400 px-2 py-1.5 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-navy';

/** One task with its actions: done, snooze (an hour, tomorrow 9:00), reschedule, calendar file. */
export function TaskItem({
  task,
  timeZone,
  onOpenLead,
}: {
  task: Task;
  timeZone: string;
  onOpenLead?: (leadId: string) => void;
}) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.resolvedLanguage ?? 'en';
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [isRescheduling, setIsRescheduling] = useState(false);
  const [notice, setNotice] = useState('');
  const id = useId();
  const initial = utcToWallTime(new Date(task.dueAt), timeZone);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const title = `${t(`kinds.${task.kind}`)}: ${task.customer}`;

  const run = (changes: Parameters<typeof update.mutate>[0]['update'], done?: boolean) =>
    update.mutate(
      { id: task.id, update: changes },
      {
        onSuccess: (saved) => {
          setIsRescheduling(false);
          setNotice(
            done
              ? t('task.markedDone', { name: task.customer })
              : t('task.moved', { when: formatInZone(saved.dueAt, language, timeZone) }),
          );
        },
      },
    );

  return (
    <li className="rounded-md border border-slate-200 p-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </p>
        <p className="text-sm text-slate-700">
          {t('task.due', { when: formatInZone(task.dueAt, language, timeZone) })}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t(`lines.${task.line}`, { defaultValue: task.line })} · {task.state}
        {task.renewalDate &&
          ` · ${t('task.renewsOn', { date: formatDay(task.renewalDate, language) })}`}
      </p>
      {task.note && <p className="mt-1 whitespace-pre-wrap text-slate-800">{task.note}</p>}
      {!task.doneAt && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={update.isPending}
            onClick={() => run({ done: true }, true)}
          >
            {t('task.done')}
            <span className="sr-only">: {title}</span>
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={update.isPending}
            onClick={() => run({ snoozeMinutes: 60 })}
          >
            {t('task.snoozeHour')}
            <span className="sr-only">: {title}</span>
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            disabled={update.isPending}
            onClick={() => run({ due: presetWallTime('tomorrowNine', new Date(), timeZone) })}
          >
            {t('task.snoozeTomorrow')}
            <span className="sr-only">: {title}</span>
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            aria-expanded={isRescheduling}
            onClick={() => setIsRescheduling((open) => !open)}
          >
            {t('task.reschedule')}
            <span className="sr-only">: {title}</span>
          </button>
          <a className={secondaryButtonClassName} href={deskEndpoints.taskIcs(task.id)} download>
            {t('task.calendar')}
            <span className="sr-only">: {title}</span>
          </a>
          <ConfirmAction
            texts={{
              label: t('task.delete'),
              question: t('task.deleteQuestion'),
              confirmLabel: t('task.deleteConfirm'),
              cancelLabel: t('task.cancel'),
            }}
            subject={title}
            isPending={remove.isPending}
            onConfirm={() => remove.mutate(task.id)}
          />
          {onOpenLead && (
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => onOpenLead(task.leadId)}
            >
              {t('task.openLead')}
              <span className="sr-only">: {task.customer}</span>
            </button>
          )}
        </div>
      )}
      {isRescheduling && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            run({ due: { date, time } });
          }}
        >
          <label className="flex flex-col text-sm font-medium text-slate-800">
            {t('followUp.date')}
            <input
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-800">
            {t('followUp.time')}
            <input
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className={inputClass}
            />
          </label>
          <button
            type="submit"
            disabled={update.isPending}
            className="rounded-md bg-brand-navy px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
          >
            {t('task.saveReschedule')}
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => setIsRescheduling(false)}
          >
            {t('task.cancel')}
          </button>
        </form>
      )}
      <p role="status" className="mt-1 text-sm text-green-800">
        {notice}
      </p>
      {(update.isError || remove.isError) && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {requestFailureText(update.error ?? remove.error, t('task.failed'))}
        </p>
      )}
    </li>
  );
}
