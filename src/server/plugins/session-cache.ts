import { performance } from 'node:perf_hooks';
import type { PublicUser } from '../../shared/contracts/auth';

/** A live session as the server sees it: whose it is and until when it lives. */
export interface LiveSession {
  tokenHash: string;
  user: PublicUser;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  /** Last activity as stored; written again at most every `lastSeenWriteIntervalMs`. */
  lastSeenAt?: Date;
  /** When this session passed the second factor; null when it did not (decision 0075). */
  secondFactorAt?: Date | null;
}

export interface CachedSession extends LiveSession {
  /** The role-check answer, serialised once per session instead of once per request. */
  roleCheckBody: string;
  /** The entry is dropped after this even if nothing invalidated it (defence in depth). */
  cachedUntil: number;
}

export interface SessionCacheOptions {
  maxEntries?: number;
  /** Longest an entry is trusted without reading the database again. */
  maxEntryAgeMs?: number;
}

/**
 * In-process cache of live sessions (decision 0009). It answers only while invalidation is known
 * to work: `markListening()` after LISTEN succeeded (and, on PostgreSQL, each heartbeat echo),
 * `markDeaf()` when the listening connection is lost, which also empties it.
 *
 * Expiry is checked locally on every hit against the session's own deadlines, so an idle or
 * absolute deadline needs no message from anyone. `generation` guards against the race where a
 * database read that started before an invalidation finishes after it: such a read may answer
 * its own request but is not cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly maxEntries: number;
  private readonly maxEntryAgeMs: number;
  private listening = false;
  private lastConfirmedAt = 0;
  private confirmationTimeoutMs = Number.POSITIVE_INFINITY;
  generation = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxEntryAgeMs = options.maxEntryAgeMs ?? 60_000;
  }

  /**
   * The invalidation channel works. With a timeout, it must be confirmed again (heartbeat echo)
   * within that many milliseconds, or the cache stops answering.
   */
  markListening(confirmationTimeoutMs = Number.POSITIVE_INFINITY): void {
    // Reads that started while deaf may have missed a message: they must not be cached.
    if (!this.listening) this.generation++;
    this.listening = true;
    this.confirmationTimeoutMs = confirmationTimeoutMs;
    this.lastConfirmedAt = performance.now();
  }

  markDeaf(): void {
    this.listening = false;
    this.clear();
  }

  /** Listening, but the last confirmation is older than the timeout. */
  get isOverdue(): boolean {
    return performance.now() - this.lastConfirmedAt > this.confirmationTimeoutMs;
  }

  get isUsable(): boolean {
    if (!this.listening) return false;
    if (this.isOverdue) {
      // The heartbeat has not come back: messages may be getting lost.
      this.markDeaf();
      return false;
    }
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    if (!this.isUsable) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const isLive =
      now < entry.idleExpiresAt.getTime() &&
      now < entry.absoluteExpiresAt.getTime() &&
      now < entry.cachedUntil;
    if (!isLive) {
      // Possibly refreshed on another instance: the caller reads the database again.
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Caches a session read at `generationAtRead`, unless something was invalidated since. */
  set(session: LiveSession, generationAtRead: number, now = Date.now()): CachedSession {
    const entry: CachedSession = {
      ...session,
      roleCheckBody: JSON.stringify({ authenticated: true, user: session.user }),
      cachedUntil: now + this.maxEntryAgeMs,
    };
    if (generationAtRead !== this.generation || !this.isUsable) return entry;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.tokenHash, entry);
    return entry;
  }

  invalidateSession(tokenHash: string): void {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  invalidateUser(userId: string): void {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
