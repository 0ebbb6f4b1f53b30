/** Spec section 9, location. */
export const geolocationCacheLifetimeMs = 60 * 60 * 1000;

/** The default browser request: 15 s, high accuracy, a position up to 1 hour old. */
export const defaultBrowserPositionOptions: PositionOptions = {
  timeout: 15_000,
  enableHighAccuracy: true,
  maximumAge: 60 * 60 * 1000,
};

/** What the auto and home pages ask for at load: 10 s and no cached position. */
export const pageBrowserPositionOptions: PositionOptions = {
  timeout: 10_000,
  enableHighAccuracy: true,
  maximumAge: 0,
};

/**
 * `timeout` does not count the time a permission prompt stays open; past this margin an
 * unanswered prompt lets the chain continue (a later grant triggers a forced refresh).
 */
export const unansweredPromptMarginMs = 5_000;

/** Treated as Utah (Salt Lake City) without a server call. Bounds are inclusive. */
export const utahBox = { minLatitude: 37, maxLatitude: 42, minLongitude: -114, maxLongitude: -109 };

export const loadingPlaceholderDelayMs = 100;

export const stateSelectedEvent = 'state-selected';
