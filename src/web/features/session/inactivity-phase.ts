/** Where a session stands, from the last activity and the role's limits (spec section 4). */
export type InactivityPhase =
  | { kind: 'active'; warnAt: number; deadline: number }
  | { kind: 'warning'; warnAt: number; deadline: number; secondsLeft: number }
  | { kind: 'expired'; warnAt: number; deadline: number };

export function inactivityPhase({
  now,
  lastActivity,
  inactivityMs,
  graceMs,
}: {
  now: number;
  lastActivity: number;
  inactivityMs: number;
  graceMs: number;
}): InactivityPhase {
  const warnAt = lastActivity + inactivityMs;
  const deadline = warnAt + graceMs;
  if (now >= deadline) return { kind: 'expired', warnAt, deadline };
  if (now >= warnAt) {
    return { kind: 'warning', warnAt, deadline, secondsLeft: secondsUntil(deadline, now) };
  }
  return { kind: 'active', warnAt, deadline };
}

/** Whole seconds left on the countdown, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
