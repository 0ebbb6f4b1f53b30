import { useNavigate } from 'react-router';
import { conversationPath } from '../../../shared/paths';
import { useSession } from '../session';
import { IncomingCallBanner } from './incoming-call-banner';

/** The incoming-call banner of a signed-in consumer: Answer opens the conversation's page. */
export function ConsumerIncomingCall({
  openConversationId = null,
}: {
  openConversationId?: string | null;
}) {
  const { user, isConsumer } = useSession();
  const navigate = useNavigate();
  if (!user || !isConsumer) return null;
  return (
    <IncomingCallBanner
      userId={user.id}
      openConversationId={openConversationId}
      onAnswer={(conversationId) => navigate(conversationPath(conversationId))}
    />
  );
}
