import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../shared/contracts/messages';
import { ApiError } from '../../lib/api-client';
import { MessageOutbox, type OutboxEntry, type OutboxStorage } from './message-outbox';

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const stored = (entry: OutboxEntry, seq: number): Message => ({
  id: `m${seq}`,
  conversationId: entry.conversationId,
  seq,
  senderId: 'me',
  clientId: entry.clientId,
  body: entry.body,
  createdAt: entry.createdAt,
  editedAt: null,
  deletedAt: null,
  change: seq,
});

function setUp(send: (entry: OutboxEntry) => Promise<Message>, online = { value: true }) {
  const storage = memoryStorage();
  let next = 0;
  const onSent = vi.fn();
  const outbox = new MessageOutbox({
    storage,
    key: 'outbox',
    send,
    onSent,
    isOnline: () => online.value,
    newClientId: () => `client-${++next}`,
    retryDelayMs: () => 1000,
  });
  return { storage, outbox, onSent, online };
}

describe('MessageOutbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a message typed offline and sends it once, with its client id, when back online', async () => {
    const send = vi.fn(async (entry: OutboxEntry) => stored(entry, 1));
    const { outbox, storage, onSent, online } = setUp(send, { value: false });
    outbox.add('c1', 'Typed offline');
    await vi.runAllTimersAsync();
    expect(send).not.toHaveBeenCalled();
    expect(JSON.parse(storage.get('outbox') ?? '[]')).toMatchObject([
      { clientId: 'client-1', body: 'Typed offline', status: 'sending' },
    ]);

    online.value = true;
    outbox.flush();
    outbox.flush();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ clientId: 'client-1', conversationId: 'c1' });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'client-1' }));
    expect(outbox.list()).toEqual([]);
    expect(storage.get('outbox')).toBeNull();
  });

  it('retries a network failure with the same client id and sends in the order written', async () => {
    let failures = 1;
    const sent: string[] = [];
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      sent.push(`${entry.clientId}:${entry.body}`);
      return stored(entry, sent.length);
    });
    const { outbox } = setUp(send);
    outbox.add('c1', 'first');
    outbox.add('c1', 'second');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['client-1:first', 'client-2:second']);
  });

  it('marks a refused message failed with the server words, and Retry sends it again', async () => {
    const send = vi
      .fn<(entry: OutboxEntry) => Promise<Message>>()
      .mockRejectedValueOnce(
        new ApiError('403: closed', 403, 'You can no longer send messages in this conversation'),
      )
      .mockImplementation(async (entry) => stored(entry, 1));
    const { outbox } = setUp(send);
    outbox.add('c1', 'Hello');
    await vi.runAllTimersAsync();
    expect(outbox.list()).toMatchObject([
      { status: 'failed', error: 'You can no longer send messages in this conversation' },
    ]);
    outbox.retry('client-1');
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].clientId).toBe('client-1');
    expect(outbox.list()).toEqual([]);
  });

  it('picks up what an earlier page left in storage and ignores broken entries', () => {
    const storage = memoryStorage();
    storage.set(
      'outbox',
      JSON.stringify([
        {
          clientId: 'kept-1234',
          conversationId: 'c1',
          body: 'x',
          createdAt: '2026-01-01T00:00:00.000Z',
          status: 'sending',
        },
        { clientId: 5 },
      ]),
    );
    const outbox = new MessageOutbox({
      storage,
      key: 'outbox',
      send: () => new Promise(() => undefined),
    });
    expect(outbox.list().map((entry) => entry.clientId)).toEqual(['kept-1234']);
  });
});
