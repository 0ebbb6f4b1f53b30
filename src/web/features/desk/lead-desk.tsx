import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualTaskKinds, policyTerms, renewalDateOf } from '../../../shared/contracts/desk';
import type { LeadDetail } from '../../../shared/contracts/leads';
import { deskValidationMessages } from '../../../shared/desk-validation-messages';
import {
  addDays,
  presetWallTime,
  type TaskPreset,
  taskPresets,
  utcToWallTime,
} from '../../../shared/zoned-time';
import { SubmitButton } from '../../components/ui/button';
import { addValidationMessages } from '../../lib/add-validation-messages';
import { requestFailureText } from '../../lib/request-failure-text';
import { useAgentZone, useCreateTask, usePolicies, useRecordPolicy, useTasks } from './desk-api';
import { formatDay, formatInZone } from './desk-time';
import { TaskItem } from './task-item';

addValidationMessages(deskValidationMessages);

const inputClass =
  'rounded-md border border-slate-400 px-2 py-1.5 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-navy';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-800';

/**
 * The desk on a lead (issue 29, items 4 and 6): its open follow-ups, a form to add one (presets in
 * the agent's own zone), and, once an offer is accepted, the won policy.
 */
function LeadDeskContent({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('desk');
  const tasks = useTasks(lead.id);
  const headingId = useId();
  const timeZone = useAgentZone(tasks.data);
  const hasAcceptedOffer = lead.offerList.some((offer) => offer.status === 'accepted');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('followUp.heading')}
      </h3>
      {tasks.data && tasks.data.tasks.length === 0 && (
        <p className="text-slate-700">{t('followUp.none')}</p>
      )}
      {tasks.data && tasks.data.tasks.length > 0 && (
        <ul className="flex flex-col gap-2">
          {tasks.data.tasks.map((task) => (
            <TaskItem key={task.id} task={task} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <FollowUpForm leadId={lead.id} timeZone={timeZone} />
      {hasAcceptedOffer && <WonPolicy leadId={lead.id} />}
    </section>
  );
}

function FollowUpForm({ leadId, timeZone }: { leadId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.resolvedLanguage ?? 'en';
  const create = useCreateTask();
  const [preset, setPreset] = useState<TaskPreset | 'custom'>('tomorrowNine');
  const tomorrow = addDays(utcToWallTime(new Date(), timeZone).date, 1);
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('09:00');
  const [kind, setKind] = useState<(typeof manualTaskKinds)[number]>('call');
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState('');
  const formId = useId();
  return (
    <form
      aria-labelledby={`${formId}-heading`}
      className="flex flex-col gap-3 rounded-md bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice('');
        const due =
          preset === 'custom' ? { date, time } : presetWallTime(preset, new Date(), timeZone);
        create.mutate(
          { leadId, kind, note, due },
          {
            onSuccess: (task) => {
              setNote('');
              setNotice(
                t('followUp.saved', { when: formatInZone(task.dueAt, language, timeZone) }),
              );
            },
          },
        );
      }}
    >
      <h4 id={`${formId}-heading`} className="font-semibold text-slate-900">
        {t('followUp.add')}
      </h4>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('followUp.when')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {[...taskPresets, 'custom' as const].map((name) => (
            <label key={name} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={`${formId}-preset`}
                value={name}
                checked={preset === name}
                onChange={() => setPreset(name)}
              />
              {t(`followUp.presets.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' && (
        <div className="flex flex-wrap gap-3">
          <label className={labelClass}>
            {t('followUp.date')}
            <input
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={inputClass}
            />
          </label>
          <label className={labelClass}>
            {t('followUp.time')}
            <input
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className={inputClass}
            />
          </label>
        </div>
      )}
      <label className={labelClass}>
        {t('followUp.kind')}
        <select
          value={kind}
          onChange={(event) => setKind(event.target.value as typeof kind)}
          className={`${inputClass} max-w-xs`}
        >
          {manualTaskKinds.map((name) => (
            <option key={name} value={name}>
              {t(`kinds.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('followUp.note')}
        <textarea
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className={inputClass}
        />
      </label>
      <p className="text-sm text-slate-700">{t('followUp.timeZone', { zone: timeZone })}</p>
      <div>
        <SubmitButton
          isSubmitting={create.isPending}
          label={t('followUp.save')}
          pendingLabel={t('followUp.saving')}
        />
      </div>
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700">
          {requestFailureText(create.error, t('task.failed'))}
        </p>
      )}
    </form>
  );
}

function WonPolicy({ leadId }: { leadId: string }) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.resolvedLanguage ?? 'en';
  const policies = usePolicies();
  const record = useRecordPolicy();
  const formId = useId();
  const [carrier, setCarrier] = useState('');
  const [policyNumber, setPolicyNumber] = useState('');
  const [effectiveDate, setEffectiveDate] = useState(utcToWallTime(new Date(), 'UTC').date);
  const [termMonths, setTermMonths] = useState<6 | 12>(12);
  const [premium, setPremium] = useState('');
  const [notice, setNotice] = useState('');
  const recorded = policies.data?.filter((policy) => policy.leadId === leadId) ?? [];
  return (
    <section aria-labelledby={`${formId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${formId}-heading`} className="text-lg font-bold text-brand-navy">
        {t('policy.heading')}
      </h3>
      {recorded.length > 0 ? (
        <ul className="list-disc pl-5 text-slate-900">
          {recorded.map((policy) => (
            <li key={policy.id}>
              {t('policy.recorded', {
                carrier: policy.carrier,
                date: formatDay(policy.renewalDate, language),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <form
          className="flex flex-col gap-3 rounded-md bg-slate-50 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice('');
            record.mutate(
              {
                leadId,
                carrier,
                policyNumber,
                effectiveDate,
                termMonths,
                premium: Number(premium),
              },
              {
                onSuccess: (policy) =>
                  setNotice(t('policy.saved', { date: formatDay(policy.renewalDate, language) })),
              },
            );
          }}
        >
          <p className="text-slate-800">{t('policy.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={labelClass}>
              {t('policy.carrier')}
              <input
                required
                maxLength={100}
                value={carrier}
                onChange={(event) => setCarrier(event.target.value)}
                className={inputClass}
              />
            </label>
            <label className={labelClass}>
              {t('policy.number')}
              <input
                maxLength={60}
                value={policyNumber}
                onChange={(event) => setPolicyNumber(event.target.value)}
                className={inputClass}
              />
            </label>
            <label className={labelClass}>
              {t('policy.effective')}
              <input
                type="date"
                required
                value={effectiveDate}
                onChange={(event) => setEffectiveDate(event.target.value)}
                className={inputClass}
              />
            </label>
            <label className={labelClass}>
              {t('policy.term')}
              <select
                value={termMonths}
                onChange={(event) => setTermMonths(Number(event.target.value) as 6 | 12)}
                className={inputClass}
              >
                {policyTerms.map((months) => (
                  <option key={months} value={months}>
                    {t('policy.months', { count: months })}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              {t('policy.premium')}
              <input
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                required
                value={premium}
                onChange={(event) => setPremium(event.target.value)}
                className={inputClass}
              />
            </label>
            {effectiveDate && /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate) && (
              <p className="self-end text-sm text-slate-700">
                {t('task.renewsOn', {
                  date: formatDay(renewalDateOf(effectiveDate, termMonths), language),
                })}
              </p>
            )}
          </div>
          <div>
            <SubmitButton
              isSubmitting={record.isPending}
              label={t('policy.save')}
              pendingLabel={t('policy.saving')}
            />
          </div>
          {record.isError && (
            <p role="alert" className="text-sm text-red-700">
              {requestFailureText(record.error, t('task.failed'))}
            </p>
          )}
        </form>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
    </section>
  );
}

/** Waits for the `desk` texts without holding up the screen around it. */
export function LeadDesk({ lead }: { lead: LeadDetail }) {
  return (
    <Suspense fallback={null}>
      <LeadDeskContent lead={lead} />
    </Suspense>
  );
}
