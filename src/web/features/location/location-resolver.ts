import type { GeolocationResult, GeolocationSource } from '../../../shared/contracts/geolocation';
import {
  defaultStateCode,
  type StateCode,
  stateMainCities,
  toStateCode,
} from '../../../shared/states/state-names';
import { storageKeys } from '../../lib/storage-keys';
import {
  defaultBrowserPositionOptions,
  geolocationCacheLifetimeMs,
  unansweredPromptMarginMs,
  utahBox,
} from './location-constants';
import { stateFromUrl } from './url-state';

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Everything the chain touches outside itself, so tests can hand in fakes. */
export interface LocationDependencies {
  storage: KeyValueStorage;
  fetch: (path: string) => Promise<Response>;
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  currentUrl: () => { search: string; pathname: string };
  now: () => number;
  logError: (message: string, error?: unknown) => void;
}

export interface ResolveOptions {
  /** Step 1: a state the user just picked. */
  userSelectedState?: string;
  /** Skip the URL and the saved choice and detect again. */
  forceRefresh?: boolean;
  /** Step 4 runs only when asked for (and permission was not denied before). */
  requestBrowserLocation?: boolean;
  browserOptions?: PositionOptions;
}

export function resultForState(
  state: StateCode,
  source: GeolocationSource,
  extra: Partial<GeolocationResult> = {},
): GeolocationResult {
  return { state, city: stateMainCities[state], country: 'US', ...extra, source };
}

export const newYork = (source: GeolocationSource) => resultForState(defaultStateCode, source);

export function isInUtahBox(latitude: number, longitude: number): boolean {
  return (
    latitude >= utahBox.minLatitude &&
    latitude <= utahBox.maxLatitude &&
    longitude >= utahBox.minLongitude &&
    longitude <= utahBox.maxLongitude
  );
}

/** A geolocation result read from storage or the network, checked by hand (zod stays off the page). */
export function parseGeolocationResult(value: unknown): GeolocationResult | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const candidate = value as Record<string, unknown>;
  const state = toStateCode(typeof candidate.state === 'string' ? candidate.state : undefined);
  if (!state) return undefined;
  const numberField = (key: string) =>
    typeof candidate[key] === 'number' && Number.isFinite(candidate[key])
      ? { [key]: candidate[key] as number }
      : {};
  return {
    state,
    city:
      typeof candidate.city === 'string' && candidate.city
        ? candidate.city
        : stateMainCities[state],
    country: 'US',
    ...numberField('latitude'),
    ...numberField('longitude'),
    ...numberField('accuracy'),
    ...(typeof candidate.source === 'string'
      ? { source: candidate.source as GeolocationSource }
      : {}),
  };
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type BrowserOutcome =
  | { kind: 'position'; position: GeolocationPosition }
  | { kind: 'denied' }
  | { kind: 'failed'; reason: string };

/** Browser location steps, storage and the server lookups of spec section 4. */
export function createLocationResolver(deps: LocationDependencies) {
  const { storage } = deps;

  const isPermissionDenied = () => storage.get(storageKeys.geolocationPermissionDenied) === 'true';

  function saveUserSelectedState(state: StateCode): void {
    storage.set(storageKeys.userSelectedState, JSON.stringify({ state, timestamp: deps.now() }));
  }

  function readSavedState(): StateCode | undefined {
    const raw = storage.get(storageKeys.userSelectedState);
    const parsed = parseJson(raw);
    if (parsed && typeof parsed === 'object' && 'state' in parsed) {
      return toStateCode(String(parsed.state));
    }
    // A bare code, as other code may have written it.
    return toStateCode(raw);
  }

  function writeCache(result: GeolocationResult): void {
    storage.set(storageKeys.geolocation, JSON.stringify(result));
    storage.set(storageKeys.geolocationTimestamp, String(deps.now()));
  }

  function readFreshCache(): GeolocationResult | undefined {
    const timestamp = Number(storage.get(storageKeys.geolocationTimestamp));
    if (!Number.isFinite(timestamp) || timestamp <= 0) return undefined;
    const age = deps.now() - timestamp;
    if (age < 0 || age >= geolocationCacheLifetimeMs) return undefined;
    return parseGeolocationResult(parseJson(storage.get(storageKeys.geolocation)));
  }

  /** Steps 1-3, which need no waiting. */
  function resolveImmediately(options: ResolveOptions = {}): GeolocationResult | undefined {
    const picked = toStateCode(options.userSelectedState);
    if (picked) {
      saveUserSelectedState(picked);
      return resultForState(picked, 'user_selected');
    }
    if (options.forceRefresh) return undefined;
    const fromUrl = stateFromUrl(deps.currentUrl());
    if (fromUrl) return resultForState(fromUrl, 'url_parameter');
    const saved = readSavedState();
    if (saved) return resultForState(saved, 'user_selected_cached');
    return undefined;
  }

  function getBrowserPosition(options: PositionOptions): Promise<BrowserOutcome> {
    const geolocation = deps.geolocation;
    if (!geolocation) return Promise.resolve({ kind: 'failed', reason: 'unsupported' });
    return new Promise((resolve) => {
      const guard = setTimeout(
        () => resolve({ kind: 'failed', reason: 'no answer' }),
        (options.timeout ?? defaultBrowserPositionOptions.timeout ?? 15_000) +
          unansweredPromptMarginMs,
      );
      geolocation.getCurrentPosition(
        (position) => {
          clearTimeout(guard);
          resolve({ kind: 'position', position });
        },
        (error) => {
          clearTimeout(guard);
          resolve(
            error.code === 1 ? { kind: 'denied' } : { kind: 'failed', reason: error.message },
          );
        },
        options,
      );
    });
  }

  async function reverseGeocode(
    latitude: number,
    longitude: number,
  ): Promise<{ state: StateCode; city: string } | undefined> {
    const response = await deps.fetch(
      `/api/reverse-geocode?lat=${encodeURIComponent(latitude)}&lon=${encodeURIComponent(longitude)}`,
    );
    if (!response.ok) return undefined;
    const body = parseGeolocationResult(await response.json().catch(() => undefined));
    return body ? { state: body.state as StateCode, city: body.city } : undefined;
  }

  /**
   * Step 4. A position becomes a state (Utah box, else the server's reverse geocode). Denial sets
   * the denied flag and answers New York; a failed reverse geocode answers New York (spec section 8).
   * Unsupported, timed out or unavailable: undefined, and the chain goes on to the IP lookup.
   */
  async function detectWithBrowser(
    options: PositionOptions = defaultBrowserPositionOptions,
  ): Promise<GeolocationResult | undefined> {
    const outcome = await getBrowserPosition(options);
    if (outcome.kind === 'denied') {
      storage.set(storageKeys.geolocationPermissionDenied, 'true');
      return newYork('default_ny_denied');
    }
    if (outcome.kind === 'failed') {
      deps.logError(`Browser geolocation unavailable: ${outcome.reason}`);
      return undefined;
    }
    storage.set(storageKeys.geolocationPermissionDenied, 'false');
    const { latitude, longitude, accuracy } = outcome.position.coords;
    const where = { latitude, longitude, accuracy };
    let result: GeolocationResult;
    if (isInUtahBox(latitude, longitude)) {
      result = resultForState('UT', 'coordinates_detection', { ...where, city: 'Salt Lake City' });
    } else {
      const place = await reverseGeocode(latitude, longitude);
      if (!place) {
        deps.logError('Reverse geocoding gave no state');
        return newYork('default_ny');
      }
      result = resultForState(place.state, 'browser_geocoding', { ...where, city: place.city });
    }
    storage.remove(storageKeys.userSelectedState);
    storage.set(storageKeys.geolocationBrowserSuccess, 'true');
    writeCache(result);
    return result;
  }

  /** Step 5: the server's IP lookup; its answer carries no source of its own. */
  async function detectWithServer(): Promise<GeolocationResult | undefined> {
    const response = await deps.fetch('/api/geolocation');
    if (!response.ok) return undefined;
    const result = parseGeolocationResult(await response.json().catch(() => undefined));
    if (result) writeCache(result);
    return result;
  }

  /** The whole chain of spec section 4. Never throws. */
  async function resolve(options: ResolveOptions = {}): Promise<GeolocationResult> {
    try {
      const immediate = resolveImmediately(options);
      if (immediate) return immediate;
      if (options.requestBrowserLocation && !isPermissionDenied()) {
        const fromBrowser = await detectWithBrowser(options.browserOptions);
        if (fromBrowser) return fromBrowser;
      }
      const fromServer = await detectWithServer().catch((error: unknown) => {
        deps.logError('IP geolocation failed', error);
        return undefined;
      });
      if (fromServer) return fromServer;
      return readFreshCache() ?? newYork('ny_final_fallback');
    } catch (error) {
      deps.logError('Failed to fetch geolocation', error);
      return newYork('ny_error_fallback');
    }
  }

  /** What the Auto-detect button clears before a forced refresh. */
  function clearForAutoDetect(): void {
    storage.remove(storageKeys.userSelectedState);
    storage.remove(storageKeys.geolocationBrowserSuccess);
    storage.remove(storageKeys.geolocationTimestamp);
  }

  /** Background refresh condition (spec section 4). */
  function canRefreshInBackground(): boolean {
    return !isPermissionDenied() && storage.get(storageKeys.geolocationBrowserSuccess) !== 'true';
  }

  return {
    resolve,
    resolveImmediately,
    detectWithBrowser,
    saveUserSelectedState,
    readSavedState,
    readFreshCache,
    clearForAutoDetect,
    canRefreshInBackground,
    isPermissionDenied,
    clearPermissionDenied: () => storage.set(storageKeys.geolocationPermissionDenied, 'false'),
  };
}

export type LocationResolver = ReturnType<typeof createLocationResolver>;
