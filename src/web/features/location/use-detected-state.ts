import { useEffect, useSyncExternalStore } from 'react';
import { type StateCode, stateNames, toStateCode } from '../../../shared/states/state-names';
import { pageBrowserPositionOptions, stateSelectedEvent } from './location-constants';
import { getLocationStore, type StateSelectedDetail } from './location-store';

export interface UseDetectedStateOptions {
  /** Ask the browser for a position at load (the auto and home pages do, 10 s, no cache). */
  requestBrowserLocation?: boolean;
  /** Save states from state-selected events under the user-selected key (the auto page). */
  persistSelectedEvents?: boolean;
  /** Try a background browser refresh when it has never worked (spec section 4). */
  autoDetect?: boolean;
  /** Run the chain on mount (default); off for components that only read the shared answer. */
  detect?: boolean;
}

/**
 * The visitor's state by the chain of spec section 4, shared by every component on the page.
 * Named `useDetectedState` because react-router already exports a `useLocation`.
 */
export function useDetectedState(options: UseDetectedStateOptions = {}) {
  const {
    requestBrowserLocation = false,
    persistSelectedEvents = false,
    autoDetect = true,
    detect = true,
  } = options;
  const store = getLocationStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (!detect) return;
    let active = true;
    store
      .detect(
        requestBrowserLocation
          ? { requestBrowserLocation: true, browserOptions: pageBrowserPositionOptions }
          : {},
      )
      .then(() => {
        if (active && autoDetect && !requestBrowserLocation) return store.refreshInBackground();
      });
    return () => {
      active = false;
    };
  }, [store, requestBrowserLocation, autoDetect, detect]);

  useEffect(() => {
    const onSelected = (event: Event) => {
      const detail = (event as CustomEvent<StateSelectedDetail>).detail;
      if (detail && typeof detail.code === 'string') {
        store.applySelectedEvent(detail, persistSelectedEvents);
      }
    };
    window.addEventListener(stateSelectedEvent, onSelected);
    return () => window.removeEventListener(stateSelectedEvent, onSelected);
  }, [store, persistSelectedEvents]);

  const stateCode: StateCode | undefined = toStateCode(snapshot.location?.state);
  return {
    location: snapshot.location,
    stateCode,
    stateName: stateCode ? stateNames[stateCode] : undefined,
    isDetecting: snapshot.isDetecting,
    selectState: store.selectState,
    autoDetect: store.autoDetect,
  };
}
