import type { PublicUser } from '../../../shared/contracts/auth';
import { sessionRefreshEvent } from '../../lib/api-client';
import { setConsumerHint } from '../../lib/consumer-hint';
import { setSignedIn } from '../../lib/session-signal';
import { fetchRoleCheck } from './session-api';

/**
 * The signed-in user, from GET /api/user/role-check. A tiny store rather than the query library so
 * that the public /home page can read it without downloading TanStack Query (decision 0011).
 * Fresh for 5 minutes, retried once; a failure is logged and reported as `error` (the route guard
 * shows the auth-problem screen, other screens treat the person as signed out).
 */
export interface SessionState {
  status: 'loading' | 'ready' | 'error';
  user: PublicUser | null;
}

const freshForMs = 5 * 60_000;
const retryDelayMs = 1000;

let state: SessionState = { status: 'loading', user: null };
let fetchedAt = 0;
let inflight: Promise<void> | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  setSignedIn(next.user !== null);
  if (next.status === 'ready') setConsumerHint(next.user?.role === 'consumer');
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

async function fetchWithOneRetry() {
  try {
    return await fetchRoleCheck();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return fetchRoleCheck();
  }
}

/** Loads the role check unless a fresh answer is cached; `force` always asks the server. */
export function loadSession({ force = false } = {}): Promise<void> {
  if (inflight && !force) return inflight;
  if (!force && state.status === 'ready' && Date.now() - fetchedAt < freshForMs) {
    return Promise.resolve();
  }
  const current = ++generation;
  const request = fetchWithOneRetry().then(
    (answer) => {
      if (current !== generation) return;
      fetchedAt = Date.now();
      setState({ status: 'ready', user: answer.authenticated ? answer.user : null });
    },
    (error: unknown) => {
      if (current !== generation) return;
      console.warn('Role check failed', error);
      setState({ status: 'error', user: null });
    },
  );
  inflight = request.finally(() => {
    if (current === generation) inflight = null;
  });
  return inflight;
}

/** After a sign-in or registration that opened a session. */
export function setSessionUser(user: PublicUser): void {
  generation++;
  inflight = null;
  fetchedAt = Date.now();
  setState({ status: 'ready', user });
}

/** After logout: the cached user and role check are gone. */
export function clearSession(): void {
  generation++;
  inflight = null;
  fetchedAt = Date.now();
  setState({ status: 'ready', user: null });
}

/** Forget the cached answer so the next reader asks the server again. */
export function invalidateSession(): void {
  fetchedAt = 0;
}

if (typeof window !== 'undefined') {
  // Any 401/403 from a general call means the session may have ended: ask the server again.
  window.addEventListener(sessionRefreshEvent, () => {
    void loadSession({ force: true });
  });
}
