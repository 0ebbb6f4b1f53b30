/**
 * Idempotency keys for the critical POSTs (decision 0032): a new quote request, a consent, an
 * offer. The server stores the key with what the request created, so a retry never makes two.
 */

/** 8-64 characters of [A-Za-z0-9_-], as the server requires. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}

/** JSON with object keys sorted: the same answers give the same fingerprint. */
function fingerprintOf(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/**
 * One key per user action. The same action sent again (a double click, the person pressing the
 * button again after a failure, the request helper's own retries) carries the same key, so the
 * server answers what the first attempt created; a different action, or the same one after it
 * succeeded, gets a new key.
 */
export class ActionKeys {
  private readonly current = new Map<string, { fingerprint: string; key: string }>();

  /** The key of this action (`scope` names what it acts on, `body` what it sends). */
  keyFor(scope: string, body: unknown): string {
    const fingerprint = fingerprintOf(body);
    const pending = this.current.get(scope);
    if (pending?.fingerprint === fingerprint) return pending.key;
    const key = newIdempotencyKey();
    this.current.set(scope, { fingerprint, key });
    return key;
  }

  /** The action succeeded: the next one in this scope is a new action. */
  succeeded(scope: string, key: string): void {
    if (this.current.get(scope)?.key === key) this.current.delete(scope);
  }

  /** Sends `body` with the action's key, retiring the key once the server accepted it. */
  async run<T>(scope: string, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(scope, body);
    const result = await send(key);
    this.succeeded(scope, key);
    return result;
  }
}
