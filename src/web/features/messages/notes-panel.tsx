import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteMaxLength } from '../../../shared/contracts/messages';
import { requestFailureText } from '../../lib/request-failure-text';
import { isConversationGone, useAddNote, useNotes } from './messages-api';

/** The agent's private notes on a conversation: never sent to the customer, by any path. */
export function NotesPanel({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation('messages');
  const notes = useNotes(conversationId);
  const add = useAddNote(conversationId);
  const [text, setText] = useState('');
  const headingId = useId();
  const fieldId = useId();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  // The conversation itself says it is gone; the notes go with it.
  if (notes.isError && isConversationGone(notes.error)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="self-start rounded-lg bg-amber-50 p-4 shadow-sm ring-1 ring-amber-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('notes.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('notes.intro')}</p>
      {notes.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('notes.loadFailed')}
        </p>
      )}
      {notes.data && notes.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('notes.empty')}</p>
      )}
      {notes.data && notes.data.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-2 flex flex-col gap-2">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-md bg-white p-2 text-sm ring-1 ring-amber-200">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
              <time dateTime={note.createdAt} className="text-xs text-slate-600">
                {time.format(new Date(note.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
          {t('notes.label')}
        </label>
        <textarea
          id={fieldId}
          value={text}
          rows={3}
          maxLength={noteMaxLength}
          onChange={(event) => setText(event.target.value)}
          className="rounded-md border border-slate-400 bg-white p-2 text-slate-900"
        />
        <button
          type="submit"
          disabled={add.isPending}
          className="self-start rounded-md border border-brand-navy bg-white px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-blue-50 disabled:opacity-60"
        >
          {add.isPending ? t('notes.saving') : t('notes.save')}
        </button>
        {add.isError && (
          <p role="alert" className="text-sm text-red-700">
            {requestFailureText(add.error, t('notes.saveFailed'))}
          </p>
        )}
      </form>
    </section>
  );
}
