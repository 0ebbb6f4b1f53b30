import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateCode } from '../../../shared/states/state-names';
import { loadingPlaceholderDelayMs } from './location-constants';
import { StateSelector } from './state-selector';
import { type UseDetectedStateOptions, useDetectedState } from './use-detected-state';

/** Reserved height, so the page does not move when the panel fills in. */
const panelClassName =
  'mx-auto my-12 min-h-[34rem] max-w-4xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return isShown;
}

function LoadingPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="animate-pulse space-y-4" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-8 w-2/3 rounded bg-slate-200" />
      <div aria-hidden="true" className="h-4 w-full rounded bg-slate-100" />
      <div aria-hidden="true" className="h-4 w-5/6 rounded bg-slate-100" />
      <div aria-hidden="true" className="h-4 w-4/6 rounded bg-slate-100" />
      <p className="text-sm text-slate-700">{label}</p>
    </div>
  );
}

export interface RequirementsPanelFrameProps {
  kind: 'auto' | 'home';
  detection: UseDetectedStateOptions;
  /** Show a placeholder once detection has run 100 ms (the auto panel, spec section 2). */
  showLoadingPlaceholder: boolean;
  children: (state: StateCode) => ReactNode;
}

function PanelBody({
  kind,
  detection,
  showLoadingPlaceholder,
  children,
}: RequirementsPanelFrameProps) {
  const { t } = useTranslation(['location', 'common']);
  const { stateCode, isDetecting, selectState, autoDetect } = useDetectedState(detection);
  const isWaiting = isDetecting || !stateCode;
  const isPlaceholderDue = useDelayedFlag(isWaiting, loadingPlaceholderDelayMs);
  const stateName = stateCode ? t(`states.${stateCode}`) : '';

  if (!stateCode || (isDetecting && isPlaceholderDue)) {
    return showLoadingPlaceholder && isPlaceholderDue ? (
      <LoadingPlaceholder label={t('panel.detecting')} />
    ) : null;
  }

  return (
    <div aria-busy={isWaiting}>
      <StateSelector
        currentState={stateCode}
        broadcast={false}
        onSelect={selectState}
        headingPrefix={t(kind === 'auto' ? 'panel.autoTitlePrefix' : 'panel.homeTitlePrefix')}
        headingClassName="text-2xl font-bold text-brand-navy"
      />
      <div className="mt-6 space-y-6">{children(stateCode)}</div>
      <p className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {t(kind === 'auto' ? 'panel.verifyAuto' : 'panel.verifyHome', { state: stateName })}
      </p>
      <button
        type="button"
        className="btn-brand mt-4 rounded-md px-4 py-2 font-medium text-white disabled:opacity-60"
        onClick={() => void autoDetect()}
        disabled={isDetecting}
      >
        {t('panel.autoDetect')}
      </button>
    </div>
  );
}

/** The frame both state panels share: title with the state picker, body, DMV note, Auto-detect. */
export function RequirementsPanelFrame(props: RequirementsPanelFrameProps) {
  return (
    <section className={panelClassName} data-panel={props.kind}>
      <Suspense fallback={null}>
        <PanelBody {...props} />
      </Suspense>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-2 sm:flex-row sm:justify-between">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}
