import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from './api-client';
import { ActionKeys, newIdempotencyKey } from './idempotency-key';

const keyPattern = /^[A-Za-z0-9_-]{8,64}$/;

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('ActionKeys', () => {
  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(keyPattern);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('reuses the key of an action sent again until it succeeds, whatever the key order', () => {
    const keys = new ActionKeys();
    const first = keys.keyFor('q1', { zip: '78701', type: 'auto' });
    expect(keys.keyFor('q1', { type: 'auto', zip: '78701' })).toBe(first);
    expect(keys.keyFor('q2', { type: 'auto', zip: '78701' })).not.toBe(first);
    keys.succeeded('q1', first);
    expect(keys.keyFor('q1', { zip: '78701', type: 'auto' })).not.toBe(first);
  });

  it('gives a changed action a new key', () => {
    const keys = new ActionKeys();
    const first = keys.keyFor('save', { zip: '78701' });
    expect(keys.keyFor('save', { zip: '78702' })).not.toBe(first);
  });

  it('keeps the key after a failure and retires it after a success (run)', async () => {
    const keys = new ActionKeys();
    const sent: string[] = [];
    await expect(
      keys.run('save', { a: 1 }, async (key) => {
        sent.push(key);
        throw new Error('503');
      }),
    ).rejects.toThrow('503');
    // A double click: both clicks send the same key.
    await Promise.all([
      keys.run('save', { a: 1 }, async (key) => void sent.push(key)),
      keys.run('save', { a: 1 }, async (key) => void sent.push(key)),
    ]);
    await keys.run('save', { a: 1 }, async (key) => void sent.push(key));
    expect(new Set(sent.slice(0, 3)).size).toBe(1);
    expect(sent[3]).not.toBe(sent[0]);
  });
});

describe('apiRequest with an Idempotency-Key', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const sentKeys = () =>
    fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers,
    );

  it('retries a POST after 503s and a lost connection, with the same key every time', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { message: 'away' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { id: 'q1' }));
    const result = apiPost('/api/quotes', { zip: '78701' }, { idempotencyKey: 'key-12345678' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ id: 'q1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentKeys().map((headers) => headers['Idempotency-Key'])).toEqual([
      'key-12345678',
      'key-12345678',
      'key-12345678',
    ]);
  });

  it('answers a 429 or a 500 at once: only an unavailable service is waited for', async () => {
    for (const status of [429, 500]) {
      fetchMock.mockReset();
      fetchMock.mockImplementation(async () => jsonResponse(status, { message: 'no' }));
      await expect(apiPost('/api/quotes', {}, { idempotencyKey: 'key-12345678' })).rejects.toThrow(
        `${status}: no`,
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after its retries with the server message, and sends no key when given none', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(503, { message: 'away' }));
    const result = apiPost('/api/quotes', {}, { idempotencyKey: 'key-12345678', retries: 1 });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3000);
    expect(String(await settled)).toContain('503: away');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockClear();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiPost('/api/auth/logout')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentKeys()[0]?.['Idempotency-Key']).toBeUndefined();
  });
});
