import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { geolocationCacheLifetimeMs } from './location-constants';
import {
  createLocationResolver,
  isInUtahBox,
  type LocationDependencies,
  parseGeolocationResult,
} from './location-resolver';
import { stateFromUrl } from './url-state';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type PositionAnswer = { latitude: number; longitude: number } | { errorCode: number } | 'silent';

function fakeGeolocation(answer: PositionAnswer) {
  return {
    getCurrentPosition: vi.fn(
      (
        success: PositionCallback,
        failure?: PositionErrorCallback | null,
        _options?: PositionOptions,
      ) => {
        if (answer === 'silent') return;
        if ('errorCode' in answer) {
          failure?.({ code: answer.errorCode, message: 'nope' } as GeolocationPositionError);
          return;
        }
        success({
          coords: { ...answer, accuracy: 20 },
          timestamp: 0,
        } as unknown as GeolocationPosition);
      },
    ),
  };
}

function setup(
  options: {
    storage?: Record<string, string>;
    url?: string;
    position?: PositionAnswer;
    routes?: Record<string, () => Response | Promise<Response>>;
    now?: number;
  } = {},
) {
  const storage = memoryStorage(options.storage);
  const url = new URL(options.url ?? 'http://localhost/insurance/auto');
  const fetch = vi.fn(async (path: string) => {
    const route = Object.entries(options.routes ?? {}).find(([prefix]) => path.startsWith(prefix));
    return route ? route[1]() : json(404, { message: 'No US state is known for this address.' });
  });
  const geolocation = options.position ? fakeGeolocation(options.position) : undefined;
  const logError = vi.fn();
  const deps: LocationDependencies = {
    storage,
    fetch,
    geolocation,
    currentUrl: () => ({ search: url.search, pathname: url.pathname }),
    now: () => options.now ?? 1_000_000_000,
    logError,
  };
  return { resolver: createLocationResolver(deps), storage, fetch, geolocation, logError };
}

describe('the state in the URL', () => {
  it('reads ?state= in any case', () => {
    expect(stateFromUrl({ search: '?state=ca', pathname: '/insurance/auto' })).toBe('CA');
  });
  it('reads a final two-letter path segment', () => {
    expect(stateFromUrl({ search: '', pathname: '/insurance/auto/tx' })).toBe('TX');
    expect(stateFromUrl({ search: '', pathname: '/insurance/auto/tx/' })).toBe('TX');
  });
  it('ignores segments that are not exactly two letters A-Z or not a state', () => {
    expect(stateFromUrl({ search: '', pathname: '/insurance/auto' })).toBeUndefined();
    expect(stateFromUrl({ search: '', pathname: '/insurance/t1' })).toBeUndefined();
    expect(stateFromUrl({ search: '', pathname: '/insurance/zz' })).toBeUndefined();
    expect(stateFromUrl({ search: '?state=texas', pathname: '/' })).toBeUndefined();
    expect(stateFromUrl({ search: '', pathname: '/insurance/ñy' })).toBeUndefined();
  });
  it('prefers the query parameter over the path', () => {
    expect(stateFromUrl({ search: '?state=ny', pathname: '/insurance/tx' })).toBe('NY');
  });
});

describe('the Utah coordinate box', () => {
  it('holds latitude 37 to 42 and longitude -114 to -109, bounds included', () => {
    expect(isInUtahBox(40.76, -111.89)).toBe(true);
    expect(isInUtahBox(37, -114)).toBe(true);
    expect(isInUtahBox(42, -109)).toBe(true);
    expect(isInUtahBox(36.99, -111)).toBe(false);
    expect(isInUtahBox(40, -108.99)).toBe(false);
    expect(isInUtahBox(30.27, -97.74)).toBe(false);
  });
});

describe('parsing a stored or fetched result', () => {
  it('keeps a valid result and rejects junk', () => {
    expect(parseGeolocationResult({ state: 'tx', city: 'Austin', country: 'US' })).toEqual({
      state: 'TX',
      city: 'Austin',
      country: 'US',
    });
    expect(parseGeolocationResult({ state: 'XX' })).toBeUndefined();
    expect(parseGeolocationResult('TX')).toBeUndefined();
    expect(parseGeolocationResult(null)).toBeUndefined();
    expect(parseGeolocationResult({ state: 'OR' })?.city).toBe('Portland');
  });
});

describe('the location chain', () => {
  it('1. takes a state the user picked, upper-cased, and saves it with its timestamp', async () => {
    const { resolver, storage } = setup({ url: 'http://localhost/?state=ca' });
    const result = await resolver.resolve({ userSelectedState: 'tx' });
    expect(result).toMatchObject({ state: 'TX', city: 'Houston', source: 'user_selected' });
    expect(JSON.parse(storage.get(storageKeys.userSelectedState) ?? '')).toEqual({
      state: 'TX',
      timestamp: 1_000_000_000,
    });
  });

  it('2. takes the URL before the saved choice', async () => {
    const { resolver, fetch } = setup({
      url: 'http://localhost/insurance/auto?state=ca',
      storage: { [storageKeys.userSelectedState]: JSON.stringify({ state: 'TX', timestamp: 1 }) },
    });
    expect(await resolver.resolve()).toMatchObject({ state: 'CA', source: 'url_parameter' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('3. takes the saved choice before any detection', async () => {
    const { resolver, fetch, geolocation } = setup({
      storage: { [storageKeys.userSelectedState]: JSON.stringify({ state: 'TX', timestamp: 1 }) },
      position: { latitude: 40.7, longitude: -74 },
    });
    const result = await resolver.resolve({ requestBrowserLocation: true });
    expect(result).toMatchObject({ state: 'TX', source: 'user_selected_cached' });
    expect(fetch).not.toHaveBeenCalled();
    expect(geolocation?.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('4. asks the browser only when requested, then reverse-geocodes and forgets the saved choice', async () => {
    const { resolver, storage, fetch, geolocation } = setup({
      position: { latitude: 30.2672, longitude: -97.7431 },
      routes: {
        '/api/reverse-geocode': () => json(200, { state: 'TX', city: 'Austin', country: 'US' }),
      },
    });
    const notRequested = await resolver.resolve();
    expect(geolocation?.getCurrentPosition).not.toHaveBeenCalled();
    expect(notRequested.source).toBe('ny_final_fallback');

    storage.set(storageKeys.userSelectedState, JSON.stringify({ state: 'CA', timestamp: 1 }));
    const result = await resolver.resolve({
      forceRefresh: true,
      requestBrowserLocation: true,
      browserOptions: { timeout: 10_000, maximumAge: 0, enableHighAccuracy: true },
    });
    expect(result).toMatchObject({
      state: 'TX',
      city: 'Austin',
      country: 'US',
      latitude: 30.2672,
      longitude: -97.7431,
      accuracy: 20,
      source: 'browser_geocoding',
    });
    expect(fetch).toHaveBeenCalledWith('/api/reverse-geocode?lat=30.2672&lon=-97.7431');
    expect(geolocation?.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 10_000,
      maximumAge: 0,
      enableHighAccuracy: true,
    });
    expect(storage.get(storageKeys.userSelectedState)).toBeNull();
    expect(storage.get(storageKeys.geolocationBrowserSuccess)).toBe('true');
    expect(JSON.parse(storage.get(storageKeys.geolocation) ?? '')).toMatchObject({ state: 'TX' });
  });

  it('uses the default browser options: 15 s, high accuracy, positions up to 1 hour old', async () => {
    const { resolver, geolocation } = setup({ position: { errorCode: 2 } });
    await resolver.resolve({ requestBrowserLocation: true });
    expect(geolocation?.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 15_000,
      enableHighAccuracy: true,
      maximumAge: 3_600_000,
    });
  });

  it('treats the Utah box as Salt Lake City without a server call', async () => {
    const { resolver, fetch } = setup({ position: { latitude: 40.5, longitude: -111.9 } });
    const result = await resolver.resolve({ requestBrowserLocation: true });
    expect(result).toMatchObject({
      state: 'UT',
      city: 'Salt Lake City',
      source: 'coordinates_detection',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on denial (code 1) sets the denied flag and answers New York', async () => {
    const { resolver, storage, fetch } = setup({ position: { errorCode: 1 } });
    const result = await resolver.resolve({ requestBrowserLocation: true });
    expect(result).toMatchObject({ state: 'NY', city: 'New York', source: 'default_ny_denied' });
    expect(storage.get(storageKeys.geolocationPermissionDenied)).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not ask the browser again once permission was denied', async () => {
    const { resolver, geolocation } = setup({
      storage: { [storageKeys.geolocationPermissionDenied]: 'true' },
      position: { latitude: 30.27, longitude: -97.74 },
    });
    await resolver.resolve({ requestBrowserLocation: true });
    expect(geolocation?.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('answers New York (default_ny) when reverse geocoding fails', async () => {
    const { resolver } = setup({
      position: { latitude: 51.5, longitude: -0.12 },
      routes: { '/api/reverse-geocode': () => json(404, { message: 'not in the US' }) },
    });
    expect(await resolver.resolve({ requestBrowserLocation: true })).toMatchObject({
      state: 'NY',
      source: 'default_ny',
    });
  });

  it('5. falls to the IP lookup when the browser cannot answer, and caches its answer', async () => {
    const { resolver, storage } = setup({
      position: { errorCode: 3 },
      routes: {
        '/api/geolocation': () => json(200, { state: 'TX', city: 'Cedar Park', country: 'US' }),
      },
    });
    const result = await resolver.resolve({ requestBrowserLocation: true });
    expect(result).toMatchObject({ state: 'TX', city: 'Cedar Park' });
    expect(storage.get(storageKeys.geolocationTimestamp)).toBe('1000000000');
  });

  it('6. uses a cache under 1 hour old when the IP lookup fails', async () => {
    const cached = JSON.stringify({ state: 'WA', city: 'Seattle', country: 'US' });
    const fresh = setup({
      storage: {
        [storageKeys.geolocation]: cached,
        [storageKeys.geolocationTimestamp]: String(1_000_000_000 - geolocationCacheLifetimeMs + 1),
      },
    });
    expect(await fresh.resolver.resolve()).toMatchObject({ state: 'WA', city: 'Seattle' });

    const stale = setup({
      storage: {
        [storageKeys.geolocation]: cached,
        [storageKeys.geolocationTimestamp]: String(1_000_000_000 - geolocationCacheLifetimeMs),
      },
    });
    expect(await stale.resolver.resolve()).toMatchObject({
      state: 'NY',
      source: 'ny_final_fallback',
    });
  });

  it('7. ends at New York (ny_final_fallback) when the IP answer has no state or is not JSON', async () => {
    const noState = setup({
      routes: { '/api/geolocation': () => json(200, { city: 'Somewhere' }) },
    });
    expect(await noState.resolver.resolve()).toMatchObject({
      state: 'NY',
      source: 'ny_final_fallback',
    });
    const notJson = setup({ routes: { '/api/geolocation': () => new Response('<html>') } });
    expect(await notJson.resolver.resolve()).toMatchObject({
      state: 'NY',
      source: 'ny_final_fallback',
    });
  });

  it('answers New York (ny_error_fallback) on an unexpected error', async () => {
    const { resolver, storage, logError } = setup();
    storage.get = () => {
      throw new Error('storage exploded');
    };
    expect(await resolver.resolve()).toMatchObject({ state: 'NY', source: 'ny_error_fallback' });
    expect(logError).toHaveBeenCalledWith('Failed to fetch geolocation', expect.any(Error));
  });

  it('goes on down the chain when the browser never answers the prompt', async () => {
    vi.useFakeTimers();
    try {
      const { resolver } = setup({
        position: 'silent',
        routes: {
          '/api/geolocation': () => json(200, { state: 'OH', city: 'Columbus', country: 'US' }),
        },
      });
      const pending = resolver.resolve({
        requestBrowserLocation: true,
        browserOptions: { timeout: 10_000 },
      });
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({ state: 'OH' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('Auto-detect clears the saved choice, the browser-success flag and the timestamp', () => {
    const { resolver, storage } = setup({
      storage: {
        [storageKeys.userSelectedState]: JSON.stringify({ state: 'TX', timestamp: 1 }),
        [storageKeys.geolocationBrowserSuccess]: 'true',
        [storageKeys.geolocationTimestamp]: '5',
        [storageKeys.geolocation]: JSON.stringify({ state: 'TX', city: 'Austin', country: 'US' }),
      },
    });
    resolver.clearForAutoDetect();
    expect(storage.get(storageKeys.userSelectedState)).toBeNull();
    expect(storage.get(storageKeys.geolocationBrowserSuccess)).toBeNull();
    expect(storage.get(storageKeys.geolocationTimestamp)).toBeNull();
    expect(resolver.resolveImmediately({ forceRefresh: true })).toBeUndefined();
  });

  it('allows a background refresh only while never denied and never successful', () => {
    expect(setup().resolver.canRefreshInBackground()).toBe(true);
    expect(
      setup({
        storage: { [storageKeys.geolocationPermissionDenied]: 'true' },
      }).resolver.canRefreshInBackground(),
    ).toBe(false);
    expect(
      setup({
        storage: { [storageKeys.geolocationBrowserSuccess]: 'true' },
      }).resolver.canRefreshInBackground(),
    ).toBe(false);
  });
});
