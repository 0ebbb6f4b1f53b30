import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { parseWholeNumber } from './quote-form-values';
import type { QuoteFormValues } from './quote-steps';

/** The spec's rule of thumb for term life: cover 10 to 12 times the annual income. */
export const incomeMultiples = { low: 10, high: 12 } as const;

/** A suggested coverage amount: 11 times the income (the middle of the rule), in $10,000 steps. */
export function suggestedLifeAmount(income: number): number {
  const middle = ((incomeMultiples.low + incomeMultiples.high) / 2) * income;
  return Math.round(middle / 10_000) * 10_000;
}

/** Works out a coverage amount from the annual income (not sent: only the amount is). */
export function LifeAmountHelper() {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const { setValue } = useFormContext<QuoteFormValues>();
  const [incomeText, setIncomeText] = useState('');
  const id = useId();
  const income = parseWholeNumber(incomeText);
  const isUsable = income !== undefined && Number.isFinite(income) && income > 0;

  return (
    <div className="mt-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {t('incomeHelper.label')}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={incomeText}
        onChange={(event) => setIncomeText(event.target.value)}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      />
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {isUsable
          ? t('incomeHelper.range', {
              low: dollars(income * incomeMultiples.low),
              high: dollars(income * incomeMultiples.high),
            })
          : t('incomeHelper.rule')}
      </p>
      {isUsable && (
        <button
          type="button"
          onClick={() =>
            setValue('amount', suggestedLifeAmount(income), {
              shouldValidate: true,
              shouldDirty: true,
            })
          }
          className="mt-2 rounded-md border border-brand-navy px-3 py-1.5 text-sm font-semibold text-brand-navy"
        >
          {t('incomeHelper.use', { amount: dollars(suggestedLifeAmount(income)) })}
        </button>
      )}
    </div>
  );
}
