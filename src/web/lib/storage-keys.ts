/** Every browser-storage key the app uses. Geolocation keys share one product prefix (spec section 3). */
const prefix = 'lion_';

export const storageKeys = {
  language: 'i18nextLng',
  geolocation: `${prefix}geolocation`,
  geolocationTimestamp: `${prefix}geolocation_timestamp`,
  userSelectedState: `${prefix}user_selected_state`,
  geolocationPermissionDenied: `${prefix}geolocation_permission_denied`,
  geolocationBrowserSuccess: `${prefix}geolocation_browser_success`,
  inactivityLogoutTime: `${prefix}inactivity_logout_time`,
  logoutTriggered: `${prefix}logout_triggered`,
  loggingOut: `${prefix}logging_out`,
  logoutCompleted: `${prefix}logout_completed`,
  manualLogout: `${prefix}manual_logout`,
  criticalRequestBackup: `${prefix}critical_request_backup`,
  /** '1' while a consumer is signed in here: public pages then load the signed-in header. */
  consumerSignedIn: `${prefix}consumer_signed_in`,
  /** The quote flow's answers, one draft per line, kept until the quotes are saved. */
  quoteDraftAuto: `${prefix}quote_draft_auto`,
  quoteDraftHome: `${prefix}quote_draft_home`,
  quoteDraftRenters: `${prefix}quote_draft_renters`,
  quoteDraftLife: `${prefix}quote_draft_life`,
} as const;

/** Messages typed but not yet accepted by the server, per signed-in user (one browser, many accounts). */
export function messageOutboxKey(userId: string): string {
  return `${prefix}message_outbox_${userId}`;
}

/** Set once the agent portal has greeted this user in this browser ('Welcome' then 'Welcome back'). */
export function agentVisitedKey(userId: string): string {
  return `${prefix}agent_visited_${userId}`;
}

/** Theme-mode keys written by the older app (and common libraries); the theme is always light. */
export const legacyThemeKeys = ['theme', 'theme-mode', 'vite-ui-theme', 'ui-theme'] as const;

export function removeStoredThemeMode(): void {
  for (const key of legacyThemeKeys) safeStorage.remove(key);
}

/** localStorage that never throws (private mode, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the app keeps working without persistence.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Ignored for the same reason as above.
    }
  },
};
