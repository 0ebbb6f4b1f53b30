import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../shared/contracts/desk';
import { deskValidationMessages } from '../../../shared/desk-validation-messages';
import { utcToWallTime } from '../../../shared/zoned-time';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { addValidationMessages } from '../../lib/add-validation-messages';
import { useNow } from '../../lib/time-format';
import { deskEndpoints, useAgentZone, useTasks } from './desk-api';
import { TaskFeedSection } from './task-feed';
import { TaskItem } from './task-item';

addValidationMessages(deskValidationMessages);

const groups = ['overdue', 'today', 'upcoming'] as const;

/** Overdue, today, upcoming: the agent's open follow-ups, in their own zone (issue 29, item 4). */
function TodayViewContent({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const { t } = useTranslation('desk');
  const tasks = useTasks();
  const zone = useAgentZone(tasks.data);
  const now = useNow();
  const headingId = useId();

  if (tasks.isPending) return <Spinner label={t('today.loading')} />;
  if (tasks.isError) {
    return (
      <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p role="alert" className="text-red-700">
          {t('today.loadFailed')}
        </p>
        <button
          type="button"
          className={`${secondaryButtonClassName} mt-3`}
          onClick={() => void tasks.refetch()}
        >
          {t('today.retry')}
        </button>
      </div>
    );
  }
  const timeZone = zone;
  const today = utcToWallTime(now, timeZone).date;
  const grouped: Record<(typeof groups)[number], Task[]> = { overdue: [], today: [], upcoming: [] };
  for (const task of tasks.data.tasks) {
    const due = new Date(task.dueAt);
    if (due.getTime() <= now.getTime()) grouped.overdue.push(task);
    else if (utcToWallTime(due, timeZone).date === today) grouped.today.push(task);
    else grouped.upcoming.push(task);
  }
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-xl font-bold text-brand-navy">
            {t('today.heading')}
          </h2>
          <a className={secondaryButtonClassName} href={deskEndpoints.tasksCsv} download>
            {t('today.export')}
          </a>
        </div>
        <p className="text-slate-800">{t('today.intro')}</p>
        <p className="text-sm text-slate-700">{t('today.timeZone', { zone: timeZone })}</p>
        {groups.map((group) => (
          <TaskGroup
            key={group}
            name={group}
            tasks={grouped[group]}
            timeZone={timeZone}
            onOpenLead={onOpenLead}
          />
        ))}
      </section>
      <TaskFeedSection />
    </div>
  );
}

function TaskGroup({
  name,
  tasks,
  timeZone,
  onOpenLead,
}: {
  name: (typeof groups)[number];
  tasks: Task[];
  timeZone: string;
  onOpenLead: (leadId: string) => void;
}) {
  const { t } = useTranslation('desk');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3
        id={id}
        className={`text-lg font-semibold ${name === 'overdue' ? 'text-red-800' : 'text-slate-900'}`}
      >
        {t(`today.${name}`)} ({tasks.length})
      </h3>
      {tasks.length === 0 ? (
        <p className="text-slate-700">{t('today.emptyGroup')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} timeZone={timeZone} onOpenLead={onOpenLead} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Waits for the `desk` texts without holding up the screen around it. */
export function TodayView({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  return (
    <Suspense fallback={null}>
      <TodayViewContent onOpenLead={onOpenLead} />
    </Suspense>
  );
}
