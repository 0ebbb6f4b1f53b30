import { describe, expect, it } from 'vitest';
import { inactivityLimitFor } from '../../../shared/inactivity';
import { inactivityPhase, secondsUntil } from './inactivity-phase';

const minute = 60_000;

function phaseFor(role: string, idleMs: number) {
  const { inactivityMinutes, graceMinutes } = inactivityLimitFor(role);
  return inactivityPhase({
    now: 1_000_000 + idleMs,
    lastActivity: 1_000_000,
    inactivityMs: inactivityMinutes * minute,
    graceMs: graceMinutes * minute,
  });
}

describe('inactivityPhase', () => {
  it('warns a consumer after 10 minutes and ends the session 3 minutes later', () => {
    expect(phaseFor('consumer', 10 * minute - 1).kind).toBe('active');
    expect(phaseFor('consumer', 10 * minute)).toMatchObject({ kind: 'warning', secondsLeft: 180 });
    expect(phaseFor('consumer', 12 * minute + 59_500)).toMatchObject({
      kind: 'warning',
      secondsLeft: 1,
    });
    expect(phaseFor('consumer', 13 * minute).kind).toBe('expired');
  });

  it('gives agents and admins 60 + 5 minutes and anyone else 10 + 2', () => {
    expect(phaseFor('agent', 59 * minute).kind).toBe('active');
    expect(phaseFor('AGENT', 60 * minute)).toMatchObject({ kind: 'warning', secondsLeft: 300 });
    expect(phaseFor('admin', 65 * minute).kind).toBe('expired');
    expect(phaseFor('other', 10 * minute)).toMatchObject({ kind: 'warning', secondsLeft: 120 });
  });

  it('recomputes from the fixed deadline however late it is asked (a hidden tab)', () => {
    expect(phaseFor('consumer', 90 * minute).kind).toBe('expired');
  });

  it('never counts below zero', () => {
    expect(secondsUntil(1000, 5000)).toBe(0);
    expect(secondsUntil(5000, 4001)).toBe(1);
  });
});
