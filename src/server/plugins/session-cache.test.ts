import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../shared/contracts/auth';
import { SessionCache } from './session-cache';
import { decodeSessionMessage, encodeSessionMessage } from './session-invalidation';

const user: PublicUser = {
  id: 'u1',
  email: 'a@statefarm.com',
  username: 'A B',
  role: 'agent',
  company: 'statefarm',
  companyVerified: true,
  emailConfirmed: true,
  firstName: 'A',
  lastName: 'B',
};
const now = 1_800_000_000_000;
const session = (tokenHash = 'h1', idleInMs = 60_000, absoluteInMs = 3_600_000) => ({
  tokenHash,
  user,
  idleExpiresAt: new Date(now + idleInMs),
  absoluteExpiresAt: new Date(now + absoluteInMs),
});

function listeningCache() {
  const cache = new SessionCache({ maxEntries: 3, maxEntryAgeMs: 30_000 });
  cache.markListening();
  return cache;
}

describe('session cache', () => {
  it('answers nothing until its invalidation channel listens, and forgets all when it goes deaf', () => {
    const cache = new SessionCache();
    cache.set(session(), cache.generation, now);
    expect(cache.get('h1', now)).toBeUndefined();
    cache.markListening();
    cache.set(session(), cache.generation, now);
    expect(cache.get('h1', now)?.user).toEqual(user);
    cache.markDeaf();
    expect(cache.size).toBe(0);
    expect(cache.get('h1', now)).toBeUndefined();
  });

  it('checks the idle and absolute deadlines on every hit, by the clock alone', () => {
    const cache = listeningCache();
    cache.set(session('idle', 10_000, 3_600_000), cache.generation, now);
    cache.set(session('absolute', 3_600_000, 10_000), cache.generation, now);
    expect(cache.get('idle', now + 9_999)).toBeDefined();
    expect(cache.get('idle', now + 10_000)).toBeUndefined();
    expect(cache.get('absolute', now + 9_999)).toBeDefined();
    expect(cache.get('absolute', now + 10_000)).toBeUndefined();
  });

  it('does not trust an entry longer than its maximum age', () => {
    const cache = listeningCache();
    cache.set(session('h1', 3_600_000), cache.generation, now);
    expect(cache.get('h1', now + 29_999)).toBeDefined();
    expect(cache.get('h1', now + 30_000)).toBeUndefined();
  });

  it('does not cache a read that an invalidation overtook', () => {
    const cache = listeningCache();
    const generationAtRead = cache.generation;
    cache.invalidateSession('h1'); // a logout arrives while the database read is in flight
    const answer = cache.set(session(), generationAtRead, now);
    expect(answer.roleCheckBody).toBe(JSON.stringify({ authenticated: true, user }));
    expect(cache.get('h1', now)).toBeUndefined();
  });

  it('drops a session, or every session of a user, on invalidation', () => {
    const cache = listeningCache();
    cache.set(session('h1'), cache.generation, now);
    cache.set(session('h2'), cache.generation, now);
    cache.invalidateSession('h1');
    expect(cache.get('h1', now)).toBeUndefined();
    expect(cache.get('h2', now)).toBeDefined();
    cache.invalidateUser('u1');
    expect(cache.get('h2', now)).toBeUndefined();
  });

  it('stops answering when the heartbeat is overdue', () => {
    const cache = new SessionCache();
    cache.markListening(-1);
    cache.set(session(), cache.generation, now);
    expect(cache.isUsable).toBe(false);
    expect(cache.get('h1', now)).toBeUndefined();
  });

  it('keeps at most its maximum number of entries, dropping the oldest', () => {
    const cache = listeningCache();
    for (const hash of ['a', 'b', 'c', 'd']) cache.set(session(hash), cache.generation, now);
    expect(cache.size).toBe(3);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('d', now)).toBeDefined();
  });
});

describe('session invalidation messages', () => {
  it('round-trip through their text payloads', () => {
    for (const message of [
      { kind: 'session', tokenHash: 'ab12' },
      { kind: 'user', userId: 'u-1' },
      { kind: 'ping', from: 'i1' },
    ] as const) {
      expect(decodeSessionMessage(encodeSessionMessage(message))).toEqual(message);
    }
    expect(decodeSessionMessage('zzz')).toBeNull();
  });
});
