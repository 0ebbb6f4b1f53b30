import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { StateCode } from '../../../shared/states/state-names';
import { answerQuestion, entriesFromCatalog, type KnowledgeEntry } from './retrieval';
import { autoStateAnswer, homeStateAnswer } from './state-answer';

/** The product's own knowledge: the marketing pages' FAQs, coverage explanations and tips. */
const knowledgeNamespaces = [
  'insuranceAuto',
  'insuranceAutoGuide',
  'insuranceHome',
  'insuranceHomeGuide',
  'insuranceLife',
  'insuranceRenters',
];
const suggestionKeys = ['texas', 'flood', 'life'] as const;

interface Message {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  source?: string;
}

/** The assistant: answers in the browser from bundled texts and state tables, no outside service. */
export default function AssistantDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['assistant', 'location']);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [entries, setEntries] = useState<KnowledgeEntry[] | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [question, setQuestion] = useState('');
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void i18n.loadNamespaces(knowledgeNamespaces).then(() => {
      if (!isCurrent) return;
      setEntries(
        knowledgeNamespaces.flatMap((namespace) =>
          entriesFromCatalog(namespace, i18n.getResourceBundle(language, namespace)),
        ),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, language]);

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || !entries) return;
    const stateNames = t('location:states', { returnObjects: true }) as Record<StateCode, string>;
    const answer = answerQuestion(trimmed, entries, stateNames);
    let reply: Omit<Message, 'id'>;
    if (answer.kind === 'autoState' || answer.kind === 'homeState') {
      const name = stateNames[answer.state] ?? answer.state;
      reply = {
        role: 'assistant',
        text:
          answer.kind === 'autoState'
            ? autoStateAnswer(t, answer.state, name)
            : homeStateAnswer(t, answer.state, name),
        source: t('assistant:answers.source'),
      };
    } else if (answer.kind === 'entry') {
      reply = {
        role: 'assistant',
        text: answer.entry.text,
        source: t('assistant:answers.sourceGuide', { title: answer.entry.title }),
      };
    } else {
      reply = { role: 'assistant', text: t('assistant:answers.unknown') };
    }
    setMessages((previous) => [
      ...previous,
      { id: previous.length, role: 'user', text: trimmed },
      { id: previous.length + 1, ...reply },
    ]);
    setQuestion('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-brand-navy">
            {t('assistant:title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('assistant:intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label={t('assistant:close')}
          className="rounded p-1 text-2xl leading-none text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div
        role="log"
        aria-live="polite"
        aria-label={t('assistant:conversation')}
        className="max-h-80 min-h-24 space-y-3 overflow-y-auto p-5"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={`rounded-lg p-3 ${
              message.role === 'user' ? 'ml-8 bg-blue-50' : 'mr-8 border border-slate-200'
            }`}
          >
            <p className="text-xs font-semibold uppercase text-slate-700">
              {message.role === 'user' ? t('assistant:you') : t('assistant:assistant')}
            </p>
            <p className="mt-1">{message.text}</p>
            {message.source && <p className="mt-2 text-xs text-slate-700">{message.source}</p>}
          </div>
        ))}
        {!entries && <p className="text-slate-700">{t('assistant:loading')}</p>}
      </div>
      <div className="border-t border-slate-200 p-5">
        <ul aria-label={t('assistant:suggestionsLabel')} className="mb-3 flex flex-wrap gap-2">
          {suggestionKeys.map((key) => (
            <li key={key}>
              <button
                type="button"
                disabled={!entries}
                onClick={() => ask(t(`assistant:suggestions.${key}`))}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-50"
              >
                {t(`assistant:suggestions.${key}`)}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('assistant:questionLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('assistant:placeholder')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
          />
          <button
            type="submit"
            disabled={!entries}
            className="btn-brand rounded-md px-4 py-2 font-semibold"
          >
            {t('assistant:ask')}
          </button>
        </form>
        <Link
          to={`${paths.consumerAuth}?tab=register&topic=assistant`}
          className="mt-4 inline-block font-semibold text-blue-800 underline"
        >
          {t('assistant:messageAgent')}
        </Link>
      </div>
    </dialog>
  );
}
