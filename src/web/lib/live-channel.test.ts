import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelayMs,
  LiveChannel,
  type LiveChannelOptions,
  type LiveSocket,
  livePingIntervalMs,
  parseServerFrame,
} from './live-channel';

/** A WebSocket stand-in: the test opens, feeds and closes it by hand. */
class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined | null = null;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.({ data } as MessageEvent);
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function setUp(overrides: Partial<LiveChannelOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let wake: (() => void) | undefined;
  const onSessionEnded = vi.fn();
  const channel = new LiveChannel({
    url: () => 'ws://example.test/api/live',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    onSessionEnded,
    watchWake: (callback) => {
      wake = callback;
      return () => {
        wake = undefined;
      };
    },
    lingerMs: 100,
    ...overrides,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { channel, sockets, latest, onSessionEnded, wake: () => wake?.() };
}

const event = (id: number, quoteId = 'q1') => ({
  type: 'event',
  id,
  kind: 'offer.created',
  leadId: null,
  offerId: 'o1',
  quoteId,
  at: '2026-01-01T00:00:00.000Z',
});

describe('backoffDelayMs', () => {
  it('draws from a ceiling that doubles from 0.5 s and stops at 30 s (full jitter)', () => {
    const top = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20, 1000].map((n) => backoffDelayMs(n, top))).toEqual([
      499, 999, 1999, 3999, 7999, 15_999, 29_999, 29_999, 29_999, 29_999,
    ]);
    expect(backoffDelayMs(3, () => 0)).toBe(0);
    expect(backoffDelayMs(3, () => 0.5)).toBe(2000);
  });

  it('stays within [0, ceiling) for any random draw', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const delay = backoffDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(30_000, 500 * 2 ** attempt));
    }
  });
});

describe('parseServerFrame', () => {
  it('accepts the frames of the shared schema', () => {
    expect(parseServerFrame(JSON.stringify(event(3)))).toMatchObject({ type: 'event', id: 3 });
    expect(parseServerFrame('{"type":"ready","lastEventId":0}')).toEqual({
      type: 'ready',
      lastEventId: 0,
    });
    expect(parseServerFrame('{"type":"pong"}')).toEqual({ type: 'pong' });
  });

  it('answers null for anything else', () => {
    for (const bad of [
      'not json',
      '{"type":"event","id":"1"}',
      '{"type":"surprise"}',
      JSON.stringify({ ...event(1), kind: 'lead.exploded' }),
      '{"type":"ready","lastEventId":-1}',
      new ArrayBuffer(4),
      null,
    ]) {
      expect(parseServerFrame(bad)).toBeNull();
    }
  });
});

describe('LiveChannel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket for every subscriber and says hello without an event id at first', () => {
    const { channel, sockets, latest } = setUp();
    channel.subscribe({});
    channel.subscribe({});
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://example.test/api/live');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: null }]);
    expect(channel.isOpen).toBe(true);
  });

  it('hands valid events to every subscriber and ignores bad frames', () => {
    const { channel, latest } = setUp();
    const first = vi.fn();
    const second = vi.fn();
    channel.subscribe({ onEvent: first });
    channel.subscribe({ onEvent: second });
    latest().open();
    latest().receive('{"type":"event"');
    latest().receive({ type: 'event', id: 0 });
    latest().receive({ type: 'unknown' });
    latest().receive(event(7));
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ id: 7, quoteId: 'q1' }));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('sends typing signals only while open and hands received ones to subscribers', () => {
    const { channel, latest } = setUp();
    const onTyping = vi.fn();
    channel.subscribe({ onTyping });
    channel.sendTyping('c1');
    expect(latest().sent).toEqual([]);
    latest().open();
    channel.sendTyping('c1');
    expect(latest().sent).toEqual([
      { type: 'hello', lastEventId: null },
      { type: 'typing', conversationId: 'c1' },
    ]);
    latest().receive({ type: 'typing', conversationId: 'c1', userId: 'u2' });
    expect(onTyping).toHaveBeenCalledWith({ type: 'typing', conversationId: 'c1', userId: 'u2' });
  });

  it("asks subscribers to re-read on 'ready' and on 'reset', not on a pong", () => {
    const { channel, latest } = setUp();
    const onResync = vi.fn();
    channel.subscribe({ onResync });
    latest().open();
    latest().receive({ type: 'pong' });
    expect(onResync).not.toHaveBeenCalled();
    latest().receive({ type: 'ready', lastEventId: 4 });
    expect(onResync).toHaveBeenCalledTimes(1);
    latest().receive({ type: 'reset', lastEventId: 900 });
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('reconnects with jittered back-off and resumes after the last event seen', () => {
    const { channel, sockets, latest } = setUp();
    const onResync = vi.fn();
    channel.subscribe({ onResync });
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 4 });
    latest().receive(event(9));
    latest().serverClose(1006);

    // attempt 0: random 0.5 x 500 ms
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // the handshake fails: attempt 1 waits 0.5 x 1000 ms, attempt 2 0.5 x 2000 ms
    latest().serverClose(1006);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(3);
    latest().serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);

    latest().open();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: 9 }]);
    latest().receive({ type: 'ready', lastEventId: 12 });
    expect(onResync).toHaveBeenCalledTimes(2);

    // Caught up: the back-off starts again from 0.5 s.
    latest().serverClose(1011);
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(5);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: 12 }]);
  });

  it('never waits more than 30 s between attempts', () => {
    const { channel, sockets, latest } = setUp({ random: () => 0.999_999 });
    channel.subscribe({});
    for (let attempt = 0; attempt < 20; attempt++) {
      const count = sockets.length;
      latest().serverClose(1006);
      vi.advanceTimersByTime(30_000);
      expect(sockets).toHaveLength(count + 1);
    }
  });

  it('stops after the server ends the session (4401) and tells the session layer', () => {
    const { channel, sockets, latest, onSessionEnded, wake } = setUp();
    channel.subscribe({});
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 5 });
    latest().serverClose(4401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    wake();
    expect(sockets).toHaveLength(1);

    // The next screen to subscribe (signed in again) starts afresh, without the old event id.
    channel.subscribe({});
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: null }]);
  });

  it('stops at once when a sign-out starts: no ping, no reconnect, until a screen subscribes again', () => {
    const { channel, sockets, latest, wake } = setUp();
    channel.subscribe({});
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 3 });
    channel.stop();
    expect(latest().closedWith).toBe(1000);
    // Timers that would have pinged or retried find nothing to do (a fake clock may rush them).
    vi.advanceTimersByTime(10 * 60_000);
    wake();
    expect(sockets).toHaveLength(1);
    channel.subscribe({});
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: null }]);
  });

  it('never connects while nobody is signed in, and connects for waiting screens on sign-in', () => {
    let isSignedIn = false;
    const { channel, sockets, latest } = setUp({ isSignedIn: () => isSignedIn });
    channel.subscribe({});
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(0);
    isSignedIn = true;
    channel.signedInChanged(true);
    expect(sockets).toHaveLength(1);
    latest().open();
    // Signing out closes at once; nothing reconnects while signed out, whatever the timers do.
    isSignedIn = false;
    channel.signedInChanged(false);
    expect(latest().closedWith).toBe(1000);
    channel.subscribe({});
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when the browser is back online or the tab visible', () => {
    const { channel, sockets, latest, wake } = setUp({ random: () => 0.999_999 });
    channel.subscribe({});
    latest().open();
    for (let n = 0; n < 6; n++) {
      latest().serverClose(1006);
      vi.runOnlyPendingTimers();
    }
    const count = sockets.length;
    latest().serverClose(1006);
    expect(sockets).toHaveLength(count);
    wake();
    expect(sockets).toHaveLength(count + 1);
    // Waking while connected does not open a second socket.
    wake();
    expect(sockets).toHaveLength(count + 1);
  });

  it('pings every 25 s and replaces a socket that stopped answering', () => {
    const { channel, sockets, latest } = setUp();
    channel.subscribe({});
    const first = latest();
    first.open();
    first.receive({ type: 'ready', lastEventId: 0 });
    vi.advanceTimersByTime(livePingIntervalMs);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(livePingIntervalMs);
    expect(first.sent.filter((frame) => (frame as { type: string }).type === 'ping')).toHaveLength(
      2,
    );
    // No pong this time: the next tick closes it and a new socket follows after the back-off.
    vi.advanceTimersByTime(livePingIntervalMs);
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket shortly after the last subscriber leaves, and keeps it for a quick return', () => {
    const { channel, sockets, latest } = setUp();
    const leave = channel.subscribe({});
    latest().open();
    leave();
    vi.advanceTimersByTime(50);
    const back = channel.subscribe({});
    vi.advanceTimersByTime(500);
    expect(latest().closedWith).toBeNull();
    expect(sockets).toHaveLength(1);
    back();
    vi.advanceTimersByTime(100);
    expect(latest().closedWith).toBe(1000);
    // A close after shutting down schedules nothing.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('lets a socket still connecting open before closing it, and says no hello on it', () => {
    const { channel, latest } = setUp();
    const leave = channel.subscribe({});
    leave();
    vi.advanceTimersByTime(100);
    expect(latest().closedWith).toBeNull();
    latest().open();
    expect(latest().closedWith).toBe(1000);
    expect(latest().sent).toEqual([]);
  });

  it('does not reconnect while nobody listens', () => {
    const { channel, sockets, latest } = setUp();
    const leave = channel.subscribe({});
    latest().open();
    latest().serverClose(1006);
    leave();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('retries when the socket cannot even be created', () => {
    let calls = 0;
    const sockets: FakeSocket[] = [];
    const channel = new LiveChannel({
      url: () => 'ws://example.test/api/live',
      createSocket: (url) => {
        calls += 1;
        if (calls === 1) throw new Error('blocked');
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 0,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    channel.subscribe({});
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(1);
    warn.mockRestore();
  });
});
