import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type PropertyType, propertyTypes } from '../../../shared/contracts/quote-options';
import type { QuoteInput, SavedQuote } from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import { savedQuotePath } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { quoteIntentFromSearch } from '../auth';
import { quoteAnswersFromFields, type ReviewedFields } from '../declarations';
import { LazyPolicyReader } from '../declarations/lazy';
import { useSession } from '../session';
import { LifeAmountHelper } from './life-amount-helper';
import { clearQuoteDraft, readQuoteDraft, writeQuoteDraft } from './quote-draft';
import { QuoteFieldControl } from './quote-field';
import { emptyDriver, emptyQuoteValues, emptyVehicle } from './quote-form-values';
import { type QuoteFormValues, quoteSteps, shownFields, stepOfField } from './quote-steps';
import type { AfterSave } from './save-quotes';
import { askAgentsState } from './saved-quote-intent';
import { SecondItemToggle } from './second-item-toggle';
import { useProfilePrefill } from './use-profile-prefill';

// The contract's validation (zod and the quote messages) loads when the person starts answering,
// and the results (the estimate engine among them) with the first results: a visit that answers
// nothing loads neither. Loaded only at the first check, a ZIP message could appear while Next
// was being pressed, move the button down and lose the click (a CI run).
let validation: Promise<typeof import('./quote-resolver')> | undefined;
const loadValidation = () => {
  validation ??= import('./quote-resolver');
  return validation;
};
function lazyQuoteResolver(type: InsuranceType): Resolver<QuoteFormValues> {
  return async (values, context, options) => {
    const { quoteResolver } = await loadValidation();
    return quoteResolver(type)(values, context, options);
  };
}
const QuoteResultsPanel = lazy(() =>
  import('./results-panel').then((module) => ({ default: module.QuoteResultsPanel })),
);

/** The first message in a nested error object, as a form path (`drivers.0.birthDate`). */
export function firstErrorPath(errors: unknown, prefix = ''): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if (typeof (errors as { message?: unknown }).message === 'string') return prefix || undefined;
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue;
    const path = firstErrorPath(child, prefix ? `${prefix}.${key}` : key);
    if (path) return path;
  }
  return undefined;
}

const isPropertyType = (value: string | null): value is PropertyType =>
  (propertyTypes as readonly (string | null)[]).includes(value);

function initialState(type: InsuranceType, params: URLSearchParams) {
  const steps = quoteSteps[type];
  const draft = readQuoteDraft(type);
  const values: QuoteFormValues = { ...emptyQuoteValues(type), ...draft?.values, type };
  const intent = quoteIntentFromSearch(params);
  if (intent?.zip && !values.zip) values.zip = intent.zip;
  // The property tiles of the home page carry the property type (`?property=condo`).
  const property = params.get('property');
  if (type === 'home' && !values.propertyType && isPropertyType(property)) {
    values.propertyType = property;
  }
  return {
    values,
    step: Math.min(draft?.step ?? 0, steps.length),
    savedQuoteId: draft?.savedQuoteId,
    intentState: intent?.state,
  };
}

/**
 * The quote flow of one line: a stepper with Back and Next, each step checked by the shared
 * contract before moving on, the answers kept as a draft in the browser, and the results as soon
 * as the last step is answered.
 */
export function QuoteFlow({ type }: { type: InsuranceType }) {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const steps = quoteSteps[type];
  const [initial] = useState(() => initialState(type, params));
  const [step, setStep] = useState(initial.step);
  const [submitted, setSubmitted] = useState<{ input: QuoteInput; id: number } | null>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const pendingFocusRef = useRef<string | null>(null);
  const form = useForm<QuoteFormValues>({
    resolver: lazyQuoteResolver(type),
    defaultValues: initial.values,
    mode: 'onTouched',
  });
  const { handleSubmit, trigger, watch, setFocus, getValues, setValue } = form;
  const { isConsumer } = useSession();
  const isResults = step >= steps.length;
  const values = watch();

  useProfilePrefill(type, form, initial.savedQuoteId !== undefined);

  // Every answer is kept as it is typed.
  useEffect(() => {
    const save = () =>
      writeQuoteDraft(type, {
        values: getValues(),
        step,
        ...(initial.savedQuoteId ? { savedQuoteId: initial.savedQuoteId } : {}),
      });
    save();
    const subscription = watch(save);
    return () => subscription.unsubscribe();
  }, [type, step, watch, getValues, initial.savedQuoteId]);

  // A new step takes the focus to its heading; a message found on submit, to its field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the change signal (the DOM of the new step).
  useEffect(() => {
    if (pendingFocusRef.current) {
      const name = pendingFocusRef.current;
      pendingFocusRef.current = null;
      void trigger(name).then(() => setFocus(name));
      return;
    }
    if (hasMovedRef.current) stepHeadingRef.current?.focus();
  }, [step, trigger, setFocus]);

  const showResults = handleSubmit(
    (input) => {
      setSubmitted({ input: input as unknown as QuoteInput, id: Date.now() });
      setStep(steps.length);
    },
    (errors: FieldErrors<QuoteFormValues>) => {
      const path = firstErrorPath(errors);
      if (!path) return;
      pendingFocusRef.current = path;
      setStep(stepOfField(type, path));
    },
  );

  // Back on the results after a reload: price the kept answers again.
  const hasResumedRef = useRef(false);
  useEffect(() => {
    if (hasResumedRef.current || !isResults || submitted) return;
    hasResumedRef.current = true;
    void showResults();
  }, [isResults, submitted, showResults]);

  const goTo = (next: number) => {
    hasMovedRef.current = true;
    setStep(next);
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    const current = steps[step];
    if (!current) return;
    const names = shownFields(current, getValues()).map((field) => field.name);
    if (!(await trigger(names, { shouldFocus: true }))) return;
    hasMovedRef.current = true;
    if (step < steps.length - 1) setStep(step + 1);
    else await showResults();
  };

  // Saved from a card's 'Ask agents': the saved request opens with the agents' consent dialog.
  const onSaved = useCallback(
    (quote: SavedQuote, next: AfterSave) => {
      clearQuoteDraft(type);
      navigate(savedQuotePath(quote.id), next === 'askAgents' ? { state: askAgentsState } : {});
    },
    [type, navigate],
  );

  // Answers read from the current policy's declarations page, after the person checked them.
  const applyReading = (fields: ReviewedFields) => {
    if (type !== 'auto' && type !== 'home') return;
    const answers = quoteAnswersFromFields(type, fields);
    if (Array.isArray(answers.vehicles)) {
      const before = (getValues().vehicles ?? []) as Record<string, unknown>[];
      answers.vehicles = (answers.vehicles as Record<string, unknown>[]).map((vehicle, index) => ({
        ...emptyVehicle,
        ...before[index],
        ...vehicle,
      }));
    }
    for (const [name, value] of Object.entries(answers)) {
      setValue(name, value, { shouldDirty: true });
    }
  };

  const current = steps[step];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-navy">{t(`quote:titles.${type}`)}</h1>
      {!isResults && <p className="mt-2 text-slate-700">{t('quote:intro')}</p>}
      {initial.intentState && !values.zip && (
        <Suspense fallback={null}>
          <IntentState state={initial.intentState} />
        </Suspense>
      )}
      {step === 0 && (type === 'auto' || type === 'home') && (
        <div className="mt-6 max-w-2xl">
          <Suspense fallback={null}>
            <LazyPolicyReader line={type} canKeep={isConsumer} onApply={applyReading} />
          </Suspense>
        </div>
      )}
      <FormProvider {...form}>
        {current ? (
          <form
            noValidate
            onSubmit={onNext}
            onFocus={() => void loadValidation()}
            className="mt-6 max-w-2xl rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <p className="text-sm font-semibold text-slate-700">
              {t('quote:progress', { step: step + 1, total: steps.length })}
            </p>
            <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-200">
              <div
                className="h-2 rounded-full bg-brand-navy"
                style={{ width: `${((step + 1) / steps.length) * 100}%` }}
              />
            </div>
            <h2
              ref={stepHeadingRef}
              tabIndex={-1}
              className="mt-4 text-xl font-bold text-slate-900 focus:outline-none"
            >
              {t(`quote:steps.${type}.${current.key}`)}
            </h2>
            <div className="mt-4 flex flex-col gap-5">
              {shownFields(current, values).map((field) => (
                <div key={field.name}>
                  <QuoteFieldControl field={field} />
                  {type === 'life' && field.name === 'amount' && <LifeAmountHelper />}
                </div>
              ))}
              {current.addable && (
                <SecondItemToggle
                  kind={current.addable}
                  empty={current.addable === 'drivers' ? emptyDriver : emptyVehicle}
                />
              )}
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              {step > 0 && (
                <button
                  type="button"
                  onClick={() => goTo(step - 1)}
                  className="rounded-md border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {t('quote:back')}
                </button>
              )}
              <button
                type="submit"
                className="btn-brand rounded-md px-5 py-2.5 font-semibold"
                // Focus stays in the field until the click: otherwise the field's blur check shows
                // its message, moves this button down, and the click lands beside it.
                onMouseDown={(event) => event.preventDefault()}
              >
                {step === steps.length - 1 ? t('quote:seeQuotes') : t('quote:next')}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-6">
            <button
              type="button"
              onClick={() => goTo(0)}
              className="mb-3 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
            >
              {t('quote:editAnswers')}
            </button>
            {submitted && (
              <Suspense fallback={<Spinner label={t('quote:results.loading')} />}>
                <QuoteResultsPanel
                  key={submitted.id}
                  type={type}
                  input={submitted.input}
                  savedQuoteId={initial.savedQuoteId}
                  onSaved={onSaved}
                />
              </Suspense>
            )}
          </div>
        )}
      </FormProvider>
    </div>
  );
}

/** The state a call to action named, until a ZIP code is typed (state names load only then). */
function IntentState({ state }: { state: string }) {
  const { t } = useTranslation(['quote', 'location']);
  return (
    <p className="mt-2 text-slate-800">
      {t('quote:intentState', { state: t(`location:states.${state}`) })}
    </p>
  );
}
