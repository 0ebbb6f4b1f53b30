import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import type { Role } from '../../../shared/roles';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { AuthProblemScreen } from './auth-problem-screen';
import { useSession } from './use-session';

/** Spec section 9: the auth-problem screen after 15 s of checking. */
export const authLoadingTimeoutMs = 15_000;

/**
 * Route guard states (spec sections 4 and 6): loading, timed out or error, no user (redirect),
 * wrong role (redirect with a toast), allowed.
 */
export function RouteGuard({
  requiredRole,
  children,
}: {
  requiredRole: Role;
  children: ReactNode;
}) {
  const { t } = useTranslation('session');
  const { user, role, isLoading, isError } = useSession();
  const [hasTimedOut, setHasTimedOut] = useState(false);

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setHasTimedOut(true), authLoadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [isLoading]);

  if (isError || (isLoading && hasTimedOut)) return <AuthProblemScreen />;
  if (isLoading) return <Spinner label={t('guard.checking')} />;
  if (!user) {
    // Admins sign in at the agent door, so their routes send visitors there too.
    const signInPath = requiredRole === 'consumer' ? paths.consumerLanding : paths.agentAuth;
    return <Navigate to={signInPath} replace />;
  }
  if (role !== requiredRole) return <WrongRoleRedirect requiredRole={requiredRole} role={role} />;
  return <>{children}</>;
}

function WrongRoleRedirect({ requiredRole, role }: { requiredRole: Role; role: Role | null }) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const hasRedirectedRef = useRef(false);
  useEffect(() => {
    if (hasRedirectedRef.current) return;
    hasRedirectedRef.current = true;
    if (requiredRole === 'agent' && role === 'admin') {
      // Admins sign in at the agent door; their own screen is the review queue, not a refusal.
      navigate(paths.admin, { replace: true });
    } else if (requiredRole === 'agent') {
      toast({
        title: t('accessDenied.title'),
        description:
          role === 'consumer'
            ? t('accessDenied.consumerInAgentPortal')
            : t('accessDenied.roleRequired', { role: t(`roles.${requiredRole}`) }),
        variant: 'destructive',
        durationMs: 5000,
      });
      navigate(paths.consumerLanding, { replace: true });
    } else if (requiredRole === 'consumer') {
      navigate(paths.agentDashboard, { replace: true });
    } else {
      toast({
        title: t('accessDenied.title'),
        description: t('accessDenied.roleRequired', { role: t(`roles.${requiredRole}`) }),
        variant: 'destructive',
        durationMs: 5000,
      });
      navigate(role === 'agent' ? paths.agentDashboard : paths.consumerLanding, { replace: true });
    }
  }, [navigate, requiredRole, role, t]);
  return null;
}
