import { Phone, PhoneIncoming, PhoneOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { useCallAvailability, useUpdateCallAvailability } from './call-availability-api';
import { formatCallDuration } from './call-notice';
import type { useVoiceCall } from './use-voice-call';

const buttonClassName =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
const greenButton = `${buttonClassName} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-800`;
const redButton = `${buttonClassName} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-800`;
const plainButton = `${buttonClassName} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

function useSecondsSince(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000)) : 0;
}

/**
 * Voice calls in a conversation: the Call button when both people have calls on (else why not),
 * the ringing banner with Accept and Decline for the callee, and the call bar with its duration
 * and Hang up. No phone number is involved: audio goes browser to browser.
 */
export function CallControls({
  conversation,
  userId,
  name,
  voiceCall,
}: {
  conversation: ConversationSummary;
  userId: string;
  name: string;
  voiceCall: ReturnType<typeof useVoiceCall>;
}) {
  const { t } = useTranslation('messages');
  const availability = useCallAvailability(true);
  const { active, connection, problem, isBusy, isOurs, remoteAudioRef } = voiceCall;
  const seconds = useSecondsSince(active?.status === 'accepted' ? active.answeredAt : null);
  const [announcement, setAnnouncement] = useState('');
  // After 'Turn on my voice calls' the Call button takes the focus the vanished button had.
  const [focusCall, setFocusCall] = useState(false);
  const activeKey = active ? `${active.id}:${active.status}` : '';

  // Screen readers hear the call start ringing, being answered, and ending.
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces on a change of the active call's id or status, which activeKey stands for.
  useEffect(() => {
    if (!active) {
      setAnnouncement((previous) => (previous ? t('calls.endedAnnouncement') : ''));
      return;
    }
    if (active.status === 'ringing') {
      setAnnouncement(
        active.calleeId === userId
          ? t('calls.incomingAnnouncement', { name })
          : t('calls.calling', { name }),
      );
    } else {
      setAnnouncement(t('calls.answeredAnnouncement', { name }));
    }
  }, [activeKey]);

  const problemText =
    problem === 'microphone' ? t('calls.microphoneBlocked') : problem ? problem.message : null;

  let body: ReactNode = null;
  if (active?.status === 'ringing' && active.calleeId === userId) {
    body = (
      <section
        aria-label={t('calls.incomingLabel')}
        className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-green-50 p-3 ring-1 ring-green-600"
      >
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <PhoneIncoming aria-hidden="true" className="h-5 w-5 text-green-800" />
          {t('calls.incoming', { name })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={greenButton}
            disabled={isBusy}
            onClick={() => void voiceCall.accept(active.id)}
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {t('calls.accept')}
          </button>
          <button
            type="button"
            className={redButton}
            disabled={isBusy}
            onClick={() => void voiceCall.decline(active.id)}
          >
            <PhoneOff aria-hidden="true" className="h-4 w-4" />
            {t('calls.decline')}
          </button>
        </div>
      </section>
    );
  } else if (active) {
    const isRinging = active.status === 'ringing';
    const state = isRinging
      ? t('calls.calling', { name })
      : !isOurs
        ? t('calls.inProgressElsewhere')
        : connection.state === 'connected'
          ? t('calls.onCall', { name, duration: formatCallDuration(seconds) })
          : connection.state === 'failed' || connection.state === 'disconnected'
            ? t('calls.connectionLost')
            : t('calls.connecting');
    body = (
      <section
        aria-label={t('calls.callLabel', { name })}
        data-call-state={isRinging ? 'ringing' : isOurs ? connection.state : 'elsewhere'}
        data-audio-flowing={connection.isAudioFlowing ? 'true' : 'false'}
        className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-300"
      >
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Phone aria-hidden="true" className="h-5 w-5 text-green-800" />
          {state}
        </p>
        <button
          type="button"
          className={redButton}
          disabled={isBusy}
          onClick={() => void voiceCall.hangup(active.id)}
        >
          <PhoneOff aria-hidden="true" className="h-4 w-4" />
          {isRinging ? t('calls.cancel') : t('calls.hangUp')}
        </button>
      </section>
    );
  } else if (conversation.canSend && voiceCall.isLoaded && availability.data) {
    const isMineOn = availability.data.callsEnabled;
    const isTheirsOn = conversation.counterpart.callsEnabled;
    body =
      isMineOn && isTheirsOn ? (
        <button
          type="button"
          ref={(button) => {
            if (button && focusCall) {
              button.focus();
              setFocusCall(false);
            }
          }}
          className={plainButton}
          disabled={isBusy}
          onClick={() => void voiceCall.start()}
        >
          <Phone aria-hidden="true" className="h-4 w-4 text-green-800" />
          {t('calls.call', { name })}
        </button>
      ) : (
        <CallsOffNotice
          name={name}
          isMineOn={isMineOn}
          isTheirsOn={isTheirsOn}
          onTurnedOn={() => setFocusCall(true)}
        />
      );
  }

  return (
    <div className="flex flex-col gap-2">
      {body}
      {problemText && (
        <p role="alert" className="text-sm text-red-700">
          {problemText}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a live voice call has no captions to offer. */}
      <audio ref={remoteAudioRef} autoPlay />
    </div>
  );
}

/**
 * Why there is no Call button: who has calls off (you, the other side, or both), and, when yours
 * are off, the switch to turn them on here (issue 20). The other side's availability arrives live.
 */
function CallsOffNotice({
  name,
  isMineOn,
  isTheirsOn,
  onTurnedOn,
}: {
  name: string;
  isMineOn: boolean;
  isTheirsOn: boolean;
  onTurnedOn: () => void;
}) {
  const { t } = useTranslation('messages');
  const [failed, setFailed] = useState(false);
  const turnOn = useUpdateCallAvailability({
    onUpdated: () => {
      setFailed(false);
      onTurnedOn();
    },
    onFailed: () => setFailed(true),
  });
  if (isMineOn) {
    return (
      <p data-testid="calls-off" className="text-sm text-slate-700">
        {t('calls.theirsOff', { name })}
      </p>
    );
  }
  return (
    <div
      data-testid="calls-off"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
    >
      <p className="basis-full sm:basis-auto">
        {isTheirsOn ? t('calls.mineOff', { name }) : t('calls.bothOff', { name })}
      </p>
      <button
        type="button"
        className={plainButton}
        disabled={turnOn.isPending}
        onClick={() => turnOn.mutate(true)}
      >
        <Phone aria-hidden="true" className="h-4 w-4 text-green-800" />
        {turnOn.isPending ? t('calls.turningOn') : t('calls.turnOnMine')}
      </button>
      {!isTheirsOn && <p className="basis-full">{t('calls.bothOffAfter', { name })}</p>}
      {failed && (
        <p role="alert" className="basis-full text-red-700">
          {t('calls.turnOnFailed')}
        </p>
      )}
    </div>
  );
}
