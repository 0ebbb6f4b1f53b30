import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. Runs on libuv's thread pool. */
const argon2Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most this many hashes run at once, leaving a core to the event loop: a burst of sign-ins
 * must not slow every other request down (the bench measures role-check p99 during one).
 */
const maxConcurrentHashes = Math.max(1, availableParallelism() - 1);
let runningHashes = 0;
const waitingHashes: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes >= maxConcurrentHashes) {
    await new Promise<void>((resolve) => waitingHashes.push(resolve));
  } else {
    runningHashes++;
  }
  try {
    return await work();
  } finally {
    const next = waitingHashes.shift();
    // The slot passes straight to the next waiter, so the count stays the same.
    if (next) next();
    else runningHashes--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, argon2Options));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no stored hash (unknown account) it verifies
 * against a dummy hash so that both failures take a similar time.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing equality');
    const target = await dummyHash;
    await withHashSlot(() => verify(target, password)).catch(() => false);
    return false;
  }
  return withHashSlot(() => verify(storedHash, password)).catch(() => false);
}
