import { describe, expect, it } from 'vitest';
import { ageOn } from './quotes';

describe('ageOn (on every quote request)', () => {
  it('counts whole years, one less before the birthday', () => {
    expect(ageOn('1986-04-02', '2026-04-02')).toBe(40);
    expect(ageOn('1986-04-02', '2026-04-01')).toBe(39);
    expect(ageOn('1986-04-02', '2026-12-31')).toBe(40);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});
