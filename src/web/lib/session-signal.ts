/**
 * Whether someone is signed in in this tab, as the session store last knew it. It lives apart from
 * the store so that the live channel (a lazy chunk) reads it without importing the session layer,
 * and the entry chunk stays free of the channel's code.
 */
let isSignedIn = false;
const listeners = new Set<(isSignedIn: boolean) => void>();

export function setSignedIn(value: boolean): void {
  if (value === isSignedIn) return;
  isSignedIn = value;
  for (const listener of listeners) listener(value);
}

export function getSignedIn(): boolean {
  return isSignedIn;
}

export function onSignedInChange(listener: (isSignedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const signOutWaits = new Set<() => Promise<void>>();

/** Something to settle before a sign-out reaches the server (the live channel's open handshake). */
export function waitBeforeSignOut(wait: () => Promise<void>): () => void {
  signOutWaits.add(wait);
  return () => signOutWaits.delete(wait);
}

/**
 * Resolves once everything registered has settled, or after `timeoutMs`: a handshake still in
 * flight when the session is deleted would be refused (401) and logged by the browser.
 */
export async function settleBeforeSignOut(timeoutMs = 2000): Promise<void> {
  if (signOutWaits.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...signOutWaits].map((wait) => wait())),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
