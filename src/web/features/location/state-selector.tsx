import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StateCode, stateCodes, toStateCode } from '../../../shared/states/state-names';
import { broadcastStateSelected } from './location-store';

export interface StateSelectorProps {
  /** The state shown now; any case (it is upper-cased). */
  currentState: string | undefined;
  /** Called with the chosen code after the state-selected event went out. */
  onSelect?: (code: StateCode) => void;
  /**
   * Broadcast the window 'state-selected' event {code, name} on choice (default). Turn off when
   * `onSelect` broadcasts itself, so listeners hear one event per choice.
   */
  broadcast?: boolean;
  /** When given, the state name sits at the end of a heading with this text (the picker opens below it). */
  headingPrefix?: string;
  headingLevel?: 2 | 3;
  headingClassName?: string;
}

/**
 * The clickable state name that opens a horizontal 'Select Your State' picker. Arrow keys, Home
 * and End move between states, Escape closes and returns focus to the state name.
 */
export function StateSelector({
  currentState,
  onSelect,
  broadcast = true,
  headingPrefix,
  headingLevel = 2,
  headingClassName,
}: StateSelectorProps) {
  const { t } = useTranslation(['location', 'common']);
  const current = toStateCode(currentState);
  const [isOpen, setIsOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const pickerId = useId();
  const hintId = useId();
  const stateLabel = current ? t(`states.${current}`) : t('selector.title');

  useEffect(() => {
    if (isOpen) optionRefs.current[focusIndex]?.focus();
  }, [isOpen, focusIndex]);

  function open() {
    setFocusIndex(Math.max(0, current ? stateCodes.indexOf(current) : 0));
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function choose(code: StateCode) {
    setIsOpen(false);
    triggerRef.current?.focus();
    if (broadcast) broadcastStateSelected(code);
    onSelect?.(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const last = stateCodes.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, focusIndex + 1),
      ArrowDown: Math.min(last, focusIndex + 1),
      ArrowLeft: Math.max(0, focusIndex - 1),
      ArrowUp: Math.max(0, focusIndex - 1),
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? focusIndex);
    }
  }

  const trigger = (
    <button
      ref={triggerRef}
      type="button"
      className="rounded text-[var(--accent)] underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-2"
      aria-expanded={isOpen}
      aria-controls={isOpen ? pickerId : undefined}
      aria-describedby={hintId}
      onClick={() => (isOpen ? close() : open())}
    >
      {stateLabel}
    </button>
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <>
      {headingPrefix === undefined ? (
        trigger
      ) : (
        <Heading className={headingClassName}>
          {headingPrefix} {trigger}
        </Heading>
      )}
      <span id={hintId} hidden>
        {t('selector.change')}
      </span>
      {isOpen && (
        <fieldset
          id={pickerId}
          className="mt-3 block w-full min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-left text-base font-normal shadow-lg"
          onKeyDown={onKeyDown}
        >
          <legend className="sr-only">{t('selector.title')}</legend>
          <div className="mb-2 flex items-center justify-between gap-2">
            <span aria-hidden="true" className="font-semibold text-slate-900">
              {t('selector.title')}
            </span>
            <button
              type="button"
              className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
              aria-label={t('selector.close')}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <ul className="flex gap-2 overflow-x-auto pb-2" aria-label={t('selector.list')}>
            {stateCodes.map((code, index) => {
              const isCurrent = code === current;
              return (
                <li key={code} className="shrink-0">
                  <button
                    ref={(element) => {
                      optionRefs.current[index] = element;
                    }}
                    type="button"
                    tabIndex={index === focusIndex ? 0 : -1}
                    aria-pressed={isCurrent}
                    className={`whitespace-nowrap rounded-full border px-3 py-1 text-sm ${
                      isCurrent
                        ? 'border-[var(--accent)] bg-[var(--accent)] text-white'
                        : 'border-slate-300 text-slate-800 hover:bg-slate-100'
                    }`}
                    onClick={() => choose(code)}
                  >
                    {t(`states.${code}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </>
  );
}
