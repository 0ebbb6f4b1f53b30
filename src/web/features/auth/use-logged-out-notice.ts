import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { clearLogoutFlags, hasCompletedLogout } from '../session/logout-flags';
import { clearSession, loadSession } from '../session/session-store';

const noticeDurationMs = 3000;

/** After a completed logout: the 3 s notice, then the flags and the cached user are cleared. */
export function useLoggedOutNotice() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (!hasCompletedLogout()) return;
    clearLogoutFlags();
    toast({
      title: t('loggedOut.title'),
      description: t('loggedOut.body'),
      durationMs: noticeDurationMs,
    });
    clearSession();
    void loadSession({ force: true });
  }, [t]);
}
