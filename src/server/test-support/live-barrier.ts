/**
 * Barriers for tests that prove something does NOT arrive on a live socket: instead of sleeping
 * and hoping the wait was long enough, they wait for something that must come after it.
 */
import type { WebSocket } from 'ws';
import type { ServerFrame } from '../../shared/contracts/live';
import { waitFor } from './leads';

interface Live {
  socket: WebSocket;
  frames: ServerFrame[];
}

/**
 * Pings and resolves on the pong. The server reads a socket's frames in order and answers a ping
 * at once, and TCP keeps order: once the pong is here, the server has read every frame sent
 * before the ping, and everything it sent before the pong has arrived.
 */
export async function pong(live: Live, timeoutMs = 5000): Promise<void> {
  const before = live.frames.filter((frame) => frame.type === 'pong').length;
  live.socket.send(JSON.stringify({ type: 'ping' }));
  await waitFor(
    () => live.frames.filter((frame) => frame.type === 'pong').length > before,
    timeoutMs,
  );
}
