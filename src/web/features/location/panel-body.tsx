import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoRequirementsBody } from './auto-requirements-body';
import { HomeGuidelinesBody } from './home-guidelines-body';
import { loadingPlaceholderDelayMs } from './location-constants';
import { StateSelector } from './state-selector';
import { type UseDetectedStateOptions, useDetectedState } from './use-detected-state';

export type PanelKind = 'auto' | 'home';

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
    <div role="status" className="animate-pulse space-y-4">
      <div aria-hidden="true" className="h-8 w-2/3 rounded bg-slate-200" />
      <div aria-hidden="true" className="h-4 w-full rounded bg-slate-100" />
      <div aria-hidden="true" className="h-4 w-5/6 rounded bg-slate-100" />
      <div aria-hidden="true" className="h-4 w-4/6 rounded bg-slate-100" />
      <p className="text-sm text-slate-700">{label}</p>
    </div>
  );
}

/**
 * What a state panel shows: the title with the state picker, the state's facts, the verify note
 * and Auto-detect. The auto panel shows a placeholder once detection has run 100 ms (spec section 2).
 */
export default function PanelBody({
  kind,
  detection,
  headingLevel,
}: {
  kind: PanelKind;
  detection: UseDetectedStateOptions;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation(['location', 'common']);
  const { stateCode, isDetecting, selectState, autoDetect } = useDetectedState(detection);
  const isWaiting = isDetecting || !stateCode;
  const isPlaceholderDue = useDelayedFlag(isWaiting, loadingPlaceholderDelayMs);

  if (!stateCode || (isDetecting && isPlaceholderDue)) {
    return kind === 'auto' && isPlaceholderDue ? (
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
        headingLevel={headingLevel}
        headingClassName="text-2xl font-bold text-brand-navy"
      />
      <div className="mt-6 space-y-6">
        {kind === 'auto' ? (
          <AutoRequirementsBody state={stateCode} headingLevel={headingLevel} />
        ) : (
          <HomeGuidelinesBody state={stateCode} headingLevel={headingLevel} />
        )}
      </div>
      <p className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {t(kind === 'auto' ? 'panel.verifyAuto' : 'panel.verifyHome', {
          state: t(`states.${stateCode}`),
        })}
      </p>
      <button
        type="button"
        className="btn-brand mt-4 rounded-md px-4 py-2 font-medium"
        onClick={() => void autoDetect()}
        disabled={isDetecting}
      >
        {t('panel.autoDetect')}
      </button>
    </div>
  );
}
