import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster';

describe('worker replacement back-off', () => {
  it('replaces at once after a settled life, then waits 0.5 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 7, 8, 50].map(restartDelayMs)).toEqual([
      0, 500, 1000, 2000, 4000, 30_000, 30_000, 30_000,
    ]);
  });
});
