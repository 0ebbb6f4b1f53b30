import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type InsuranceType, insuranceTypes } from '../../../shared/insurance-types';
import { quotePath } from '../../../shared/paths';
import { stateCodes, stateNames } from '../../../shared/states/state-names';

export const quoteTypes = insuranceTypes;
export type QuoteType = InsuranceType;

/** The quote flow of the chosen type, carrying the state or ZIP code (decision 0017). */
export function quoteFlowHref(input: { type: QuoteType; state?: string; zip?: string }): string {
  const query = new URLSearchParams();
  if (input.state) query.set('state', input.state);
  if (input.zip) query.set('zip', input.zip);
  const search = query.toString();
  return search ? `${quotePath(input.type)}?${search}` : quotePath(input.type);
}

type FormError = 'locationRequired' | 'zipInvalid';

/** Starts a quote: insurance type, then state or ZIP, then the quote flow carrying them. */
export function QuoteWidget({ defaultType = 'home' }: { defaultType?: QuoteType }) {
  const { t } = useTranslation(['quoteWidget', 'location']);
  const navigate = useNavigate();
  const [type, setType] = useState<QuoteType>(defaultType);
  const [state, setState] = useState('');
  const [zip, setZip] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedZip = zip.trim();
    if (trimmedZip && !/^\d{5}$/.test(trimmedZip)) return setError('zipInvalid');
    if (!state && !trimmedZip) return setError('locationRequired');
    setError(null);
    navigate(quoteFlowHref({ type, state: state || undefined, zip: trimmedZip || undefined }));
  };

  const stateLabel = (code: (typeof stateCodes)[number]) =>
    t(`location:states.${code}`, { defaultValue: stateNames[code] });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${id}-intro`}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p id={`${id}-intro`} className="text-slate-700">
        {t('quoteWidget:intro')}
      </p>
      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-900">{t('quoteWidget:typeLabel')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {quoteTypes.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-navy has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {t(`quoteWidget:types.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid items-end gap-3 sm:grid-cols-[1fr_auto_10rem]">
        <div>
          <label htmlFor={`${id}-state`} className="block font-semibold text-slate-900">
            {t('quoteWidget:stateLabel')}
          </label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value)}
            aria-invalid={error === 'locationRequired' || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t('quoteWidget:statePlaceholder')}</option>
            {stateCodes.map((code) => (
              <option key={code} value={code}>
                {stateLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <span className="pb-2 text-center text-slate-700">{t('quoteWidget:or')}</span>
        <div>
          <label htmlFor={`${id}-zip`} className="block font-semibold text-slate-900">
            {t('quoteWidget:zipLabel')}
          </label>
          <input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            placeholder={t('quoteWidget:zipHint')}
            aria-invalid={error === 'zipInvalid' || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {t(`quoteWidget:errors.${error}`)}
        </p>
      )}
      <button type="submit" className="btn-brand mt-5 w-full rounded-md px-5 py-3 font-semibold">
        {t('quoteWidget:submit')}
      </button>
    </form>
  );
}
