import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import {
  type ClientFrame,
  type LiveEvent,
  type LiveEventKind,
  liveCloseCodes,
  type ServerFrame,
  typingIntervalMs,
} from '../../shared/contracts/live';
import { anyOfIds } from '../db/any-of';
import type { Database } from '../db/client';
import { qualified } from '../db/qualified';
import { conversations, type LiveEventRow, liveEvents } from '../db/schema';
import { NotificationListener } from './notification-listener';
import { liveChannel } from './publish';

/** A reconnect replays at most this many missed events; more asks the tab to re-read all. */
export const maxReplay = 200;
const pingIntervalMs = 25_000;
/** Each socket's session is checked again this often, a slice of the sockets every tick. */
const sessionCheckPeriodMs = 30_000;
const sessionCheckTickMs = 2_000;
/** The periodic catch-up re-reads this window for events whose notification went missing. */
const catchUpIntervalMs = 15_000;
const catchUpWindowMs = 60_000;
const catchUpMarginMs = 10_000;
/** A socket that cannot drain this much is closed; the tab reconnects and resumes. */
const maxBufferedBytes = 1024 * 1024;
const deliveredMemory = 500;
/** Above this much unsent data a socket gets no typing signals. */
const typingBufferLimitBytes = 64 * 1024;

/**
 * Whether a member may read a conversation now, and send to it (null when not): who may is the
 * messages module's rule, which it fills in (`app.ts`), since live sits below every module.
 */
export type ConversationAccess = (
  member: { id: string; role: 'agent' | 'consumer' },
  conversationId: string,
) => Promise<{ canSend: boolean } | null>;

export interface LiveConnection {
  socket: WebSocket;
  userId: string;
  role: 'agent' | 'consumer' | 'admin';
  /** When this socket last sent a typing signal (they are throttled). */
  lastTypingAt: number;
  /** When its session was last checked (see `checkSessions`). */
  checkedAt: number;
  /** The session token, checked again every few seconds: a signed-out session closes the socket. */
  token: string;
  /** Its SHA-256: a logout on any instance closes the socket at once. */
  tokenHash: string;
  isReady: boolean;
  isAlive: boolean;
  /** Ids already sent on this socket (bounded), so replay, catch-up and notify never double. */
  delivered: Set<number>;
}

/**
 * An event the recipient may still receive: none about a consumer who withdrew the recipient
 * (an agent) before it was made, until that consumer picks them again (decision 0035). The
 * consumer is found through whatever the event names; decided in the query on the receiving side,
 * so an event written by any code path after the withdrawal never leaves the database for them.
 */
export const deliverableEvent = () => sql<boolean>`not exists (
  select 1 from withdrawals w
  where w.agent_id = ${qualified(liveEvents.userId)}
    and ${qualified(liveEvents.createdAt)} > w.withdrawn_at
    and (w.regranted_at is null or ${qualified(liveEvents.createdAt)} < w.regranted_at)
    and w.consumer_id in (
      (select l.consumer_id from leads l where l.id = ${qualified(liveEvents.leadId)}),
      (select o.consumer_id from offers o where o.id = ${qualified(liveEvents.offerId)}),
      (select q.user_id from saved_quotes q where q.id = ${qualified(liveEvents.quoteId)}),
      (select c.consumer_id from conversations c where c.id = ${qualified(liveEvents.conversationId)}),
      (select c.consumer_id from calls k join conversations c on c.id = k.conversation_id
        where k.id = ${qualified(liveEvents.callId)})
    )
)`;

export function toLiveEvent(row: LiveEventRow): LiveEvent {
  return {
    type: 'event',
    id: row.id,
    kind: row.kind as LiveEventKind,
    leadId: row.leadId,
    offerId: row.offerId,
    quoteId: row.quoteId,
    conversationId: row.conversationId,
    callId: row.callId,
    at: row.createdAt.toISOString(),
  };
}

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * This instance's live sockets. A notification carries event ids; the hub reads those rows for
 * the users connected here and sends each to that user's sockets. Reconnecting tabs replay what
 * they missed; a periodic catch-up repairs a lost notification.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly listener: NotificationListener;
  private readonly pendingIds = new Set<number>();
  /** Ids heard of (notified or caught up), with when, oldest first: the catch-up skips them. */
  private readonly notified = new Map<number, number>();
  private lastCatchUpAt = 0;
  private isFlushScheduled = false;
  private isFlushing = false;
  private timers: NodeJS.Timeout[] = [];
  /** Told when a user's first socket here opens (true) or their last one closes (false). */
  readonly presenceListeners = new Set<(userId: string, isPresent: boolean) => void>();

  constructor(
    private readonly database: Database,
    private readonly isSessionLive: (token: string) => Promise<boolean>,
    private readonly log: Logger,
    private readonly conversationAccess: ConversationAccess,
  ) {
    this.listener = new NotificationListener(
      database,
      liveChannel,
      (payload) => this.receive(payload),
      () => void this.catchUp(),
      (error) => log.warn({ err: error }, 'live listener'),
    );
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  async start(): Promise<void> {
    await this.listener.start();
    const every = (ms: number, task: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        Promise.resolve(task()).catch((error: unknown) => this.log.warn({ err: error }, 'live'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(catchUpIntervalMs, () => this.catchUp());
    every(sessionCheckTickMs, () => this.checkSessions());
    every(pingIntervalMs, () => this.ping());
  }

  /**
   * Shutting down: every socket closes at once with 1012 (service restart), which the browser
   * treats like any drop: it reconnects (through the load balancer, to another instance) and
   * resumes after its last event id.
   */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        connection.socket.close(liveCloseCodes.serverRestarting, 'server restarting; reconnect');
      }
    }
    this.byUser.clear();
    await this.listener.stop();
  }

  /** Users with a socket open on this instance (presence, issue 21). */
  connectedUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  add(connection: LiveConnection): void {
    const set = this.byUser.get(connection.userId) ?? new Set();
    set.add(connection);
    this.byUser.set(connection.userId, set);
    if (set.size === 1)
      for (const listener of this.presenceListeners) listener(connection.userId, true);
    connection.socket.on('pong', () => {
      connection.isAlive = true;
    });
    connection.socket.on('close', () => this.remove(connection));
  }

  private remove(connection: LiveConnection): void {
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) {
      this.byUser.delete(connection.userId);
      for (const listener of this.presenceListeners) listener(connection.userId, false);
    }
  }

  /** A session ended (logout on any instance): its sockets close now. */
  sessionEnded(tokenHash: string): void {
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        if (connection.tokenHash === tokenHash) {
          connection.socket.close(liveCloseCodes.sessionEnded, 'session ended');
        }
      }
    }
  }

  async handleFrame(connection: LiveConnection, frame: ClientFrame): Promise<void> {
    if (frame.type === 'ping') return this.send(connection, { type: 'pong' });
    if (frame.type === 'typing') {
      // Best effort: a typing signal lost while the database is away must not close the socket.
      return this.typing(connection, frame.conversationId).catch((error: unknown) =>
        this.log.warn({ err: error }, 'live typing'),
      );
    }
    await this.replay(connection, frame.lastEventId);
  }

  /**
   * Best effort: a member's typing signal crosses instances as a notification (never stored) and
   * reaches the other member's sockets after their membership is checked again.
   */
  private async typing(connection: LiveConnection, conversationId: string): Promise<void> {
    const now = Date.now();
    if (connection.role === 'admin' || now - connection.lastTypingAt < typingIntervalMs) return;
    connection.lastTypingAt = now;
    const member = { id: connection.userId, role: connection.role };
    const conversation = await this.conversationAccess(member, conversationId);
    if (!conversation?.canSend) return;
    await this.database.db.execute(
      sql`select pg_notify(${liveChannel}, ${`t:${conversationId}:${connection.userId}`})`,
    );
  }

  private async deliverTyping(conversationId: string, typistId: string): Promise<void> {
    const [conversation] = await this.database.db
      .select({ consumerId: conversations.consumerId, agentId: conversations.agentId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    if (!conversation) return;
    const recipientId =
      typistId === conversation.consumerId ? conversation.agentId : conversation.consumerId;
    const sockets = this.byUser.get(recipientId);
    if (!sockets?.size) return;
    const role = recipientId === conversation.agentId ? 'agent' : 'consumer';
    const visible = await this.conversationAccess({ id: recipientId, role }, conversationId);
    if (!visible) return;
    for (const connection of sockets) {
      // Typing is the first thing a slow socket loses.
      if (connection.isReady && connection.socket.bufferedAmount < typingBufferLimitBytes) {
        this.send(connection, { type: 'typing', conversationId, userId: typistId });
      }
    }
  }

  /** After hello: everything newer than `lastEventId`, or 'reset' when too much was missed. */
  private async replay(connection: LiveConnection, lastEventId: number | null): Promise<void> {
    const { db } = this.database;
    if (lastEventId === null) {
      const [row] = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.userId, connection.userId))
        .orderBy(desc(liveEvents.id))
        .limit(1);
      connection.isReady = true;
      return this.send(connection, { type: 'ready', lastEventId: row?.id ?? 0 });
    }
    const rows = await db
      .select()
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.userId, connection.userId),
          gt(liveEvents.id, lastEventId),
          deliverableEvent(),
        ),
      )
      .orderBy(asc(liveEvents.id))
      .limit(maxReplay + 1);
    connection.isReady = true;
    if (rows.length > maxReplay) {
      const newest = await db
        .select({ id: sql<number>`max(${liveEvents.id})` })
        .from(liveEvents)
        .where(eq(liveEvents.userId, connection.userId));
      return this.send(connection, { type: 'reset', lastEventId: Number(newest[0]?.id ?? 0) });
    }
    for (const row of rows) this.deliverTo(connection, row);
    this.send(connection, { type: 'ready', lastEventId: rows.at(-1)?.id ?? lastEventId });
  }

  private receive(payload: string): void {
    if (payload.startsWith('t:')) {
      const [, conversationId = '', typistId = ''] = payload.split(':');
      this.deliverTyping(conversationId, typistId).catch((error: unknown) =>
        this.log.warn({ err: error }, 'live typing'),
      );
      return;
    }
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isSafeInteger(id) && id > 0) this.pendingIds.add(id);
    }
    this.scheduleFlush();
  }

  /**
   * One read of notified rows at a time (decision 0052): ids heard while it runs wait for the
   * next, so under load each read carries many notifications instead of each its own query
   * (every instance hears every notification); when idle the read starts at once.
   */
  private scheduleFlush(): void {
    if (this.isFlushScheduled || this.isFlushing) return;
    this.isFlushScheduled = true;
    setImmediate(() => {
      this.isFlushScheduled = false;
      this.isFlushing = true;
      this.flush()
        .catch((error: unknown) => this.log.warn({ err: error }, 'live delivery'))
        .finally(() => {
          this.isFlushing = false;
          if (this.pendingIds.size > 0) this.scheduleFlush();
        });
    });
  }

  /**
   * Reads the notified rows (the ids alone say nothing) and sends those of users connected here.
   * The query names ids only: filtering by a thousand connected users in SQL cost more than it saved.
   */
  private async flush(): Promise<void> {
    const ids = [...this.pendingIds];
    this.pendingIds.clear();
    if (ids.length === 0 || this.byUser.size === 0) return;
    for (const id of ids) this.notified.set(id, Date.now());
    let rows: LiveEventRow[];
    try {
      rows = await this.database.db
        .select()
        .from(liveEvents)
        .where(and(anyOfIds(liveEvents.id, ids), deliverableEvent()))
        .orderBy(asc(liveEvents.id));
    } catch (error) {
      // Not delivered (the database went away): the next catch-up reads them again.
      for (const id of ids) this.notified.delete(id);
      throw error;
    }
    this.deliverRows(rows.filter((row) => this.byUser.has(row.userId)));
  }

  /**
   * Repairs a lost notification: the ids written in the last minute that this instance never
   * heard of are read and sent like notified ones. Runs after the listener reconnects and every
   * 15 s; it moves ids only, so it stays cheap under load.
   */
  private async catchUp(): Promise<void> {
    const now = Date.now();
    for (const [id, at] of this.notified) {
      if (now - at <= catchUpWindowMs * 2) break;
      this.notified.delete(id);
    }
    if (this.byUser.size === 0) return;
    // Since the previous pass, with a margin for transactions that committed late.
    const since = Math.max(now - catchUpWindowMs, this.lastCatchUpAt - catchUpMarginMs);
    const recent = await this.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(gt(liveEvents.createdAt, new Date(since)))
      .limit(50_000);
    // Only a pass that read the window moves it on: one that failed (database away) is redone.
    this.lastCatchUpAt = now;
    for (const { id } of recent) if (!this.notified.has(id)) this.pendingIds.add(id);
    await this.flush();
  }

  private deliverRows(rows: LiveEventRow[]): void {
    for (const row of rows) {
      for (const connection of this.byUser.get(row.userId) ?? []) {
        if (connection.isReady) this.deliverTo(connection, row);
      }
    }
  }

  private deliverTo(connection: LiveConnection, row: LiveEventRow): void {
    if (connection.delivered.has(row.id)) return;
    connection.delivered.add(row.id);
    if (connection.delivered.size > deliveredMemory) {
      const oldest = connection.delivered.values().next().value;
      if (oldest !== undefined) connection.delivered.delete(oldest);
    }
    this.send(connection, toLiveEvent(row));
  }

  private send(connection: LiveConnection, frame: ServerFrame): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      socket.close(1013, 'too slow; reconnect and resume');
      return;
    }
    socket.send(JSON.stringify(frame));
  }

  /**
   * Expiry needs no message, so sessions are checked again: each socket every
   * `sessionCheckPeriodMs`, spread over ticks, so thousands of sockets never ask at once (a
   * logout closes its sockets at once through the session channel anyway).
   */
  private async checkSessions(): Promise<void> {
    const now = Date.now();
    const due: LiveConnection[] = [];
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        if (now - connection.checkedAt >= sessionCheckPeriodMs) due.push(connection);
      }
    }
    const slice = due.slice(
      0,
      Math.ceil((this.connectionCount * sessionCheckTickMs) / sessionCheckPeriodMs) + 1,
    );
    for (const connection of slice) {
      connection.checkedAt = now;
      if (!(await this.isSessionLive(connection.token))) {
        connection.socket.close(liveCloseCodes.sessionEnded, 'session ended');
      }
    }
  }

  private ping(): void {
    for (const connections of this.byUser.values()) {
      for (const connection of connections) {
        if (!connection.isAlive) {
          connection.socket.terminate();
          continue;
        }
        connection.isAlive = false;
        connection.socket.ping();
      }
    }
  }
}
