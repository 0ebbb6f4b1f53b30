import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeadFlow,
  type LeadFlowInput,
  leadFlowInputSchema,
  weekdays,
} from '../../../shared/contracts/lead-flow';
import { insuranceTypes } from '../../../shared/insurance-types';
import { stateNames } from '../../../shared/states/state-names';
import { SelectInput, TextInput } from '../../components/form/form-controls';
import { SubmitButton } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useLeadFlow, useSaveLeadFlow } from './lead-flow-api';

/** Half-hour steps: starts 00:00-23:30, ends 00:30-24:00. */
const halfHours = Array.from(
  { length: 49 },
  (_, index) =>
    `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].sort();
}

const stateName = (code: string) => stateNames[code as keyof typeof stateNames] ?? code;

/**
 * Settings: which of its verified lines, states and ZIPs an agent receives, when, how many a day,
 * and a pause (the same switch as 'Unavailable'). Matching honours each (decision 0094).
 */
export function LeadFlowPanel() {
  const { t } = useTranslation('agent');
  const flow = useLeadFlow();
  return (
    <Panel headingId="lead-flow-heading" heading={t('leadFlow.heading')}>
      <p className="mt-1 text-sm text-slate-700">{t('leadFlow.intro')}</p>
      {flow.isPending && <Spinner label={t('leadFlow.heading')} />}
      {flow.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('leadFlow.loadFailed')}
        </p>
      )}
      {flow.data && <LeadFlowForm flow={flow.data} />}
    </Panel>
  );
}

function LeadFlowForm({ flow }: { flow: LeadFlow }) {
  const { t, i18n } = useTranslation(['agent', 'validation']);
  const save = useSaveLeadFlow();
  const ids = useId();
  const verifiedLines = insuranceTypes.filter((line) =>
    flow.verified.some((pair) => pair.line === line),
  );
  const verifiedStates = [...new Set(flow.verified.map((pair) => pair.state))].sort();
  // [] stored means 'all of them': show every verified choice ticked.
  const [lines, setLines] = useState<string[]>(
    flow.lines.length ? flow.lines.filter((line) => verifiedLines.includes(line)) : verifiedLines,
  );
  const [states, setStates] = useState<string[]>(
    flow.states.length
      ? flow.states.filter((state) => verifiedStates.includes(state))
      : verifiedStates,
  );
  const [zips, setZips] = useState(flow.zipPrefixes.join(', '));
  const [hasHours, setHasHours] = useState(flow.workingHours !== null);
  const [days, setDays] = useState<number[]>(flow.workingHours?.days ?? [1, 2, 3, 4, 5]);
  const [from, setFrom] = useState(flow.workingHours?.from ?? '09:00');
  const [to, setTo] = useState(flow.workingHours?.to ?? '17:00');
  // Agents have no time-zone field: until the first save, the browser's guess.
  const [timeZone, setTimeZone] = useState(flow.saved ? flow.timeZone : browserTimeZone());
  const [hasCap, setHasCap] = useState(flow.dailyCap !== null);
  const [cap, setCap] = useState(String(flow.dailyCap ?? 10));
  const [paused, setPaused] = useState(flow.paused);
  const [error, setError] = useState<string | undefined>();
  const [isSaved, setIsSaved] = useState(false);

  const dayName = (day: number) =>
    // 2024-01-01 was a Monday (ISO weekday 1).
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, day)));
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    setError(undefined);
    if (verifiedLines.length > 0 && lines.length === 0) {
      setError(t('validation:leadFlowLinesRequired'));
      return;
    }
    if (verifiedStates.length > 0 && states.length === 0) {
      setError(t('validation:leadFlowStatesRequired'));
      return;
    }
    const input: LeadFlowInput = {
      lines: lines.length === verifiedLines.length ? [] : (lines as LeadFlowInput['lines']),
      states: states.length === verifiedStates.length ? [] : (states as LeadFlowInput['states']),
      zipPrefixes: zips.split(/[\s,;]+/).filter(Boolean),
      workingHours: hasHours ? { days: [...days].sort(), from, to } : null,
      timeZone,
      dailyCap: hasCap ? (cap.trim() === '' ? Number.NaN : Number(cap)) : null,
      paused,
    };
    // The server decides; the same rules here spare a round trip.
    const parsed = leadFlowInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(t(`validation:${parsed.error.issues[0]?.message ?? 'invalidValue'}`));
      return;
    }
    try {
      await save.mutateAsync(input);
      setIsSaved(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 400 && failure.serverMessage
          ? failure.serverMessage
          : t('agent:leadFlow.failed'),
      );
    }
  };

  const fieldset = 'flex flex-col gap-2 rounded-md border border-slate-200 p-3';
  const legend = 'px-1 text-sm font-semibold text-slate-900';
  const choice = 'flex min-h-11 items-center gap-2 text-sm text-slate-800';

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4">
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          role="switch"
          aria-checked={paused}
          checked={paused}
          onChange={(event) => setPaused(event.target.checked)}
          className="h-5 w-5"
        />
        {t('agent:leadFlow.pause')}
      </label>
      <p className="-mt-3 text-sm text-slate-600">{t('agent:leadFlow.pauseHint')}</p>

      {verifiedLines.length === 0 ? (
        <p className="text-sm text-slate-700">{t('agent:leadFlow.noneVerified')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className={fieldset}>
            <legend className={legend}>{t('agent:leadFlow.lines')}</legend>
            {verifiedLines.map((line) => (
              <label key={line} className={choice}>
                <input
                  type="checkbox"
                  checked={lines.includes(line)}
                  onChange={(event) => setLines(toggle(lines, line, event.target.checked))}
                  className="h-5 w-5"
                />
                {t(`agent:lines.${line}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>{t('agent:leadFlow.states')}</legend>
            {verifiedStates.map((state) => (
              <label key={state} className={choice}>
                <input
                  type="checkbox"
                  checked={states.includes(state)}
                  onChange={(event) => setStates(toggle(states, state, event.target.checked))}
                  className="h-5 w-5"
                />
                {stateName(state)}
              </label>
            ))}
          </fieldset>
        </div>
      )}

      <div className="max-w-md">
        <TextInput
          label={t('agent:leadFlow.zips')}
          hint={t('agent:leadFlow.zipsHint')}
          inputMode="numeric"
          value={zips}
          onChange={(event) => setZips(event.target.value)}
        />
      </div>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('agent:leadFlow.hours')}</legend>
        <label className={choice}>
          <input
            type="checkbox"
            checked={hasHours}
            onChange={(event) => setHasHours(event.target.checked)}
            className="h-5 w-5"
          />
          {t('agent:leadFlow.hoursOnly')}
        </label>
        {hasHours && (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {t('agent:leadFlow.days')}
              </legend>
              <div className="flex flex-wrap gap-x-4">
                {weekdays.map((day) => (
                  <label key={day} className={choice}>
                    <input
                      type="checkbox"
                      checked={days.includes(day)}
                      onChange={(event) =>
                        setDays(
                          event.target.checked
                            ? [...days, day]
                            : days.filter((other) => other !== day),
                        )
                      }
                      className="h-5 w-5"
                    />
                    {dayName(day)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectInput
                id={`${ids}-from`}
                label={t('agent:leadFlow.from')}
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              >
                {halfHours.slice(0, -1).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </SelectInput>
              <SelectInput
                id={`${ids}-to`}
                label={t('agent:leadFlow.to')}
                value={to}
                onChange={(event) => setTo(event.target.value)}
              >
                {halfHours.slice(1).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </SelectInput>
            </div>
          </>
        )}
        <div className="max-w-md">
          <SelectInput
            id={`${ids}-zone`}
            label={t('agent:leadFlow.timeZone')}
            hint={t('agent:leadFlow.timeZoneHint')}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
          >
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectInput>
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('agent:leadFlow.cap')}</legend>
        <label className={choice}>
          <input
            type="checkbox"
            checked={hasCap}
            onChange={(event) => setHasCap(event.target.checked)}
            className="h-5 w-5"
          />
          {t('agent:leadFlow.capOn')}
        </label>
        {hasCap && (
          <div className="max-w-xs">
            <TextInput
              label={t('agent:leadFlow.capField')}
              hint={t('agent:leadFlow.capToday', { count: flow.leadsToday })}
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              value={cap}
              onChange={(event) => setCap(event.target.value)}
            />
          </div>
        )}
      </fieldset>

      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          isSubmitting={save.isPending}
          label={t('agent:leadFlow.save')}
          pendingLabel={t('agent:leadFlow.saving')}
        />
        <p role="status" className="text-sm font-medium text-green-800">
          {isSaved ? t('agent:leadFlow.saved') : ''}
        </p>
      </div>
    </form>
  );
}
