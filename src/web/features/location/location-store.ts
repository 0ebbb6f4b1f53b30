import type { GeolocationResult } from '../../../shared/contracts/geolocation';
import { stateNames, toStateCode } from '../../../shared/states/state-names';
import { safeStorage } from '../../lib/storage-keys';
import {
  defaultBrowserPositionOptions,
  pageBrowserPositionOptions,
  stateSelectedEvent,
} from './location-constants';
import {
  createLocationResolver,
  type LocationDependencies,
  type LocationResolver,
  type ResolveOptions,
  resultForState,
} from './location-resolver';

export interface LocationSnapshot {
  location: GeolocationResult | undefined;
  isDetecting: boolean;
}

export interface StateSelectedDetail {
  code: string;
  name: string;
}

/** Tells every listener (the panels, the auto page) which state is now shown. */
export function broadcastStateSelected(code: string): void {
  const state = toStateCode(code);
  if (!state) return;
  window.dispatchEvent(
    new CustomEvent<StateSelectedDetail>(stateSelectedEvent, {
      detail: { code: state, name: stateNames[state] },
    }),
  );
}

/**
 * One location per page, shared by every component that shows it. Runs are numbered so a slow
 * detection never overwrites a newer answer (a pick made while the browser was still locating).
 */
export function createLocationStore(
  resolver: LocationResolver,
  /** The geolocation permission state, when the browser can tell. */
  queryPermission: () => Promise<PermissionState | undefined> = async () => undefined,
) {
  let snapshot: LocationSnapshot = {
    location: resolver.resolveImmediately(),
    isDetecting: false,
  };
  const listeners = new Set<() => void>();
  let latestRun = 0;
  let running: Promise<GeolocationResult> | undefined;

  function publish(next: Partial<LocationSnapshot>): void {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  async function run(options: ResolveOptions): Promise<GeolocationResult> {
    const run = ++latestRun;
    publish({ isDetecting: true });
    const result = await resolver.resolve(options);
    if (run === latestRun) publish({ location: result, isDetecting: false });
    return result;
  }

  /** At page load: the chain without forcing; a second caller joins the run in progress. */
  function detect(options: ResolveOptions = {}): Promise<GeolocationResult> {
    const immediate = resolver.resolveImmediately(options);
    if (immediate) {
      latestRun++;
      publish({ location: immediate, isDetecting: false });
      return Promise.resolve(immediate);
    }
    running ??= run(options).finally(() => {
      running = undefined;
    });
    return running;
  }

  /** A state the user picked: saved, shown and broadcast. */
  function selectState(code: string): void {
    const state = toStateCode(code);
    if (!state) return;
    latestRun++;
    resolver.saveUserSelectedState(state);
    publish({ location: resultForState(state, 'user_selected'), isDetecting: false });
    broadcastStateSelected(state);
  }

  /** The Auto-detect button: forget the choice, detect again, show and broadcast the answer. */
  async function autoDetect(): Promise<GeolocationResult> {
    resolver.clearForAutoDetect();
    const result = await run({
      forceRefresh: true,
      requestBrowserLocation: true,
      browserOptions: pageBrowserPositionOptions,
    });
    broadcastStateSelected(result.state);
    return result;
  }

  /** Browser location in the background when it has never worked and was never refused. */
  async function refreshInBackground(): Promise<void> {
    if (!resolver.canRefreshInBackground()) return;
    const source = snapshot.location?.source;
    // A state the user chose or linked to is not overridden behind their back.
    if (
      source === 'user_selected' ||
      source === 'user_selected_cached' ||
      source === 'url_parameter'
    )
      return;
    // Only where permission is already granted: a refresh nobody asked for must not open a prompt.
    if ((await queryPermission()) !== 'granted') return;
    const before = latestRun;
    const result = await resolver.detectWithBrowser(defaultBrowserPositionOptions);
    if (result && before === latestRun && result.source !== 'default_ny_denied') {
      publish({ location: result });
    }
  }

  /** Applies a state-selected event (from any selector or panel) to what is shown. */
  function applySelectedEvent(detail: StateSelectedDetail, persist: boolean): void {
    const state = toStateCode(detail.code);
    if (!state) return;
    if (persist) resolver.saveUserSelectedState(state);
    if (snapshot.location?.state === state) return;
    latestRun++;
    publish({ location: resultForState(state, 'user_selected'), isDetecting: false });
  }

  /** A permission change to granted forces a browser refresh (spec section 4). */
  function onPermissionGranted(): Promise<GeolocationResult> {
    resolver.clearPermissionDenied();
    return run({
      forceRefresh: true,
      requestBrowserLocation: true,
      browserOptions: defaultBrowserPositionOptions,
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    detect,
    selectState,
    autoDetect,
    refreshInBackground,
    applySelectedEvent,
    onPermissionGranted,
  };
}

export type LocationStore = ReturnType<typeof createLocationStore>;

function browserDependencies(): LocationDependencies {
  return {
    storage: safeStorage,
    fetch: (path) =>
      window.fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } }),
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    currentUrl: () => window.location,
    now: () => Date.now(),
    // Location errors are only logged (spec section 8); a warning, as the page carries on.
    logError: (message, error) => console.warn(message, error ?? ''),
  };
}

let browserStore: LocationStore | undefined;

async function queryGeolocationPermission(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state;
  } catch {
    return undefined;
  }
}

function watchPermission(store: LocationStore): void {
  navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((status) => {
      status.addEventListener('change', () => {
        if (status.state === 'granted') void store.onPermissionGranted();
      });
    })
    .catch(() => {
      // No Permissions API for geolocation here: nothing to watch.
    });
}

/** The page's store, created on first use. */
export function getLocationStore(): LocationStore {
  if (!browserStore) {
    browserStore = createLocationStore(
      createLocationResolver(browserDependencies()),
      queryGeolocationPermission,
    );
    watchPermission(browserStore);
  }
  return browserStore;
}
