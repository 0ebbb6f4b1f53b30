import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { clearLogoutFlags, clearSession, hasCompletedLogout, loadSession } from '../session';

const noticeDurationMs = 3000;

/**
 * After an agent's completed logout: the 3 s notice, then the flags and the cached user are
 * cleared. The notice speaks of the agent account, so it belongs to the agent mode only.
 */
export function useLoggedOutNotice(isAgentMode: boolean) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (!isAgentMode || !hasCompletedLogout()) return;
    clearLogoutFlags();
    toast({
      title: t('loggedOut.title'),
      description: t('loggedOut.body'),
      durationMs: noticeDurationMs,
    });
    clearSession();
    void loadSession({ force: true });
  }, [isAgentMode, t]);
}
