import { describe, expect, it } from 'vitest';
import { reshopPays } from './reshop';

describe('a re-shop pays only at 5% and $50 a year both', () => {
  it('pays at exactly 5% and at least $50', () => {
    // $1,000: 5% is $50, both boundaries at once.
    expect(reshopPays(1000, 950)).toBe(true);
    expect(reshopPays(1000, 950.01)).toBe(false);
    expect(reshopPays(2000, 1900)).toBe(true);
    expect(reshopPays(2000, 1900.5)).toBe(false);
  });
  it('needs $50 even when the share is large', () => {
    // 10% of $400 is $40: below $50.
    expect(reshopPays(400, 360)).toBe(false);
    expect(reshopPays(400, 350)).toBe(true);
    expect(reshopPays(400, 350.01)).toBe(false);
  });
  it('needs 5% even when the dollars are many', () => {
    // $60 off $3,000 is 2%.
    expect(reshopPays(3000, 2940)).toBe(false);
    expect(reshopPays(3000, 2850)).toBe(true);
    expect(reshopPays(3000, 2851)).toBe(false);
  });
  it('never pays when the best costs as much or more, or nothing is paid today', () => {
    expect(reshopPays(1200, 1200)).toBe(false);
    expect(reshopPays(1200, 1300)).toBe(false);
    expect(reshopPays(0, 0)).toBe(false);
  });
});
