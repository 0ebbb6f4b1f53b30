import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoNoteTemplates } from '../../../shared/states/auto-requirements';
import { hazardNames, homeTemplates } from '../../../shared/states/home-guidelines';
import { stateNames } from '../../../shared/states/state-names';
import { storageKeys } from '../../lib/storage-keys';
import english from '../../locales/en/location.json';
import { stateSelectedEvent } from './location-constants';
import { createLocationResolver } from './location-resolver';
import { createLocationStore, type StateSelectedDetail } from './location-store';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
}

const events: StateSelectedDetail[] = [];
const onEvent = (event: Event) => events.push((event as CustomEvent<StateSelectedDetail>).detail);

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  window.addEventListener(stateSelectedEvent, onEvent);
  events.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

function setup(ipAnswer: () => Promise<Response>) {
  const storage = memoryStorage();
  const resolver = createLocationResolver({
    storage,
    fetch: ipAnswer,
    geolocation: undefined,
    currentUrl: () => ({ search: '', pathname: '/insurance/auto' }),
    now: () => 42,
    logError: () => {},
  });
  return { store: createLocationStore(resolver), storage };
}

const texas = () =>
  Promise.resolve(new Response(JSON.stringify({ state: 'TX', city: 'Austin', country: 'US' })));

describe('the shared location store', () => {
  it('publishes detection, then the answer', async () => {
    const { store } = setup(texas);
    expect(store.getSnapshot()).toEqual({ location: undefined, isDetecting: false });
    const pending = store.detect();
    expect(store.getSnapshot().isDetecting).toBe(true);
    await pending;
    expect(store.getSnapshot()).toMatchObject({ location: { state: 'TX' }, isDetecting: false });
  });

  it('keeps a pick made while a slow detection was running', async () => {
    let answer: (response: Response) => void = () => {};
    const { store } = setup(() => new Promise((resolve) => (answer = resolve)));
    const pending = store.detect();
    store.selectState('ca');
    answer(new Response(JSON.stringify({ state: 'TX', city: 'Austin', country: 'US' })));
    await pending;
    expect(store.getSnapshot().location).toMatchObject({ state: 'CA', source: 'user_selected' });
  });

  it('saves and broadcasts a pick with its code and name', () => {
    const { store, storage } = setup(texas);
    store.selectState('tx');
    expect(events).toEqual([{ code: 'TX', name: 'Texas' }]);
    expect(JSON.parse(storage.get(storageKeys.userSelectedState) ?? '')).toEqual({
      state: 'TX',
      timestamp: 42,
    });
  });

  it('Auto-detect forgets the pick, detects again and broadcasts the answer', async () => {
    const { store, storage } = setup(texas);
    store.selectState('ca');
    events.length = 0;
    const result = await store.autoDetect();
    expect(result).toMatchObject({ state: 'TX' });
    expect(storage.get(storageKeys.userSelectedState)).toBeNull();
    expect(events).toEqual([{ code: 'TX', name: 'Texas' }]);
  });

  it('saves a state from an event only where asked (the auto page)', () => {
    const { store, storage } = setup(texas);
    store.applySelectedEvent({ code: 'wa', name: 'Washington' }, false);
    expect(store.getSnapshot().location).toMatchObject({ state: 'WA' });
    expect(storage.get(storageKeys.userSelectedState)).toBeNull();
    store.applySelectedEvent({ code: 'or', name: 'Oregon' }, true);
    expect(JSON.parse(storage.get(storageKeys.userSelectedState) ?? '').state).toBe('OR');
    store.applySelectedEvent({ code: 'nowhere', name: '' }, true);
    expect(store.getSnapshot().location).toMatchObject({ state: 'OR' });
  });
});

describe('the English texts of the location namespace', () => {
  it('say what the shared English records say', () => {
    expect(english.auto.notes).toEqual(autoNoteTemplates);
    expect(english.home.notes).toEqual(homeTemplates.notes);
    expect(english.home.flood).toEqual(homeTemplates.flood);
    expect(english.home.hazards).toEqual(hazardNames);
    expect(english.home.replacementCostValue).toBe(homeTemplates.replacementCost);
    expect(english.home.disasterCoverageGeneric).toBe(homeTemplates.disasterCoverageGeneric);
    expect(english.home.disasterCoverageValue).toBe(homeTemplates.disasterCoverage);
    expect(english.states).toEqual(stateNames);
  });
});

describe('the background refresh', () => {
  function setupWithBrowser(permission: PermissionState | undefined) {
    const storage = memoryStorage();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 40.5, longitude: -111.9, accuracy: 5 },
      } as GeolocationPosition),
    );
    const resolver = createLocationResolver({
      storage,
      fetch: () => Promise.resolve(new Response('{}', { status: 404 })),
      geolocation: { getCurrentPosition },
      currentUrl: () => ({ search: '', pathname: '/' }),
      now: () => 42,
      logError: () => {},
    });
    return {
      store: createLocationStore(resolver, async () => permission),
      getCurrentPosition,
      storage,
    };
  }

  it('updates the state from the browser where permission is already granted', async () => {
    const { store, getCurrentPosition } = setupWithBrowser('granted');
    await store.detect();
    await store.refreshInBackground();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(store.getSnapshot().location).toMatchObject({
      state: 'UT',
      source: 'coordinates_detection',
    });
  });

  it('never opens a prompt nobody asked for', async () => {
    const { store, getCurrentPosition } = setupWithBrowser('prompt');
    await store.detect();
    await store.refreshInBackground();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('never overrides a state the user chose', async () => {
    const { store, getCurrentPosition } = setupWithBrowser('granted');
    store.selectState('TX');
    await store.refreshInBackground();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(store.getSnapshot().location).toMatchObject({ state: 'TX' });
  });

  it('stops once the browser has answered once', async () => {
    const { store, getCurrentPosition, storage } = setupWithBrowser('granted');
    storage.set(storageKeys.geolocationBrowserSuccess, 'true');
    await store.detect();
    await store.refreshInBackground();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});

describe('a permission change to granted', () => {
  it('clears the denied flag and forces a browser refresh past a saved choice', async () => {
    const storage = memoryStorage();
    storage.set(storageKeys.geolocationPermissionDenied, 'true');
    storage.set(storageKeys.userSelectedState, JSON.stringify({ state: 'TX', timestamp: 1 }));
    const resolver = createLocationResolver({
      storage,
      fetch: async () => new Response(JSON.stringify({ state: 'NV', city: 'Reno', country: 'US' })),
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({
            coords: { latitude: 39.53, longitude: -119.81, accuracy: 9 },
          } as GeolocationPosition),
      },
      currentUrl: () => ({ search: '', pathname: '/' }),
      now: () => 42,
      logError: () => {},
    });
    const store = createLocationStore(resolver);
    expect(store.getSnapshot().location).toMatchObject({ state: 'TX' });
    const result = await store.onPermissionGranted();
    expect(result).toMatchObject({ state: 'NV', city: 'Reno', source: 'browser_geocoding' });
    expect(storage.get(storageKeys.geolocationPermissionDenied)).toBe('false');
    expect(storage.get(storageKeys.userSelectedState)).toBeNull();
  });
});
