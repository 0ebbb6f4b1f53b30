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

const heartbeatIntervalMs = 2000;
/** Without a heartbeat echo for this long, the cache stops answering. */
const heartbeatTimeoutMs = 6000;
const reconnectDelayMs = 1000;
/** Longest a logout waits to see its own notification come back. */
const echoTimeoutMs = 500;
/** Longest a cached read waits to catch up with the channel before reading the database instead. */
const catchUpTimeoutMs = 1000;

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
  /** Cached reads waiting for the next catch-up marker to be sent. */
  private catchUpQueue: Array<(isCaughtUp: boolean) => void> = [];
  /** The catch-up marker on its way round, and the reads it will release. */
  private catchUpInFlight:
    | { marker: string; waiters: Array<(isCaughtUp: boolean) => void>; timer: NodeJS.Timeout }
    | undefined;
  private catchUpSequence = 0;
  private client: pg.Client | undefined;
  private unlistenPglite: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private isStopped = false;
  /** LISTEN succeeded on the current connection. */
  private isListening = false;

  constructor(
    private readonly database: Database,
    private readonly cache: SessionCache,
    private readonly onError: (error: unknown) => void = () => {},
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
    this.heartbeat = setInterval(() => void this.sendHeartbeat(), heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnect);
    this.cache.markDeaf();
    this.failAllCatchUps();
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
    await echo;
  }

  /**
   * Resolves true once this instance has received every notification committed before the call,
   * so a cached session can be trusted: a logout that another instance has already answered is
   * then applied here too. PostgreSQL delivers notifications to each listener in commit order, so
   * when a marker sent after the call comes back, everything committed earlier has arrived.
   * Concurrent reads share one marker. Resolves false (read the database) if the marker does not
   * come back in time or the channel is lost.
   */
  catchUp(): Promise<boolean> {
    if (this.database.kind === 'pglite') return Promise.resolve(true);
    return new Promise((resolve) => {
      this.catchUpQueue.push(resolve);
      this.sendCatchUpMarker();
    });
  }

  private sendCatchUpMarker(): void {
    // A read that arrives while a marker is in flight waits for the next one: the marker in
    // flight may have been committed before a logout that this read must see.
    if (this.catchUpInFlight || this.catchUpQueue.length === 0) return;
    const marker = `${this.instanceId}.${++this.catchUpSequence}`;
    const waiters = this.catchUpQueue;
    this.catchUpQueue = [];
    const timer = setTimeout(() => this.finishCatchUp(marker, false), catchUpTimeoutMs);
    this.catchUpInFlight = { marker, waiters, timer };
    const payload = encodeSessionMessage({ kind: 'ping', from: marker });
    // Sent on the listening connection itself: no pool checkout, and it proves that connection.
    if (!this.client || !this.isListening) {
      this.finishCatchUp(marker, false);
      return;
    }
    this.client
      .query({
        name: 'lion-session-catch-up',
        text: 'select pg_notify($1, $2)',
        values: [sessionChannel, payload],
      })
      .catch((error: unknown) => {
        this.onError(error);
        this.finishCatchUp(marker, false);
      });
  }

  private finishCatchUp(marker: string, isCaughtUp: boolean): void {
    const inFlight = this.catchUpInFlight;
    if (inFlight?.marker !== marker) return;
    clearTimeout(inFlight.timer);
    this.catchUpInFlight = undefined;
    for (const resolve of inFlight.waiters) resolve(isCaughtUp);
    this.sendCatchUpMarker();
  }

  /** The channel is gone: every waiting read goes to the database. */
  private failAllCatchUps(): void {
    if (this.catchUpInFlight) this.finishCatchUp(this.catchUpInFlight.marker, false);
    const queued = this.catchUpQueue;
    this.catchUpQueue = [];
    for (const resolve of queued) resolve(false);
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
    if (message?.kind === 'session') this.cache.invalidateSession(message.tokenHash);
    else if (message?.kind === 'user') this.cache.invalidateUser(message.userId);
    else if (message?.kind === 'ping' && message.from === this.instanceId) {
      this.cache.markListening(heartbeatTimeoutMs);
    } else if (message?.kind === 'ping' && message.from === this.catchUpInFlight?.marker) {
      this.finishCatchUp(message.from, true);
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
    this.failAllCatchUps();
    client.end().catch(() => {});
    if (this.isStopped) return;
    this.onError(error);
    this.reconnect = setTimeout(() => void this.connect(), reconnectDelayMs);
    this.reconnect.unref();
  }

  private async sendHeartbeat(): Promise<void> {
    if (!this.client || !this.isListening) return;
    if (this.cache.isOverdue) {
      // The connection looks alive but delivers nothing: replace it.
      this.lose(this.client, new Error('session heartbeat was not echoed'));
      return;
    }
    const payload = encodeSessionMessage({ kind: 'ping', from: this.instanceId });
    await this.database.db
      .execute(sql`select pg_notify(${sessionChannel}, ${payload})`)
      .catch((error: unknown) => this.onError(error));
  }
}
