import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateCode } from '../../../shared/states/state-names';
import { inputClassName } from '../../components/form/form-field';
import { secondaryButtonClassName } from '../../components/ui/button';

/** How many state codes the closed picker names before 'and N more'. */
const namedInSummary = 8;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A compact choice of states: a summary ('All 51 states', '3 states: CA, NY, TX') and a button
 * that opens a searchable list of checkboxes with 'Select all' and 'Clear'. Native checkboxes in a
 * fieldset, so a keyboard and a screen reader work it as they work any form; Escape closes it.
 */
export function StatePicker({
  legend,
  options,
  selected,
  onChange,
  error,
  emptyText,
}: {
  legend: string;
  options: readonly StateCode[];
  selected: readonly StateCode[];
  onChange: (states: StateCode[]) => void;
  error?: string;
  /** What the summary says when nothing is chosen. */
  emptyText?: string;
}) {
  const { t } = useTranslation(['agent', 'location']);
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nameOf = (code: StateCode) => t(`location:states.${code}`);
  const chosen = options.filter((code) => selected.includes(code));
  const query = folded(search.trim());
  const shown = query
    ? options.filter((code) => folded(nameOf(code)).includes(query) || folded(code) === query)
    : options;

  const summary =
    chosen.length === 0
      ? (emptyText ?? t('agent:licence.picker.none'))
      : chosen.length === options.length && options.length > 1
        ? t('agent:licence.picker.all', { count: options.length })
        : t('agent:licence.picker.some', {
            count: chosen.length,
            states:
              chosen.length > namedInSummary
                ? t('agent:licence.picker.andMore', {
                    states: chosen.slice(0, namedInSummary).join(', '),
                    count: chosen.length - namedInSummary,
                  })
                : chosen.join(', '),
          });

  const toggle = (code: StateCode, isChecked: boolean) =>
    onChange(isChecked ? [...chosen, code] : chosen.filter((held) => held !== code));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  const described = [`${id}-summary`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      aria-describedby={described}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-summary`} className="text-sm text-slate-800">
          {summary}
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={() => setIsOpen((open) => !open)}
          className={`${secondaryButtonClassName} inline-flex items-center gap-1`}
        >
          {t('agent:licence.picker.open')}
          <span className="sr-only"> {legend}</span>
          <ChevronDown
            aria-hidden="true"
            size={16}
            className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {isOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open list closes it, as in a disclosure menu.
        <div id={`${id}-panel`} onKeyDown={onKeyDown} className="flex flex-col gap-2">
          {options.length > 8 && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-[12rem] flex-1 flex-col gap-1">
                <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
                  {t('agent:licence.picker.search')}
                </label>
                <input
                  id={`${id}-search`}
                  type="search"
                  autoComplete="off"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className={inputClassName}
                />
              </div>
              <button
                type="button"
                onClick={() => onChange([...options])}
                className={secondaryButtonClassName}
              >
                {t('agent:licence.picker.selectAll')}
              </button>
              <button
                type="button"
                onClick={() => onChange([])}
                className={secondaryButtonClassName}
              >
                {t('agent:licence.picker.clear')}
              </button>
            </div>
          )}
          {shown.length === 0 ? (
            <p role="status" className="text-sm text-slate-700">
              {t('agent:licence.picker.noMatch')}
            </p>
          ) : (
            <ul className="grid max-h-64 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((code) => (
                <li key={code}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-slate-900 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={chosen.includes(code)}
                      onChange={(event) => toggle(code, event.target.checked)}
                      className="h-4 w-4 accent-[var(--accent)]"
                    />
                    {nameOf(code)}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
