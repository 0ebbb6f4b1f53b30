import type { Role } from './roles';

/** Inactivity and grace minutes before logout, by role (spec section 9). */
export const inactivityLimits: Record<
  Role | 'other',
  { inactivityMinutes: number; graceMinutes: number }
> = {
  agent: { inactivityMinutes: 60, graceMinutes: 5 },
  admin: { inactivityMinutes: 60, graceMinutes: 5 },
  consumer: { inactivityMinutes: 10, graceMinutes: 3 },
  other: { inactivityMinutes: 10, graceMinutes: 2 },
};

export function inactivityLimitFor(role: string | null | undefined) {
  const key = role?.toLowerCase();
  return key === 'agent' || key === 'admin' || key === 'consumer'
    ? inactivityLimits[key]
    : inactivityLimits.other;
}

/** A session ends after inactivity + grace without a request, and after 12 hours regardless. */
export const sessionAbsoluteLifetimeMs = 12 * 60 * 60 * 1000;

export function sessionIdleLifetimeMs(role: string | null | undefined): number {
  const { inactivityMinutes, graceMinutes } = inactivityLimitFor(role);
  return (inactivityMinutes + graceMinutes) * 60 * 1000;
}

/** The browser refreshes the session at most once a minute while the person is active. */
export const sessionRefreshIntervalMs = 60 * 1000;

export const inactivityTiming = {
  checkIntervalMs: 5000,
  countdownTickMs: 1000,
  backupExtraMs: 500,
  logoutDelayMs: 100,
  fallbackRedirectDelayMs: 500,
} as const;
