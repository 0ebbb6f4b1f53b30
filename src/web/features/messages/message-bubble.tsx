import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Message,
  messageEditWindowMs,
  messageMaxLength,
} from '../../../shared/contracts/messages';
import { compactButtonClassName } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { requestFailureText } from '../../lib/request-failure-text';
import type { OutboxEntry } from './message-outbox';
import { deleteMessageRequest, editMessageRequest } from './messages-api';

/** A message from the server, or one of ours the server has not accepted yet. */
export type ConversationItem =
  | { kind: 'stored'; message: Message }
  | { kind: 'outbox'; entry: OutboxEntry };

export function itemTime(item: ConversationItem): string {
  return item.kind === 'stored' ? item.message.createdAt : item.entry.createdAt;
}

export function itemKey(item: ConversationItem): string {
  // Our own message keeps its client id as key from the moment it is typed to its confirmation.
  return item.kind === 'stored' ? (item.message.clientId ?? item.message.id) : item.entry.clientId;
}

/**
 * One message: plain text (React writes it as text, never as HTML), who wrote it, when, and for
 * our own its delivery mark (sending, sent, read, failed with Retry) and Edit / Delete within 15
 * minutes of sending.
 */
export function MessageBubble({
  item,
  isOwn,
  senderName,
  theirReadSeq,
  canSend,
  now,
  isOffline,
  onChanged,
  onRetry,
  onDiscard,
}: {
  item: ConversationItem;
  isOwn: boolean;
  senderName: string;
  theirReadSeq: number;
  canSend: boolean;
  now: number;
  isOffline: boolean;
  onChanged: (message: Message) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
    timeStyle: 'short',
  });
  const message = item.kind === 'stored' ? item.message : null;
  const isDeleted = message?.deletedAt != null;
  const body = message ? message.body : item.kind === 'outbox' ? item.entry.body : '';
  const createdAt = itemTime(item);
  const isChangeable =
    isOwn &&
    canSend &&
    message !== null &&
    !isDeleted &&
    now - new Date(message.createdAt).getTime() < messageEditWindowMs;
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmDelete'>('view');
  const [error, setError] = useState('');
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    if (!isChangeable) setMode('view');
  }, [isChangeable]);

  const run = async (action: () => Promise<Message>) => {
    setIsPending(true);
    setError('');
    try {
      onChanged(await action());
      setMode('view');
    } catch (failure) {
      setError(requestFailureText(failure, t('changeFailed')));
    } finally {
      setIsPending(false);
    }
  };

  const bubbleClassName = isOwn
    ? 'ml-auto bg-brand-navy text-white'
    : 'mr-auto bg-slate-100 text-slate-900 ring-1 ring-slate-200';
  return (
    <li className={`flex max-w-[85%] flex-col rounded-lg px-3 py-2 ${bubbleClassName}`}>
      <span className="sr-only">{isOwn ? t('you') : senderName}: </span>
      {mode === 'edit' && message ? (
        <EditForm
          initial={message.body}
          isPending={isPending}
          onCancel={() => setMode('view')}
          onSave={(text) => void run(() => editMessageRequest(message.id, text))}
        />
      ) : isDeleted ? (
        <p className="italic opacity-80">{t('deleted')}</p>
      ) : (
        <p className="whitespace-pre-wrap break-words">{body}</p>
      )}
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs opacity-90">
        <time dateTime={createdAt}>{time.format(new Date(createdAt))}</time>
        {message?.editedAt && !isDeleted && <span>{t('edited')}</span>}
        {isOwn && <DeliveryMark item={item} theirReadSeq={theirReadSeq} isOffline={isOffline} />}
      </p>
      {item.kind === 'outbox' && item.entry.status === 'failed' && (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <span role="alert">{item.entry.error}</span>
          <button
            type="button"
            className={compactButtonClassName}
            onClick={() => onRetry(item.entry.clientId)}
          >
            {t('retry')}
          </button>
          <button
            type="button"
            className={compactButtonClassName}
            onClick={() => onDiscard(item.entry.clientId)}
          >
            {t('discard')}
          </button>
        </div>
      )}
      {isChangeable && message && mode !== 'edit' && (
        <div className="mt-1 flex gap-1">
          {mode === 'view' && (
            <button
              type="button"
              className={compactButtonClassName}
              onClick={() => setMode('edit')}
            >
              {t('edit')}
              <span className="sr-only"> {t('thisMessage', { body: shorten(body) })}</span>
            </button>
          )}
          <ConfirmAction
            look="compact"
            texts={{
              label: t('delete'),
              question: t('confirmDelete'),
              confirmLabel: t('confirmDeleteYes'),
              cancelLabel: t('cancel'),
            }}
            subject={t('thisMessage', { body: shorten(body) })}
            isAsking={mode === 'confirmDelete'}
            onAskingChange={(isAsking) => setMode(isAsking ? 'confirmDelete' : 'view')}
            isPending={isPending}
            onConfirm={() => void run(() => deleteMessageRequest(message.id))}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs font-semibold">
          {error}
        </p>
      )}
    </li>
  );
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function DeliveryMark({
  item,
  theirReadSeq,
  isOffline,
}: {
  item: ConversationItem;
  theirReadSeq: number;
  isOffline: boolean;
}) {
  const { t } = useTranslation('messages');
  if (item.kind === 'outbox') {
    if (item.entry.status === 'failed') return <span>{t('marks.failed')}</span>;
    return <span>{isOffline ? t('marks.waiting') : t('marks.sending')}</span>;
  }
  return <span>{item.message.seq <= theirReadSeq ? t('marks.read') : t('marks.sent')}</span>;
}

function EditForm({
  initial,
  isPending,
  onCancel,
  onSave,
}: {
  initial: string;
  isPending: boolean;
  onCancel: () => void;
  onSave: (text: string) => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState(initial);
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSave(text);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {t('editLabel')}
      </label>
      <textarea
        id={id}
        ref={fieldRef}
        value={text}
        maxLength={messageMaxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        rows={3}
        className="rounded border border-slate-400 bg-white p-1 text-slate-900"
      />
      <div className="flex gap-1">
        <button
          type="submit"
          disabled={isPending}
          className="rounded bg-white px-2 py-0.5 text-xs font-semibold text-brand-navy"
        >
          {t('save')}
        </button>
        <button type="button" onClick={onCancel} className={compactButtonClassName}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
