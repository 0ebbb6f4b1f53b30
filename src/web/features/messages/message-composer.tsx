import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typingIntervalMs } from '../../../shared/contracts/live';
import { messageMaxLength } from '../../../shared/contracts/messages';
import { sendLiveTyping } from '../../lib/live-channel';

/**
 * The labelled message box: Enter sends, Shift+Enter starts a new line. Typing tells the other
 * member at most every `typingIntervalMs`.
 */
export function MessageComposer({
  conversationId,
  recipient,
  onSend,
}: {
  conversationId: string;
  recipient: string;
  onSend: (body: string) => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const lastTypingRef = useRef(0);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(t('validation:messageRequired'));
      return;
    }
    setError('');
    onSend(body);
    setText('');
    lastTypingRef.current = 0;
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
        {t('composerLabel', { name: recipient })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          rows={2}
          maxLength={messageMaxLength}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (event.target.value && now - lastTypingRef.current >= typingIntervalMs) {
              lastTypingRef.current = now;
              sendLiveTyping(conversationId);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-400 p-2 text-slate-900 focus:border-brand-navy"
        />
        <button type="submit" className="btn-brand rounded-md px-4 py-2 font-semibold">
          {t('send')}
        </button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('composerHint')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
