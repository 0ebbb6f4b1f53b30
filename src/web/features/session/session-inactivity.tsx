import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inactivityTiming } from '../../../shared/inactivity';
import type { Role } from '../../../shared/roles';
import { toast } from '../../components/ui/toast';
import { navigateToLogoutFallback } from './logout';
import { SessionExpiryDialog } from './session-expiry-dialog';
import { useInactivityTimer } from './use-inactivity-timer';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

/**
 * Watches a signed-in person's activity and signs them out after their role's inactivity limit.
 * Renders nothing for visitors (spec section 4, step 7).
 */
export function SessionInactivity() {
  const { user, role } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <InactivityMonitor key={user.id} role={role} />
    </Suspense>
  );
}

function InactivityMonitor({ role }: { role: Role | null }) {
  const { t } = useTranslation('session');
  const { logout, isPending } = useLogout(role);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const hasStartedRef = useRef(false);

  const endSession = useCallback(
    async (isManual: boolean) => {
      if (hasStartedRef.current) return;
      hasStartedRef.current = true;
      setIsLoggingOut(true);
      toast({ title: t('expired.title'), description: t('expired.inactivity') });
      try {
        await logout({ isManual, isInactivity: true });
      } catch (error) {
        console.warn('Logout after inactivity failed', error);
        toast({ title: t('expired.title'), description: t('expired.redirecting') });
        setTimeout(navigateToLogoutFallback, inactivityTiming.fallbackRedirectDelayMs);
      }
    },
    [logout, t],
  );

  const onExpire = useCallback(() => void endSession(false), [endSession]);
  const { warning, staySignedIn } = useInactivityTimer({ role: role ?? 'other', onExpire });

  if (!warning) return null;
  return (
    <SessionExpiryDialog
      secondsLeft={warning.secondsLeft}
      isLoggingOut={isLoggingOut || isPending}
      onStaySignedIn={staySignedIn}
      onLogOutNow={() => void endSession(true)}
    />
  );
}
