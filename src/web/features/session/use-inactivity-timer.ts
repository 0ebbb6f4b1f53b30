import { useCallback, useEffect, useRef, useState } from 'react';
import {
  inactivityLimitFor,
  inactivityTiming,
  sessionRefreshIntervalMs,
} from '../../../shared/inactivity';
import { inactivityPhase, secondsUntil } from './inactivity-phase';
import { postSessionRefresh } from './session-api';

/** Activity is any mouse down or move, key press or down, scroll, touch start, click or focus. */
const activityEvents = [
  'mousedown',
  'mousemove',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'focus',
] as const;

export interface InactivityWarning {
  /** Fixed deadline (epoch ms) at which the session ends. */
  deadline: number;
  secondsLeft: number;
}

/**
 * The session inactivity flow of spec sections 4 and 9. After the role's inactivity period a
 * warning opens with a countdown to a fixed deadline (grace period); at zero, or on the backup
 * timer, `onExpire` runs once. While the person is active the server session is refreshed at most
 * once a minute.
 */
export function useInactivityTimer({ role, onExpire }: { role: string; onExpire: () => void }) {
  const { inactivityMinutes, graceMinutes } = inactivityLimitFor(role);
  const inactivityMs = inactivityMinutes * 60_000;
  const graceMs = graceMinutes * 60_000;

  const lastActivityRef = useRef(Date.now());
  const lastRefreshRef = useRef(Date.now());
  const hasExpiredRef = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const [warning, setWarning] = useState<InactivityWarning | null>(null);
  const warningRef = useRef(warning);
  warningRef.current = warning;

  const expire = useCallback(() => {
    if (hasExpiredRef.current) return;
    hasExpiredRef.current = true;
    onExpireRef.current();
  }, []);

  /** Compares now with the fixed deadlines; used by the 5 s check, visibility and focus. */
  const evaluate = useCallback(() => {
    if (hasExpiredRef.current) return;
    const phase = inactivityPhase({
      now: Date.now(),
      lastActivity: lastActivityRef.current,
      inactivityMs,
      graceMs,
    });
    if (phase.kind === 'expired') {
      expire();
    } else if (phase.kind === 'warning' && !warningRef.current) {
      setWarning({ deadline: phase.deadline, secondsLeft: phase.secondsLeft });
    }
  }, [expire, inactivityMs, graceMs]);

  const refreshServerSession = useCallback(() => {
    lastRefreshRef.current = Date.now();
    // A 401 here fires the session-refresh event, which re-reads the role check.
    postSessionRefresh().catch((error: unknown) => console.warn('Session refresh failed', error));
  }, []);

  useEffect(() => {
    const onActivity = () => {
      if (warningRef.current || hasExpiredRef.current) return;
      const now = Date.now();
      // Timers may have been throttled (background tab): past the period, the deadline wins.
      if (now - lastActivityRef.current >= inactivityMs) {
        evaluate();
        return;
      }
      lastActivityRef.current = now;
      if (now - lastRefreshRef.current >= sessionRefreshIntervalMs) refreshServerSession();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') evaluate();
    };
    const options = { capture: true, passive: true };
    window.addEventListener('focus', evaluate);
    for (const name of activityEvents) window.addEventListener(name, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    const check = setInterval(evaluate, inactivityTiming.checkIntervalMs);
    return () => {
      window.removeEventListener('focus', evaluate);
      for (const name of activityEvents) window.removeEventListener(name, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(check);
    };
  }, [evaluate, inactivityMs, refreshServerSession]);

  const deadline = warning?.deadline;
  useEffect(() => {
    if (deadline === undefined) return;
    let logoutTimer: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      const secondsLeft = secondsUntil(deadline, Date.now());
      setWarning((current) => (current ? { ...current, secondsLeft } : current));
      if (secondsLeft === 0 && !logoutTimer) {
        clearInterval(tick);
        logoutTimer = setTimeout(expire, inactivityTiming.logoutDelayMs);
      }
    }, inactivityTiming.countdownTickMs);
    const backup = setTimeout(
      expire,
      Math.max(0, deadline - Date.now()) + inactivityTiming.backupExtraMs,
    );
    return () => {
      clearInterval(tick);
      clearTimeout(backup);
      if (logoutTimer) clearTimeout(logoutTimer);
    };
  }, [deadline, expire]);

  const staySignedIn = useCallback(() => {
    lastActivityRef.current = Date.now();
    setWarning(null);
    refreshServerSession();
  }, [refreshServerSession]);

  return { warning, staySignedIn };
}
