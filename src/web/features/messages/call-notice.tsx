import { Phone, PhoneMissed, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Call } from '../../../shared/contracts/calls';

/** 0:42, 3:05, 1:02:03 */
export function formatCallDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** A finished call among the messages: 'Missed call', 'Declined call' or 'Call, 3 min'. */
export function CallNotice({ call, userId }: { call: Call; userId: string }) {
  const { t, i18n } = useTranslation('messages');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
    timeStyle: 'short',
  }).format(new Date(call.createdAt));
  const isOutgoing = call.callerId === userId;
  let text: string;
  let Icon = Phone;
  if (call.status === 'missed') {
    text = isOutgoing ? t('calls.notice.unanswered') : t('calls.notice.missed');
    Icon = PhoneMissed;
  } else if (call.status === 'declined') {
    text = t('calls.notice.declined');
    Icon = PhoneOff;
  } else {
    const seconds =
      call.answeredAt && call.endedAt
        ? Math.round(
            (new Date(call.endedAt).getTime() - new Date(call.answeredAt).getTime()) / 1000,
          )
        : 0;
    text =
      seconds < 60
        ? t('calls.notice.shortCall')
        : t('calls.notice.call', { minutes: Math.round(seconds / 60) });
  }
  return (
    <li className="flex items-center gap-2 self-center rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
      <Icon
        aria-hidden="true"
        className={`h-4 w-4 ${call.status === 'missed' ? 'text-red-700' : 'text-slate-700'}`}
      />
      <span>
        {text} <span className="text-slate-700">· {time}</span>
      </span>
    </li>
  );
}
