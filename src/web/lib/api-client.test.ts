import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  buildUrl,
  holdRequestsForSignOut,
  isCriticalPath,
  readCriticalRequestBackups,
  retryDelayMs,
  sessionRefreshEvent,
} from './api-client';
import { storageKeys } from './storage-keys';

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** A window stand-in for the node test environment: events and a local storage map. */
function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  return Object.assign(target, {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let win: ReturnType<typeof fakeWindow>;

beforeEach(() => {
  fetchMock = vi.fn();
  win = fakeWindow();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', win);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function lastInit(): RequestInit {
  return fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
}

describe('apiRequest', () => {
  it('sends JSON with credentials and the request id, timestamp and XMLHttpRequest headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiPost('/api/auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const init = lastInit();
    const headers = init.headers as Record<string, string>;
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['X-Request-Id']).toMatch(/\S{8,}/);
    expect(Number.isNaN(Date.parse(headers['X-Client-Timestamp'] ?? ''))).toBe(false);
  });

  it('turns a query map into a query string, skipping empty values', () => {
    expect(buildUrl('/api/x', { a: 1, b: 'two words', c: undefined, d: null, e: false })).toBe(
      '/api/x?a=1&b=two+words&e=false',
    );
    expect(buildUrl('/api/x?z=1', { a: 1 })).toBe('/api/x?z=1&a=1');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('formats failures as "status: message" from the body, the text or the status text', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Already registered' }));
    await expect(apiPost('/api/auth/register', {})).rejects.toMatchObject({
      message: '409: Already registered',
      status: 409,
      serverMessage: 'Already registered',
    });
    fetchMock.mockResolvedValueOnce(new Response('plain text', { status: 400 }));
    await expect(apiPost('/api/x', {})).rejects.toThrow('400: plain text');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(apiPost('/api/x', {})).rejects.toThrow('404: Not Found');
  });

  it('words a 401 as "401: {statusText} - Unauthorized" and keeps the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { message: 'Invalid credentials' }, 'Unauthorized'),
    );
    const error = await apiPost('/api/agent/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized - Unauthorized');
    expect((error as ApiError).serverMessage).toBe('Invalid credentials');
  });

  it('keeps the per-field issues of a 400 body', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'Phone is bad',
        issues: [
          { path: 'phone', message: 'Phone is bad' },
          { path: 7, message: 'dropped' },
        ],
      }),
    );
    const error = await apiPost('/api/x', {}).catch((caught: unknown) => caught);
    expect((error as ApiError).issues).toEqual([{ path: 'phone', message: 'Phone is bad' }]);
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Taken' }));
    const plain = await apiPost('/api/x', {}).catch((caught: unknown) => caught);
    expect((plain as ApiError).issues).toEqual([]);
  });

  it('fires a session-refresh event on 401 and 403, not on other failures', async () => {
    const listener = vi.fn();
    win.addEventListener(sessionRefreshEvent, listener);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'x' }));
    await apiGet('/api/user').catch(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'x' }));
    await apiGet('/api/agent/status').catch(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'x' }));
    await apiGet('/api/agent/status').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('holds requests during a sign-out: none leaves once the session ended, all go on if it failed', async () => {
    const listener = vi.fn();
    win.addEventListener(sessionRefreshEvent, listener);
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    const finish = holdRequestsForSignOut();
    const held = apiGet('/api/profiles/me').catch((caught: unknown) => caught);
    // The sign-out's own request goes out at once.
    await expect(apiPost('/api/auth/logout', undefined, { isSignOut: true })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    finish(true);
    const error = (await held) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([401, '401: Unauthorized - Unauthorized']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    // After the sign-out, requests leave again; a failed sign-out lets the held ones go on.
    await expect(apiGet('/api/health')).resolves.toEqual({ ok: true });
    const failedSignOut = holdRequestsForSignOut();
    const waiting = apiGet('/api/profiles/me');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    failedSignOut(false);
    await expect(waiting).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says "Invalid JSON response detected" for a JSON reply that does not parse', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(apiGet('/api/user')).rejects.toThrow('Invalid JSON response detected');
  });

  it('answers a non-JSON reply with a synthetic {ok, status, message}', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('hello', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(apiGet('/api/text')).resolves.toEqual({ ok: true, status: 200, message: 'hello' });
  });

  it('retries 429, 500 and 503 after 1000 ms x (4 - retries left)', async () => {
    vi.useFakeTimers();
    expect([3, 2, 1].map(retryDelayMs)).toEqual([1000, 2000, 3000]);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { message: 'busy' }))
      .mockResolvedValueOnce(jsonResponse(429, { message: 'slow down' }))
      .mockResolvedValueOnce(jsonResponse(500, { message: 'oops' }))
      .mockResolvedValueOnce(jsonResponse(200, { done: true }));
    const result = apiGet('/api/user', { retries: 3 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({ done: true });
  });

  it('does not retry a state-changing request unless asked', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'down' }));
    await expect(apiPost('/api/auth/login', {})).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('times out after 30 s by default with the spec message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const result = apiGet('/api/user', { retries: 0 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(((await result) as Error).message).toBe(
      'Request timed out after 30000ms. Please try again.',
    );
  });

  it('retries a timed-out critical request once after 1 s with 1.5x the timeout', async () => {
    vi.useFakeTimers();
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    fetchMock.mockImplementation(hang);
    const result = apiPost('/api/quotes', { a: 1 }, { timeoutMs: 1000 }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(((await result) as Error).message).toBe(
      'Request timed out after 1500ms. Please try again.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a critical POST body in local storage until the server accepts it', async () => {
    expect(isCriticalPath('/api/messages')).toBe(true);
    expect(isCriticalPath('/api/profiles/42')).toBe(true);
    expect(isCriticalPath('/api/quotes-archive')).toBe(false);
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const pending = apiPost('/api/messages', { text: 'hi' });
    await Promise.resolve();
    const backups = Object.values(readCriticalRequestBackups());
    expect(backups).toMatchObject([
      { method: 'POST', path: '/api/messages', body: { text: 'hi' } },
    ]);
    expect(lastInit().cache).toBe('no-store');
    release(jsonResponse(201, { id: 1 }));
    await pending;
    expect(win.localStorage.getItem(storageKeys.criticalRequestBackup)).toBeNull();
  });

  it('leaves the critical backup in place when the request fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'bad' }));
    await apiPost('/api/quotes', { q: 1 }).catch(() => undefined);
    expect(Object.values(readCriticalRequestBackups())).toHaveLength(1);
  });
});
