import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { conversationPath } from '../../../shared/paths';
import { requestFailureText } from '../../lib/request-failure-text';
import { useOpenConversation } from './messages-api';

/**
 * 'Message' beside an agent (an offer, the contact log): opens the conversation of the lead, or
 * creates it, and goes there. `leadId` may be found only on click (the contact log knows the
 * request, not the lead). Until the agent accepted, the server's refusal is shown here.
 */
export function MessageAgentButton({
  agentName,
  leadId,
}: {
  agentName: string;
  leadId: string | (() => Promise<string>);
}) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const open = useOpenConversation();
  const [error, setError] = useState('');
  const [isResolving, setIsResolving] = useState(false);
  const isPending = open.isPending || isResolving;

  const start = async () => {
    setError('');
    setIsResolving(true);
    try {
      const id = typeof leadId === 'string' ? leadId : await leadId();
      const conversation = await open.mutateAsync(id);
      navigate(conversationPath(conversation.id));
    } catch (failure) {
      setError(requestFailureText(failure, t('openFailed')));
    } finally {
      setIsResolving(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={isPending}
        onClick={() => void start()}
        className="self-start rounded-md border border-brand-navy bg-white px-4 py-2 font-semibold text-brand-navy hover:bg-blue-50 disabled:opacity-60"
      >
        {isPending ? t('opening') : t('messageAgent')}
        <span className="sr-only"> {agentName}</span>
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
