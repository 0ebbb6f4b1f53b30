import { describe, expect, it } from 'vitest';
import { coverageGap, joinNames, spanOfMinutes, timeLeft } from './offer-format';

describe('spanOfMinutes', () => {
  it('reads in minutes, then hours, then days', () => {
    expect(spanOfMinutes(0)).toEqual({ unit: 'minutes', count: 0 });
    expect(spanOfMinutes(45.4)).toEqual({ unit: 'minutes', count: 45 });
    expect(spanOfMinutes(119)).toEqual({ unit: 'minutes', count: 119 });
    expect(spanOfMinutes(120)).toEqual({ unit: 'hours', count: 2 });
    expect(spanOfMinutes(47 * 60)).toEqual({ unit: 'hours', count: 47 });
    expect(spanOfMinutes(3 * 24 * 60)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('timeLeft', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('rounds down and never promises more than is left', () => {
    expect(timeLeft('2026-03-31T11:59:00Z', now)).toEqual({ unit: 'days', count: 29 });
    expect(timeLeft('2026-03-03T11:00:00Z', now)).toEqual({ unit: 'hours', count: 47 });
    expect(timeLeft('2026-03-01T13:59:30Z', now)).toEqual({ unit: 'minutes', count: 119 });
    expect(timeLeft('2026-03-01T12:00:20Z', now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('answers null once the offer has expired', () => {
    expect(timeLeft('2026-03-01T12:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-02-01T00:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});

describe('coverageGap', () => {
  const full = {
    type: 'auto' as const,
    coverage: {
      liability: '50/100/50',
      comprehensiveAndCollision: true,
      deductible: 500,
      amount: null,
    },
  };
  it('names what a liability-only offer leaves out of full-coverage estimates', () => {
    expect(coverageGap(['liability'], full)).toEqual({
      kind: 'compared',
      missing: ['comprehensive', 'collision'],
      added: [],
    });
  });
  it('names what an offer adds, and says nothing is missing when it covers the same', () => {
    expect(
      coverageGap(['liability', 'collision', 'comprehensive', 'medical_payments'], full),
    ).toEqual({ kind: 'compared', missing: [], added: ['medical_payments'] });
    const liabilityOnly = {
      ...full,
      coverage: { ...full.coverage, comprehensiveAndCollision: false },
    };
    expect(coverageGap(['liability'], liabilityOnly)).toEqual({
      kind: 'compared',
      missing: [],
      added: [],
    });
  });
  it('cannot compare an offer without coverages, nor a life request', () => {
    expect(coverageGap([], full)).toEqual({ kind: 'unlisted' });
    expect(coverageGap(['liability'], { ...full, type: 'life' })).toBeNull();
  });
  it('joins names for a sentence in each language', () => {
    expect(joinNames(['Comprehensive', 'Collision'], 'en')).toBe('Comprehensive and Collision');
    expect(joinNames(['Integral', 'Colisión'], 'es')).toBe('Integral y Colisión');
  });
});
