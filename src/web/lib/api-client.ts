import { safeStorage, storageKeys } from './storage-keys';

/**
 * The request helper of spec section 7: JSON with credentials, request id / client timestamp /
 * XMLHttpRequest headers, a query map, timeouts, retries with back-off, critical-path backups, the
 * error texts of section 8 and a window 'session-refresh' event on 401/403.
 */

export const defaultTimeoutMs = 30_000;
export const sessionRefreshEvent = 'session-refresh';
export const invalidJsonMessage = 'Invalid JSON response detected';

const retryableStatuses = new Set([429, 500, 503]);
/**
 * A keyed POST is retried only while the service is away: a 429 asks the person to slow down and
 * a 500 will not change by itself, so those answer at once.
 */
const keyedRetryableStatuses = new Set([503]);
const retryBaseDelayMs = 1000;
const criticalTimeoutRetryDelayMs = 1000;
const criticalTimeoutFactor = 1.5;
const criticalPathPrefixes = ['/api/quotes', '/api/profiles', '/api/messages'];

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  /**
   * Retries on 429/500/503 (503 only with an `idempotencyKey`). Defaults to 3 for GET and for a
   * request with an `idempotencyKey`, 0 for other state-changing requests.
   */
  retries?: number;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (decision 0032): the server stores it with what the
   * request creates, so the same key sent again answers that instead of creating a second one.
   * With a key, a POST is retried after a 503, a network error or a time-out, always with the
   * same key. One key per user action: see `ActionKeys` in `idempotency-key.ts`.
   */
  idempotencyKey?: string;
  /** The sign-out's own request: it is not held by `holdRequestsForSignOut`. */
  isSignOut?: boolean;
}

/** One problem of a validation error body (400): the field's dotted path and its message. */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * A failed call. `message` is the spec's error text; `serverMessage` the body's own message;
 * `issues` the body's per-field problems, for forms to show next to their fields.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string,
    readonly isTimeout = false,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a GET answers when the reply is not JSON. */
export interface NonJsonReply {
  ok: boolean;
  status: number;
  message: string;
}

export function isCriticalPath(path: string): boolean {
  return criticalPathPrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The back-off before the next attempt: 1000 ms x (4 - retries left). */
export function retryDelayMs(retriesLeft: number): number {
  return retryBaseDelayMs * (4 - retriesLeft);
}

function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type BackupMap = Record<
  string,
  { method: string; path: string; body: unknown; savedAt: string; idempotencyKey?: string }
>;

function readBackups(): BackupMap {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(storageKeys.criticalRequestBackup) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as BackupMap) : {};
  } catch {
    return {};
  }
}

function writeBackups(backups: BackupMap): void {
  if (Object.keys(backups).length === 0) safeStorage.remove(storageKeys.criticalRequestBackup);
  else safeStorage.set(storageKeys.criticalRequestBackup, JSON.stringify(backups));
}

/** Critical POST bodies kept until the server accepts them, keyed by request id. */
export function readCriticalRequestBackups(): BackupMap {
  return readBackups();
}

function notifySessionRefresh(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new Event(sessionRefreshEvent));
  }
}

/** A refusal for want of a session, worded '401: {statusText} - Unauthorized' (spec section 8). */
const unauthorized = (statusText: string, serverMessage?: string) =>
  new ApiError(`401: ${statusText} - Unauthorized`, 401, serverMessage);

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let issues: ApiIssue[] = [];
  try {
    const body: unknown = JSON.parse(text);
    if (
      body &&
      typeof body === 'object' &&
      typeof (body as { message?: unknown }).message === 'string'
    ) {
      serverMessage = (body as { message: string }).message;
    }
    issues = readIssues(body);
  } catch {
    // Not JSON: the raw text (or the status text) is the message.
  }
  if (response.status === 401) return unauthorized(response.statusText, serverMessage);
  const message = serverMessage ?? (text || response.statusText);
  return new ApiError(
    `${response.status}: ${message}`,
    response.status,
    serverMessage,
    false,
    issues,
  );
}

function readIssues(body: unknown): ApiIssue[] {
  const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : null;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ApiIssue =>
      !!issue &&
      typeof (issue as ApiIssue).path === 'string' &&
      typeof (issue as ApiIssue).message === 'string',
  );
}

async function parseSuccess<T>(response: Response): Promise<T> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    return { ok: response.ok, status: response.status, message: text } satisfies NonJsonReply as T;
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(invalidJsonMessage, response.status);
  }
}

async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  outerSignal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  let didTimeOut = false;
  const timer = setTimeout(() => {
    didTimeOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  outerSignal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (didTimeOut) {
      throw new ApiError(
        `Request timed out after ${timeoutMs}ms. Please try again.`,
        0,
        undefined,
        true,
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/** Settles once a sign-out on its way has ended (true) or failed (false). */
let signOutHold: Promise<boolean> | null = null;

/**
 * Holds every request that starts from now on until the sign-out it announces is over: a request
 * that reached the server after the session had ended would be refused (401), and the browser
 * logs each refusal. Once the session has ended, the held requests fail here as that 401 would,
 * without leaving the browser; if the sign-out failed, they go on. Call the answer when it is over.
 */
export function holdRequestsForSignOut(): (hasEnded: boolean) => void {
  let release: (hasEnded: boolean) => void = () => undefined;
  const hold = new Promise<boolean>((resolve) => {
    release = resolve;
  });
  signOutHold = hold;
  return (hasEnded) => {
    if (signOutHold === hold) signOutHold = null;
    release(hasEnded);
  };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (signOutHold && !options.isSignOut && (await signOutHold)) {
    throw unauthorized('Unauthorized');
  }
  const method = options.method ?? 'GET';
  const isCritical = isCriticalPath(path);
  const requestId = newRequestId();
  const hasBody = options.body !== undefined;
  const url = buildUrl(path, options.query);
  const { idempotencyKey } = options;
  let retriesLeft = options.retries ?? (method === 'GET' || idempotencyKey ? 3 : 0);
  let timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  let hasRetriedTimeout = false;

  if (isCritical && method === 'POST' && hasBody) {
    writeBackups({
      ...readBackups(),
      [requestId]: {
        method,
        path,
        body: options.body,
        savedAt: new Date().toISOString(),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });
  }

  for (;;) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Request-Id': requestId,
      'X-Client-Timestamp': new Date().toISOString(),
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    // The server words validation messages in the language the person chose in the app.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers['Accept-Language'] = language;
    if (isCritical) {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }
    let response: Response;
    try {
      response = await fetchWithTimeout(
        url,
        {
          method,
          headers,
          credentials: 'include',
          body: hasBody ? JSON.stringify(options.body) : undefined,
          ...(isCritical ? { cache: 'no-store' as const } : {}),
        },
        timeoutMs,
        options.signal,
      );
    } catch (error) {
      if (error instanceof ApiError && error.isTimeout && isCritical && !hasRetriedTimeout) {
        hasRetriedTimeout = true;
        await sleep(criticalTimeoutRetryDelayMs);
        timeoutMs = Math.round(timeoutMs * criticalTimeoutFactor);
        continue;
      }
      // The answer was lost (connection dropped, time-out): with a key, sending it again is safe.
      if (idempotencyKey && retriesLeft > 0 && !options.signal?.aborted) {
        await sleep(retryDelayMs(retriesLeft));
        retriesLeft -= 1;
        continue;
      }
      throw error;
    }

    if (response.ok) {
      const result = await parseSuccess<T>(response);
      if (isCritical && method === 'POST' && hasBody) {
        const { [requestId]: _saved, ...rest } = readBackups();
        writeBackups(rest);
      }
      return result;
    }

    const retryOn = idempotencyKey && method !== 'GET' ? keyedRetryableStatuses : retryableStatuses;
    if (retryOn.has(response.status) && retriesLeft > 0) {
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelayMs(retriesLeft));
      retriesLeft -= 1;
      continue;
    }

    if (response.status === 401 || response.status === 403) notifySessionRefresh();
    throw await errorFromResponse(response);
  }
}

export const apiGet = <T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body?: unknown, options: ApiRequestOptions = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiPut = <T>(path: string, body?: unknown, options: ApiRequestOptions = {}) =>
  apiRequest<T>(path, { ...options, method: 'PUT', body });
