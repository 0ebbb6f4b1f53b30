import type { Message } from '../../../shared/contracts/messages';
import { ApiError } from '../../lib/api-client';

/** A message typed in this browser that the server has not accepted yet. */
export interface OutboxEntry {
  /** Chosen here and sent with every attempt: the server stores the message once. */
  clientId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  /** `sending` waits for a connection or is on its way; `failed` was refused by the server. */
  status: 'sending' | 'failed';
  /** The server's words for a refusal. */
  error?: string;
}

export interface OutboxStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  key: string;
  send: (entry: OutboxEntry) => Promise<Message>;
  /** The server accepted a message (new, or the one already stored for its client id). */
  onSent?: (message: Message) => void;
  isOnline?: () => boolean;
  newClientId?: () => string;
  now?: () => Date;
  /** Waits before another attempt after a failure that was not a refusal (offline, timeout, 5xx). */
  retryDelayMs?: (failures: number) => number;
}

/** Back-off after transient failures: 2 s doubling up to 30 s. */
export const outboxRetryDelayMs = (failures: number) =>
  Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

/** A 4xx other than a timeout or a rate limit: sending the same body again cannot succeed. */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    !error.isTimeout &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function readEntries(storage: OutboxStorage, key: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is OutboxEntry =>
        !!entry &&
        typeof entry.clientId === 'string' &&
        typeof entry.conversationId === 'string' &&
        typeof entry.body === 'string' &&
        typeof entry.createdAt === 'string' &&
        (entry.status === 'sending' || entry.status === 'failed'),
    );
  } catch {
    return [];
  }
}

function randomClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

/**
 * The persisted outbox of one user: a message is kept (in local storage) from the moment it is
 * sent until the server accepts it, so a message typed offline, or before a reload, is sent when
 * the connection returns, always with the same client id (the server stores it once). Messages go
 * out one at a time, oldest first, so they keep the order they were written in.
 */
export class MessageOutbox {
  private entries: OutboxEntry[];
  private readonly listeners = new Set<() => void>();
  private isPumping = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: OutboxOptions) {
    this.entries = readEntries(options.storage, options.key);
  }

  /** The entries, oldest first (a new array after every change, for React). */
  list(): OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a message and tries to send it at once; answers its entry. */
  add(conversationId: string, body: string): OutboxEntry {
    const entry: OutboxEntry = {
      clientId: (this.options.newClientId ?? randomClientId)(),
      conversationId,
      body,
      createdAt: (this.options.now?.() ?? new Date()).toISOString(),
      status: 'sending',
    };
    this.update([...this.entries, entry]);
    this.flush();
    return entry;
  }

  /** A refused message, tried again with its client id. */
  retry(clientId: string): void {
    this.update(
      this.entries.map((entry) =>
        entry.clientId === clientId ? { ...entry, status: 'sending', error: undefined } : entry,
      ),
    );
    this.flush();
  }

  discard(clientId: string): void {
    this.update(this.entries.filter((entry) => entry.clientId !== clientId));
  }

  /** Sends what waits (back online, the live channel reconnected, a screen opened). */
  flush(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.isPumping) return;
    this.isPumping = true;
    try {
      for (;;) {
        if (this.options.isOnline && !this.options.isOnline()) return;
        const next = this.entries.find((entry) => entry.status === 'sending');
        if (!next) return;
        try {
          const message = await this.options.send(next);
          this.failures = 0;
          this.update(this.entries.filter((entry) => entry.clientId !== next.clientId));
          this.options.onSent?.(message);
        } catch (error) {
          if (isRefusal(error)) {
            this.update(
              this.entries.map((entry) =>
                entry.clientId === next.clientId
                  ? { ...entry, status: 'failed', error: error.serverMessage ?? error.message }
                  : entry,
              ),
            );
            continue;
          }
          this.failures += 1;
          const delay = (this.options.retryDelayMs ?? outboxRetryDelayMs)(this.failures);
          this.retryTimer = setTimeout(() => this.flush(), delay);
          return;
        }
      }
    } finally {
      this.isPumping = false;
    }
  }

  private update(entries: OutboxEntry[]): void {
    this.entries = entries;
    if (entries.length === 0) this.options.storage.remove(this.options.key);
    else this.options.storage.set(this.options.key, JSON.stringify(entries));
    for (const listener of [...this.listeners]) listener();
  }
}
