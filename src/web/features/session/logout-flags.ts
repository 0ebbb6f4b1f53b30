import { safeStorage, storageKeys } from '../../lib/storage-keys';

/** The logout flags of spec section 4, kept in local storage across the redirect. */
const logoutFlagKeys = [
  storageKeys.inactivityLogoutTime,
  storageKeys.logoutTriggered,
  storageKeys.loggingOut,
  storageKeys.logoutCompleted,
  storageKeys.manualLogout,
] as const;

export function markLogoutStarted({
  isManual,
  isInactivity,
}: {
  isManual: boolean;
  isInactivity: boolean;
}): void {
  if (isInactivity) safeStorage.set(storageKeys.inactivityLogoutTime, new Date().toISOString());
  if (isManual) safeStorage.set(storageKeys.manualLogout, 'true');
  safeStorage.set(storageKeys.logoutTriggered, 'true');
  safeStorage.set(storageKeys.loggingOut, 'true');
}

export function markLogoutCompleted(): void {
  safeStorage.remove(storageKeys.loggingOut);
  safeStorage.set(storageKeys.logoutCompleted, 'true');
}

export function hasCompletedLogout(): boolean {
  return safeStorage.get(storageKeys.logoutCompleted) === 'true';
}

export function clearLogoutFlags(): void {
  for (const key of logoutFlagKeys) safeStorage.remove(key);
}
