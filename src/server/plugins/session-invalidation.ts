import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import type { SessionCache } from './session-cache';

/** The channel every instance listens on. Payloads are ids only (architecture). */
export const sessionChannel = 'lion_sessions';
/** Names the listening connection in pg_stat_activity. */
export const listenerApplicationName = 'lion-session-listener';

/** Without a heartbeat echo for this long, the cache stops answering. */
const heartbeatTimeoutMs = 6000;
const reconnectDelayMs = 1000;
/** Longest a logout waits to see its own notification come back. */
const echoTimeoutMs = 500;
/**
 * The lease (decision 0009): a cached session is trusted only while this instance has received
 * back a heartbeat that it sent at most `leaseMs` ago; a logout answers only `leaseMs` plus the
 * allowed clock skew after its notification committed. PostgreSQL delivers notifications to each
 * listener in commit order, so such a heartbeat, sent after the logout committed, arrives after
 * the logout's notification: no instance can serve a session that a logout has already ended.
 */
export const leaseMs = 250;
/** Clock difference allowed between instances on different hosts (NTP keeps far less). */
const clockSkewMs = 50;
/** Several heartbeats per lease, so that a normal delivery delay keeps the lease alive. */
const leaseHeartbeatIntervalMs = 50;

export type SessionMessage =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'ping'; from: string };

export function encodeSessionMessage(message: SessionMessage): string {
  switch (message.kind) {
    case 'session':
      return `s:${message.tokenHash}`;
    case 'user':
      return `u:${message.userId}`;
    case 'ping':
      return `p:${message.from}`;
  }
}

export function decodeSessionMessage(payload: string): SessionMessage | null {
  const value = payload.slice(2);
  if (payload.startsWith('s:')) return { kind: 'session', tokenHash: value };
  if (payload.startsWith('u:')) return { kind: 'user', userId: value };
  if (payload.startsWith('p:')) return { kind: 'ping', from: value };
  return null;
}

/** The driver's own client under Drizzle: the pg pool, or the PGlite instance. */
function rawClient(database: Database): unknown {
  return (database.db as unknown as { $client: unknown }).$client;
}

/**
 * Keeps the session cache of this instance in step with every other instance: LISTEN on
 * PostgreSQL through a dedicated connection (with a heartbeat, so a silently dead connection
 * switches the cache off within seconds), or PGlite's in-process listener.
 */
export class SessionInvalidation {
  private readonly instanceId = randomBytes(6).toString('hex');
  private readonly echoWaiters = new Map<string, Array<() => void>>();
  /** Send time (wall clock) of the newest own heartbeat received back on the listener. */
  private newestEchoSentAt = Number.NEGATIVE_INFINITY;
  private client: pg.Client | undefined;
  private unlistenPglite: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private isStopped = false;
  /** LISTEN succeeded on the current connection. */
  private isListening = false;
  private isHeartbeatInFlight = false;

  constructor(
    private readonly database: Database,
    private readonly cache: SessionCache,
    private readonly onError: (error: unknown) => void = () => {},
    /** Told of every ended session (logout, rotation), on every instance. */
    private readonly onSessionEnded: (tokenHash: string) => void = () => {},
  ) {}

  async start(): Promise<void> {
    if (this.database.kind === 'pglite') {
      const client = rawClient(this.database) as PGlite;
      this.unlistenPglite = await client.listen(sessionChannel, (payload) => this.receive(payload));
      // One process owns a PGlite database: no connection can be lost.
      this.cache.markListening();
      return;
    }
    await this.connect();
    this.heartbeat = setInterval(() => void this.sendHeartbeat(), leaseHeartbeatIntervalMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnect);
    this.cache.markDeaf();
    await this.unlistenPglite?.().catch(() => {});
    await this.client?.end().catch(() => {});
  }

  /**
   * Tells every instance (this one included) about a change. Resolves once this instance's own
   * listener has received it, or after a short timeout: by then the other listeners have had it
   * delivered by the same commit.
   */
  async publish(message: SessionMessage): Promise<void> {
    const payload = encodeSessionMessage(message);
    const echo = this.cache.isUsable ? this.waitForEcho(payload) : Promise.resolve();
    await this.database.db.execute(sql`select pg_notify(${sessionChannel}, ${payload})`);
    const committedBy = Date.now();
    await echo;
    if (this.database.kind === 'postgres') {
      // Past this point every instance that still trusts its cache has received the message.
      const wait = committedBy + leaseMs + clockSkewMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * Whether a cached session may answer now: always on PGlite (one process), and on PostgreSQL
   * while this instance holds the lease (see `leaseMs`).
   */
  canTrustCache(now = Date.now()): boolean {
    return this.database.kind === 'pglite' || now - this.newestEchoSentAt <= leaseMs;
  }

  private waitForEcho(payload: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, echoTimeoutMs);
      const waiters = this.echoWaiters.get(payload) ?? [];
      waiters.push(done);
      this.echoWaiters.set(payload, waiters);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private receive(payload: string): void {
    const message = decodeSessionMessage(payload);
    if (message?.kind === 'session') {
      this.cache.invalidateSession(message.tokenHash);
      this.onSessionEnded(message.tokenHash);
    } else if (message?.kind === 'user') this.cache.invalidateUser(message.userId);
    else if (message?.kind === 'ping') {
      const [from, sentAt] = message.from.split('@');
      if (from === this.instanceId) {
        this.cache.markListening(heartbeatTimeoutMs);
        this.newestEchoSentAt = Math.max(this.newestEchoSentAt, Number(sentAt) || 0);
      }
    }
    const waiters = this.echoWaiters.get(payload);
    if (waiters) {
      this.echoWaiters.delete(payload);
      for (const resolve of waiters) resolve();
    }
  }

  private async connect(): Promise<void> {
    const pool = rawClient(this.database) as pg.Pool;
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: listenerApplicationName,
    });
    this.client = client;
    client.on('notification', (notification) => this.receive(notification.payload ?? ''));
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, new Error('listen connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${sessionChannel}`);
      this.isListening = true;
      this.cache.markListening(heartbeatTimeoutMs);
    } catch (error) {
      this.lose(client, error);
    }
  }

  /** The connection is gone: stop trusting the cache at once, then try again. */
  private lose(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.isListening = false;
    this.cache.markDeaf();
    this.newestEchoSentAt = Number.NEGATIVE_INFINITY;
    client.end().catch(() => {});
    if (this.isStopped) return;
    this.onError(error);
    this.reconnect = setTimeout(() => void this.connect(), reconnectDelayMs);
    this.reconnect.unref();
  }

  private async sendHeartbeat(): Promise<void> {
    const client = this.client;
    // Under load a heartbeat can outlast the interval: one at a time on the connection (pg
    // queues a second query on a busy client, and will refuse it from pg@9).
    if (!client || !this.isListening || this.isHeartbeatInFlight) return;
    if (this.cache.isOverdue) {
      // The connection looks alive but delivers nothing: replace it.
      this.lose(client, new Error('session heartbeat was not echoed'));
      return;
    }
    const payload = encodeSessionMessage({
      kind: 'ping',
      from: `${this.instanceId}@${Date.now()}`,
    });
    // Sent on the listening connection itself: no pool checkout, and it proves that connection.
    this.isHeartbeatInFlight = true;
    await client
      .query({
        name: 'lion-session-heartbeat',
        text: 'select pg_notify($1, $2)',
        values: [sessionChannel, payload],
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.isHeartbeatInFlight = false;
      });
  }
}
