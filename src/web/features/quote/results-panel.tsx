import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  CompactEstimateResult,
  QuoteInput,
  SavedQuote,
} from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { requestFailureText } from '../../lib/request-failure-text';
import { fetchEstimates } from './quote-api';
import { QuoteFieldControl } from './quote-field';
import { pruneQuoteValues } from './quote-form-values';
import { QuoteInputContext } from './quote-input-context';
import { quoteSchemas } from './quote-resolver';
import { QuoteResults } from './quote-results';
import { allFields, isFieldShown, type QuoteFormValues } from './quote-steps';
import { type AfterSave, ResultsNextStep, SaveQuotes, useSaveQuotes } from './save-quotes';

/** The answers the results let a person change and re-price in place, per line. */
export const repricingFields: Record<InsuranceType, readonly string[]> = {
  auto: ['coverage', 'deductible', 'military'],
  home: ['deductible', 'military'],
  renters: ['liability', 'deductible'],
  life: ['termYears'],
};

type Engine = typeof import('../../../shared/estimates');
// The engine (and its rating tables) loads with the first results, never with the questions.
const loadEngine = (): Promise<Engine> => import('../../../shared/estimates');

/**
 * The results of the flow: the server's estimates for the submitted answers, then re-priced in the
 * browser by the same engine whenever coverage, deductible or the like changes (no request).
 */
export function QuoteResultsPanel({
  type,
  input: submittedInput,
  savedQuoteId,
  onSaved,
}: {
  type: InsuranceType;
  input: QuoteInput;
  savedQuoteId?: string;
  onSaved: (quote: SavedQuote, next: AfterSave) => void;
}) {
  const { t } = useTranslation('quote');
  const { watch, trigger } = useFormContext<QuoteFormValues>();
  const values = watch();
  const [input, setInput] = useState(submittedInput);
  // Compact from the server (decision 0050); with its factors when re-priced by the engine here.
  const [result, setResult] = useState<CompactEstimateResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const engineRef = useRef<Engine | null>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const saving = useSaveQuotes({ input, savedQuoteId, onSaved });

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the change signal of 'Try again'.
  useEffect(() => {
    const controller = new AbortController();
    setFailure(null);
    fetchEstimates(submittedInput, controller.signal).then(setResult, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(requestFailureText(error, t('results.failed')));
    });
    loadEngine().then(
      (engine) => {
        engineRef.current = engine;
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [submittedInput, attempt, t]);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name || !repricingFields[type].includes(name)) return;
      const shown = repricingFields[type].filter((field) =>
        allFields(type).some(
          (candidate) => candidate.name === field && isFieldShown(candidate, values),
        ),
      );
      void trigger(shown);
      const parsed = quoteSchemas[type].safeParse(pruneQuoteValues(type, values));
      if (!parsed.success) return;
      const next = parsed.data as QuoteInput;
      setInput(next);
      const engine = engineRef.current;
      if (engine) {
        setResult(engine.estimateQuote(next));
      } else {
        fetchEstimates(next).then(setResult, (error: unknown) =>
          setFailure(requestFailureText(error, t('results.failed'))),
        );
      }
    });
    return () => subscription.unsubscribe();
  }, [type, watch, trigger, t]);

  const hasAnnouncedRef = useRef(false);
  useEffect(() => {
    if (!result || hasAnnouncedRef.current) return;
    hasAnnouncedRef.current = true;
    headingRef.current?.focus();
  }, [result]);

  if (failure && !result) {
    return (
      <Alert>
        <p>{failure}</p>
        <button
          type="button"
          onClick={() => setAttempt((count) => count + 1)}
          className="mt-3 rounded-md border border-red-700 bg-white px-4 py-2 font-semibold"
        >
          {t('results.retry')}
        </button>
      </Alert>
    );
  }
  if (!result) return <Spinner label={t('results.loading')} />;

  // Priced like for like, the coverage and deductible are the current policy's (issue 30).
  const likeForLike = 'currentCover' in input && input.currentCover !== undefined;
  const adjustable = allFields(type).filter(
    (field) =>
      repricingFields[type].includes(field.name) &&
      isFieldShown(field, values) &&
      !(likeForLike && (field.name === 'coverage' || field.name === 'deductible')),
  );
  return (
    <QuoteInputContext.Provider value={input}>
      <p ref={headingRef} tabIndex={-1} className="sr-only" role="status">
        {t('results.ready', { count: result.estimates.length })}
      </p>
      <QuoteResults
        result={result}
        nextStep={<ResultsNextStep saving={saving} />}
        adjust={
          <div className="mt-6 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{t('results.adjustHeading')}</h3>
            <p className="text-sm text-slate-700">{t('results.adjustIntro')}</p>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              {adjustable.map((field) => (
                <QuoteFieldControl key={field.name} field={field} />
              ))}
            </div>
          </div>
        }
      >
        {failure && (
          <p role="alert" className="mt-4 text-red-800">
            {failure}
          </p>
        )}
        <SaveQuotes saving={saving} />
      </QuoteResults>
    </QuoteInputContext.Provider>
  );
}
