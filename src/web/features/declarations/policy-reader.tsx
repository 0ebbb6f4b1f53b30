import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclarationsReading } from '../../../shared/contracts/declarations';
import {
  type DeclarationsLine,
  declarationsAccept,
  declarationsMaxBytes,
} from '../../../shared/contracts/declarations-options';
import type { ReviewedFields } from './apply-reading';
import { readDeclarations, UploadError } from './declarations-api';

/** How sure the reader is, in words: sure, check it, or unsure. */
export function confidenceLevel(confidence: number): 'sure' | 'check' | 'unsure' {
  if (confidence >= 0.9) return 'sure';
  if (confidence >= 0.7) return 'check';
  return 'unsure';
}

/** The label key of a field key (`vehicles.1.vin` reads as `vehicles.vin` with n = 2). */
function labelOf(key: string): { labelKey: string; n?: number } {
  const match = key.match(/^(\w+)\.(\d)\.(\w+)$/);
  if (!match) return { labelKey: key };
  return { labelKey: `${match[1]}.${match[3]}`, n: Number(match[2]) + 1 };
}

const levelLook = {
  sure: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  check: 'bg-amber-50 text-amber-900 ring-amber-300',
  unsure: 'bg-red-50 text-red-900 ring-red-300',
} as const;

/**
 * "Start from your current policy": a PDF or a photo of a declarations page, picked, dropped or
 * taken with the phone's camera; what was read is shown field by field with how sure it is, can
 * be corrected, and only "Use these answers" passes it on (`onApply`).
 */
export function PolicyReader({
  line,
  canKeep,
  onApply,
  applyLabel,
  onRead,
}: {
  /** The quote flow's line: a page of the other line is refused with a message. */
  line?: DeclarationsLine;
  /** A signed-in consumer may keep a copy. */
  canKeep: boolean;
  onApply: (fields: ReviewedFields, line: DeclarationsLine) => void;
  applyLabel?: string;
  /** After a page was read (a kept copy now exists). */
  onRead?: (reading: DeclarationsReading) => void;
}) {
  const { t } = useTranslation('declarations');
  const id = useId();
  const [keep, setKeep] = useState(false);
  const [status, setStatus] = useState<'idle' | 'reading' | 'review' | 'applied'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<DeclarationsReading | null>(null);
  const [values, setValues] = useState<ReviewedFields>({});
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > declarationsMaxBytes) {
      setError(t('errors.tooLarge'));
      return;
    }
    setStatus('reading');
    try {
      const answer = await readDeclarations(file, canKeep && keep);
      if (answer.fields.length === 0 || !answer.line) {
        setError(t('errors.nothingRead'));
        setStatus('idle');
        return;
      }
      if (line && answer.line !== line) {
        setError(t('errors.otherLine', { line: t(`lines.${answer.line}`) }));
        setStatus('idle');
        return;
      }
      setReading(answer);
      onRead?.(answer);
      setValues(Object.fromEntries(answer.fields.map((field) => [field.key, field.value])));
      setStatus('review');
    } catch (caught) {
      setError(
        caught instanceof UploadError && caught.message ? caught.message : t('errors.failed'),
      );
      setStatus('idle');
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-sky-50 p-4 ring-1 ring-sky-200 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('heading')}
      </h2>
      <p className="mt-1 text-slate-800">{t('intro')}</p>
      {status !== 'review' && (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer-only extra; the two file inputs inside are the keyboard way
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-3 rounded-md border-2 border-dashed p-4 ${dragging ? 'border-brand-navy bg-white' : 'border-slate-400'}`}
        >
          <p className="text-sm text-slate-800">{t('dropHint')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <label className="btn-brand cursor-pointer rounded-md px-4 py-2 font-semibold focus-within:outline focus-within:outline-2 focus-within:outline-offset-2">
              {t('choose')}
              <input
                type="file"
                accept={declarationsAccept}
                className="sr-only"
                disabled={status === 'reading'}
                onChange={(event) => {
                  void send(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <label className="cursor-pointer rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 focus-within:outline focus-within:outline-2 focus-within:outline-offset-2">
              {t('camera')}
              <input
                type="file"
                accept="image/jpeg,image/png"
                capture="environment"
                className="sr-only"
                disabled={status === 'reading'}
                onChange={(event) => {
                  void send(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
          <p className="mt-2 text-sm text-slate-700">{t('kinds')}</p>
          {canKeep && (
            <label className="mt-3 flex items-start gap-2 text-slate-900">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={keep}
                onChange={(event) => setKeep(event.target.checked)}
              />
              <span>{t('keep')}</span>
            </label>
          )}
          <p className="mt-2 text-sm text-slate-700">{canKeep ? t('privacyKeep') : t('privacy')}</p>
        </div>
      )}
      {status === 'reading' && (
        <p role="status" className="mt-3 font-semibold text-slate-900">
          {t('reading')}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-300">
          {error}
        </p>
      )}
      {status === 'applied' && (
        <p role="status" className="mt-3 font-semibold text-emerald-900">
          {t('applied')}
        </p>
      )}
      {status === 'review' && reading && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(values, reading.line as DeclarationsLine);
            setStatus('applied');
          }}
        >
          <p className="text-slate-900">
            {t(reading.method === 'ocr' ? 'reviewOcr' : 'reviewText')}
            {reading.keptCopyId ? ` ${t('kept')}` : ''}
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {reading.fields.map((field) => {
              const { labelKey, n } = labelOf(field.key);
              const level = confidenceLevel(field.confidence);
              const inputId = `${id}-${field.key}`;
              const levelId = `${inputId}-level`;
              return (
                <li key={field.key}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
                      {t(`fields.${labelKey}`, { n })}
                    </label>
                    <span
                      id={levelId}
                      className={`rounded px-2 py-0.5 text-xs font-semibold ring-1 ${levelLook[level]}`}
                    >
                      {t(`confidence.${level}`, { percent: Math.round(field.confidence * 100) })}
                    </span>
                  </div>
                  <input
                    id={inputId}
                    aria-describedby={levelId}
                    value={values[field.key] ?? ''}
                    onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                    className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1.5 text-slate-900"
                  />
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className="btn-brand rounded-md px-4 py-2 font-semibold">
              {applyLabel ?? t('apply')}
            </button>
            <button
              type="button"
              onClick={() => {
                setStatus('idle');
                setReading(null);
              }}
              className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900"
            >
              {t('another')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
