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
