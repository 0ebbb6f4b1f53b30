import { storageKeys } from './storage-keys';

/**
 * Whether this browser last knew a consumer signed in (decision 0056). Public pages read it
 * without the session layer: only when it is set do they load the role check and the signed-in
 * header, so a visitor's page stays inside its JavaScript budget. The session store keeps it
 * true to the server's role check on every screen that reads the session.
 */
export function hasConsumerHint(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.consumerSignedIn) === '1';
  } catch {
    return false;
  }
}

export function setConsumerHint(isConsumer: boolean): void {
  try {
    if (isConsumer) window.localStorage.setItem(storageKeys.consumerSignedIn, '1');
    else window.localStorage.removeItem(storageKeys.consumerSignedIn);
  } catch {
    // Storage refused (private mode): public pages show the visitor's links.
  }
}
