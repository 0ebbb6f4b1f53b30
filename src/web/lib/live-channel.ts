import {
  type ClientFrame,
  type LiveEvent,
  liveCloseCodes,
  type ServerFrame,
  serverFrameSchema,
} from '../../shared/contracts/live';
import { sessionRefreshEvent } from './api-client';
import { getSignedIn, onSignedInChange, waitBeforeSignOut } from './session-signal';

/**
 * The browser's end of `/api/live`: one WebSocket per tab, shared by every screen that shows
 * live data. Screens subscribe while they are mounted; the socket opens with the first subscriber
 * and closes shortly after the last one leaves. Events only name what changed (kind and ids): a
 * subscriber re-reads what it shows.
 *
 * Import it from lazy screens only (it brings zod along), never from a public page.
 *
 * ```ts
 * const unsubscribe = subscribeLive({
 *   onEvent: (event) => { if (event.quoteId === id) refetchOffers(); },
 *   onResync: () => refetchEverything(),
 * });
 * ```
 */
export interface LiveSubscriber {
  /** Something changed for the signed-in user (a lead, an offer, who has a request). */
  onEvent?: (event: LiveEvent) => void;
  /**
   * Events may have been missed: the channel (re)connected, or the server asked for a reset.
   * Re-read everything the screen shows.
   */
  onResync?: () => void;
  /** The other member of a conversation is typing (best effort: may never come). */
  onTyping?: (frame: TypingFrame) => void;
}

export type TypingFrame = Extract<ServerFrame, { type: 'typing' }>;

/** The part of the browser's WebSocket the channel uses, so tests can hand in a fake. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveChannelOptions {
  /** Whether someone is signed in: the channel never knocks without a session (a 401 is logged). */
  isSignedIn?: () => boolean;
  /** Where to connect; read at each attempt. */
  url: () => string;
  createSocket: (url: string) => LiveSocket;
  /** 0 <= x < 1; the jitter of the back-off. */
  random?: () => number;
  /** The server closed with 4401: the session layer should find out who is signed in now. */
  onSessionEnded?: () => void;
  /** Calls `wake` when reconnecting now is worth it (back online, tab visible); answers a cleanup. */
  watchWake?: (wake: () => void) => () => void;
  /** How long the socket stays open after the last subscriber leaves (a screen change re-uses it). */
  lingerMs?: number;
}

/** Reconnect delays: full jitter over a ceiling that doubles from 0.5 s up to 30 s. */
export const liveBackoff = { baseMs: 500, maxMs: 30_000 } as const;
export const livePingIntervalMs = 25_000;
const defaultLingerMs = 1000;
/** Past this the ceiling is the maximum anyway; keeps 2 ** attempt finite. */
const maxAttempt = 16;
const connectingState = 0;
const openState = 1;

/** The delay before reconnect attempt `attempt` (0 for the first): random in [0, ceiling). */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(liveBackoff.maxMs, liveBackoff.baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Parses one incoming frame with the shared schema; anything else answers null (and is ignored). */
export function parseServerFrame(data: unknown) {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export class LiveChannel {
  private readonly subscribers = new Set<LiveSubscriber>();
  private socket: LiveSocket | null = null;
  /** The newest event id seen in this tab: a reconnect resumes after it. */
  private lastEventId: number | null = null;
  private attempt = 0;
  /** A handshake `stop` let finish before closing it. */
  private closing: Promise<void> | null = null;
  private isSessionEnded = false;
  /** A ping went out and nothing has come back since. */
  private isAwaitingPong = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lingerTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopWatchingWake: (() => void) | undefined;

  constructor(private readonly options: LiveChannelOptions) {}

  /** Starts listening (opening the socket if needed); answers the unsubscribe function. */
  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    // A screen that mounts after a sign-out belongs to whoever is signed in now.
    if (this.isSignedIn()) this.isSessionEnded = false;
    this.stopWatchingWake ??= this.options.watchWake?.(() => this.wake());
    this.connect();
    return () => {
      if (!this.subscribers.delete(subscriber) || this.subscribers.size > 0) return;
      this.lingerTimer = setTimeout(
        () => this.shutDown(),
        this.options.lingerMs ?? defaultLingerMs,
      );
    };
  }

  /** Whether the socket is open (for tests and diagnostics). */
  get isOpen(): boolean {
    return this.socket?.readyState === openState;
  }

  /**
   * Tells the other member of a conversation that this user is typing. Dropped while the socket is
   * not open: a typing signal is worth nothing later.
   */
  sendTyping(conversationId: string): void {
    this.send({ type: 'typing', conversationId });
  }

  /** The person is signing out: close now and stay closed until a screen subscribes again. */
  stop(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.isSessionEnded = true;
    this.lastEventId = null;
    const socket = this.socket;
    this.dropSocket();
    if (socket?.readyState === openState) {
      socket.close(1000, 'signing out');
    } else if (socket) {
      // Still connecting: closing now makes the browser log an error, so it closes once open.
      this.closing = new Promise<void>((resolve) => {
        socket.onopen = () => {
          socket.close(1000, 'signing out');
          resolve();
        };
        socket.onclose = () => resolve();
      }).finally(() => {
        this.closing = null;
      });
    }
  }

  /** Back online or visible again: skip the rest of the back-off. */
  wake(): void {
    if (this.socket || this.isSessionEnded || this.subscribers.size === 0) return;
    this.connect();
  }

  /** Resolves once no handshake of this channel is in flight (see `stop`). */
  settled(): Promise<void> {
    return this.closing ?? Promise.resolve();
  }

  /** Someone signed in (connect for the screens that wait) or out (close now). */
  signedInChanged(isSignedIn: boolean): void {
    if (!isSignedIn) {
      this.stop();
      return;
    }
    this.isSessionEnded = false;
    this.connect();
  }

  private isSignedIn(): boolean {
    return this.options.isSignedIn?.() ?? true;
  }

  private connect(): void {
    if (this.socket || this.isSessionEnded || this.subscribers.size === 0) return;
    if (!this.isSignedIn()) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    let socket: LiveSocket;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch (error) {
      console.warn('Live channel could not open', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'hello', lastEventId: this.lastEventId });
      this.startPing();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
    // A failed socket also closes; the close handler decides what comes next.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame) return;
    this.isAwaitingPong = false;
    switch (frame.type) {
      case 'event':
        this.lastEventId = Math.max(this.lastEventId ?? 0, frame.id);
        for (const subscriber of [...this.subscribers]) subscriber.onEvent?.(frame);
        return;
      case 'ready':
      case 'reset':
        // Connected and caught up: the next failure starts the back-off from the beginning.
        this.attempt = 0;
        this.lastEventId = Math.max(this.lastEventId ?? 0, frame.lastEventId);
        // Even a resumed socket re-reads: what a screen fetched while the socket was down (or
        // before the first 'ready') may predate events the replay could not include.
        for (const subscriber of [...this.subscribers]) subscriber.onResync?.();
        return;
      case 'typing':
        for (const subscriber of [...this.subscribers]) subscriber.onTyping?.(frame);
        return;
      default:
        return;
    }
  }

  private closed(socket: LiveSocket, code: number): void {
    if (socket !== this.socket) return;
    this.dropSocket();
    if (code === liveCloseCodes.sessionEnded) {
      // Signed out or expired: no reconnect, and the next account in this tab starts afresh.
      this.isSessionEnded = true;
      this.lastEventId = null;
      this.options.onSessionEnded?.();
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.subscribers.size === 0 || this.isSessionEnded || this.retryTimer) return;
    const delay = backoffDelayMs(this.attempt, this.options.random);
    this.attempt = Math.min(this.attempt + 1, maxAttempt);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.isAwaitingPong = false;
    this.pingTimer = setInterval(() => {
      if (this.isAwaitingPong) {
        // Nothing came back for a whole interval: the connection is dead without having closed.
        const socket = this.socket;
        this.dropSocket();
        socket?.close();
        this.scheduleRetry();
        return;
      }
      this.isAwaitingPong = true;
      this.send({ type: 'ping' });
    }, livePingIntervalMs);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === openState) this.socket.send(JSON.stringify(frame));
  }

  /** Forgets the current socket without reacting to its close. */
  private dropSocket(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
  }

  private shutDown(): void {
    this.lingerTimer = undefined;
    if (this.subscribers.size > 0) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopWatchingWake?.();
    this.stopWatchingWake = undefined;
    const socket = this.socket;
    this.dropSocket();
    if (socket?.readyState === connectingState) {
      // Closing a socket still connecting makes the browser log an error: close it once open.
      socket.onopen = () => socket.close(1000, 'no subscribers');
    } else {
      socket?.close(1000, 'no subscribers');
    }
  }
}

function browserOptions(): LiveChannelOptions {
  return {
    url: () => {
      const { protocol, host } = window.location;
      return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/live`;
    },
    createSocket: (url) => new WebSocket(url),
    // The session store listens for this and asks the server who is signed in.
    onSessionEnded: () => window.dispatchEvent(new Event(sessionRefreshEvent)),
    watchWake: (wake) => {
      const whenVisible = () => {
        if (document.visibilityState === 'visible') wake();
      };
      window.addEventListener('online', wake);
      document.addEventListener('visibilitychange', whenVisible);
      return () => {
        window.removeEventListener('online', wake);
        document.removeEventListener('visibilitychange', whenVisible);
      };
    },
  };
}

let tabChannel: LiveChannel | undefined;

/** Subscribes to this tab's live channel (created on first use); answers the unsubscribe function. */
export function subscribeLive(subscriber: LiveSubscriber): () => void {
  if (!tabChannel) {
    const channel = new LiveChannel({ ...browserOptions(), isSignedIn: getSignedIn });
    onSignedInChange((isSignedIn) => channel.signedInChanged(isSignedIn));
    waitBeforeSignOut(() => channel.settled());
    tabChannel = channel;
  }
  return tabChannel.subscribe(subscriber);
}

/** Sends a typing signal on this tab's channel, if it is open (see `LiveChannel.sendTyping`). */
export function sendLiveTyping(conversationId: string): void {
  tabChannel?.sendTyping(conversationId);
}
