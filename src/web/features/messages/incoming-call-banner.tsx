import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneIncoming, PhoneOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '../../../shared/contracts/calls';
import { requestFailureText } from '../../lib/request-failure-text';
import { callActionRequest, callKeys } from './calls-api';
import { useCounterpartName } from './counterpart-name';
import { useConversations } from './messages-api';
import { useIncomingCall } from './use-incoming-call';

const buttonClassName =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/**
 * A call ringing for this user while the conversation is not open: 'Incoming call from <name>'
 * with Answer (opens the conversation, where its own banner offers Accept and Decline) and
 * Decline. Signed-in screens only: it listens to the live channel.
 */
export function IncomingCallBanner({
  userId,
  openConversationId,
  onAnswer,
}: {
  userId: string;
  /** The conversation on screen: its own ringing banner is enough there. */
  openConversationId: string | null;
  onAnswer: (conversationId: string) => void;
}) {
  const call = useIncomingCall(userId);
  const isShown = call !== null && call.conversationId !== openConversationId;
  return (
    // The alert stays mounted so that screen readers announce the call when it appears; being
    // fixed, it takes no room in the navigation it sits in.
    <div role="alert" className="fixed right-4 top-20 z-50 w-[min(24rem,calc(100vw-2rem))]">
      {isShown && <IncomingCall key={call.id} call={call} onAnswer={onAnswer} />}
    </div>
  );
}

function IncomingCall({
  call,
  onAnswer,
}: {
  call: Call;
  onAnswer: (conversationId: string) => void;
}) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const nameOf = useCounterpartName();
  const titleId = useId();
  const conversation = conversations.data?.find((item) => item.id === call.conversationId);
  const decline = useMutation({
    mutationFn: () => callActionRequest(call.id, 'decline'),
    onSuccess: (answer) => {
      queryClient.setQueryData(callKeys.one(call.id), answer);
      void queryClient.invalidateQueries({ queryKey: callKeys.list(call.conversationId) });
    },
  });
  // The caller's name comes with the conversation list; wait for it rather than show a blank.
  if (conversations.isPending) return null;
  const title = conversation
    ? t('incomingCall.from', { name: nameOf(conversation.counterpart) })
    : t('calls.incomingLabel');
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md bg-green-50 p-3 shadow-lg ring-1 ring-green-600"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold text-slate-900">
        <PhoneIncoming aria-hidden="true" className="h-5 w-5 shrink-0 text-green-800" />
        {title}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClassName} bg-green-700 hover:bg-green-800 focus-visible:outline-green-800`}
          onClick={() => onAnswer(call.conversationId)}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t('incomingCall.answer')}
        </button>
        <button
          type="button"
          className={`${buttonClassName} bg-red-700 hover:bg-red-800 focus-visible:outline-red-800`}
          disabled={decline.isPending}
          onClick={() => decline.mutate()}
        >
          <PhoneOff aria-hidden="true" className="h-4 w-4" />
          {t('calls.decline')}
        </button>
      </div>
      {decline.isError && (
        <p className="text-sm text-red-700">
          {requestFailureText(decline.error, t('incomingCall.declineFailed'))}
        </p>
      )}
    </section>
  );
}
