import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes once per key, remembers null too, and forgets everything when full', () => {
    const computed: string[] = [];
    const memo = boundedMemo((key) => {
      computed.push(key);
      return key === 'bad' ? null : `host of ${key}`;
    }, 3);
    expect(memo('a')).toBe('host of a');
    expect(memo('a')).toBe('host of a');
    expect(memo('bad')).toBeNull();
    expect(memo('bad')).toBeNull();
    expect(computed).toEqual(['a', 'bad']);
    memo('b');
    // A fourth key empties the memory before it is kept: 'a' is computed again.
    memo('c');
    memo('a');
    expect(computed).toEqual(['a', 'bad', 'b', 'c', 'a']);
  });
});
