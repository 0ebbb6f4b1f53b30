import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type PipelineLead,
  type PipelineStage,
  pipelineAges,
  pipelineSorts,
  pipelineStages,
} from '../../../shared/contracts/pipeline';
import { insuranceTypes } from '../../../shared/insurance-types';
import { stateCodes } from '../../../shared/states/state-names';
import { secondaryButtonClassName } from '../../components/ui/button';
import { useNow } from '../../lib/time-format';
import { BookList } from './book-list';
import { LeadDesk } from './lead-desk';
import { pipelineEndpoints, useStageTotals } from './pipeline-api';
import { PipelineBoard } from './pipeline-board';
import {
  type PipelineFilters,
  type PipelineView,
  readFilters,
  readView,
  writeFilters,
} from './pipeline-filters';
import SpeedToLeadCard from './speed-to-lead-card';

const fieldClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-navy';

/**
 * The Pipeline tab (issue 29): speed to lead, the filters (kept in the address), the board or the
 * list, and the lead opened beside them with its stage, notes and timeline.
 */
export default function PipelinePanel() {
  const { t } = useTranslation('pipeline');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const view = readView(params);
  const now = useNow(1000);
  const totals = useStageTotals(filters);
  const [open, setOpen] = useState<{ lead: PipelineLead; stage?: PipelineStage } | null>(null);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const deskRef = useRef<HTMLDivElement>(null);

  const setFilters = (next: PipelineFilters) =>
    setParams((current) => writeFilters(current, next), { replace: true });
  const setView = (next: PipelineView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'board') updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  const openLead = (_id: string, lead?: PipelineLead, stage?: PipelineStage) => {
    if (lead) setOpen({ lead, stage });
  };
  useEffect(() => {
    if (open) deskRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [open]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-navy">
            {t('heading')}
          </h2>
          <p className="text-sm text-slate-700">{t('intro')}</p>
        </div>
        <a href={pipelineEndpoints.csv} download className={secondaryButtonClassName}>
          {t('export')}
        </a>
      </div>
      <SpeedToLeadCard />
      <Filters filters={filters} view={view} onChange={setFilters} />
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('views.label')}</legend>
        {(['board', 'list'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => setView(name)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 ${view === name ? 'bg-brand-navy text-white' : 'bg-white text-slate-800'}`}
          >
            {t(`views.${name}`)}
          </button>
        ))}
      </fieldset>
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
      <div className={open ? 'grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}>
        <div className="min-w-0">
          {view === 'board' ? (
            <PipelineBoard
              filters={filters}
              totals={totals.data}
              now={now}
              onOpen={openLead}
              onMoved={setNotice}
            />
          ) : (
            <BookList filters={filters} now={now} onOpen={openLead} onMoved={setNotice} />
          )}
        </div>
        {open && (
          <div ref={deskRef}>
            <LeadDesk
              key={`${open.lead.id}-${open.stage ?? ''}`}
              lead={open.lead}
              initialStage={open.stage}
              onClose={() => setOpen(null)}
              onMoved={setNotice}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function Filters({
  filters,
  view,
  onChange,
}: {
  filters: PipelineFilters;
  view: PipelineView;
  onChange: (next: PipelineFilters) => void;
}) {
  const { t } = useTranslation('pipeline');
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? '');
  // Typing searches after a pause; the address keeps what was searched.
  useEffect(() => {
    if ((filters.q ?? '') === search.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, q: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  const select = <K extends keyof PipelineFilters>(key: K, value: string) =>
    onChange({ ...filters, [key]: value === '' ? undefined : value });
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <div className="flex min-w-48 flex-1 flex-col">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold">
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          className={fieldClass}
        />
      </div>
      {view === 'list' && (
        <Select
          id={`${id}-stage`}
          label={t('filters.stage')}
          value={filters.stage ?? ''}
          onChange={(value) => select('stage', value)}
          options={[
            ['', t('filters.anyStage')],
            ...pipelineStages.map((stage): [string, string] => [stage, t(`stages.${stage}`)]),
          ]}
        />
      )}
      <Select
        id={`${id}-line`}
        label={t('filters.line')}
        value={filters.line ?? ''}
        onChange={(value) => select('line', value)}
        options={[
          ['', t('filters.anyLine')],
          ...insuranceTypes.map((line): [string, string] => [line, t(`lines.${line}`)]),
        ]}
      />
      <Select
        id={`${id}-state`}
        label={t('filters.state')}
        value={filters.state ?? ''}
        onChange={(value) => select('state', value)}
        options={[
          ['', t('filters.anyState')],
          ...stateCodes.map((code): [string, string] => [code, code]),
        ]}
      />
      <Select
        id={`${id}-age`}
        label={t('filters.age')}
        value={filters.age ?? ''}
        onChange={(value) => select('age', value)}
        options={[
          ['', t('filters.anyAge')],
          ...pipelineAges.map((age): [string, string] => [age, t(`filters.ages.${age}`)]),
        ]}
      />
      <Select
        id={`${id}-sort`}
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(value) => select('sort', value || 'newest')}
        options={pipelineSorts.map((sort): [string, string] => [sort, t(`filters.sorts.${sort}`)])}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={filters.unread ?? false}
          onChange={(event) => onChange({ ...filters, unread: event.target.checked || undefined })}
        />
        {t('filters.unread')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={filters.expiring ?? false}
          onChange={(event) =>
            onChange({ ...filters, expiring: event.target.checked || undefined })
          }
        />
        {t('filters.expiring')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={filters.overdue ?? false}
          onChange={(event) => onChange({ ...filters, overdue: event.target.checked || undefined })}
        />
        {t('filters.overdue')}
      </label>
      <button
        type="button"
        onClick={() => {
          setSearch('');
          onChange({ sort: 'newest' });
        }}
        className={secondaryButtonClassName}
      >
        {t('filters.clear')}
      </button>
    </fieldset>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
