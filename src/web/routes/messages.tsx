import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { SessionNav } from '../features/auth/session-nav';
import { MessagesScreen } from '../features/messages/messages-screen';
import { SessionInactivity } from '../features/session/session-inactivity';
import { addLeadValidationMessages } from '../lib/lead-validation-messages';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

addLeadValidationMessages();

/** `/messages[/:conversationId]`: a consumer's conversations with agents. */
export default function MessagesRoute() {
  const { conversationId = null } = useParams();
  const { t } = useTranslation(['messages', 'session', 'validation']);
  usePageTitle(t('messages:pageTitle'));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader homeHref={paths.home}>
            <SessionNav openConversationId={conversationId} />
          </SiteHeader>
        }
      >
        <MessagesScreen conversationId={conversationId} />
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
