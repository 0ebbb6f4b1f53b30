import { lazy, type ReactNode, Suspense } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findInsurer } from '../../../shared/insurers';
import { stateFromZip } from '../../../shared/zip-state';
import { useFormatters } from '../../lib/format';
import { inputClassName } from './field-style';
import { parseWholeNumber } from './quote-form-values';
import { getPath, type QuoteField, type QuoteFormValues } from './quote-steps';

export { inputClassName };

// The car's pickers and VIN (and their lists) load with the vehicle step only (issue 30).
const VehiclePicker = lazy(() =>
  import('./vehicle-controls').then((module) => ({ default: module.VehiclePicker })),
);
const VinControl = lazy(() =>
  import('./vehicle-controls').then((module) => ({ default: module.VinControl })),
);

const fieldId = (name: string) => `quote-${name.replace(/\./g, '-')}`;

/** The ids a control is described by: its hint and its message, when shown. */
function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The label of a field: 'Year', or 'Second vehicle: Year' for the second driver or vehicle. */
export function useFieldLabel() {
  const { t } = useTranslation('quote');
  return (field: QuoteField) => {
    const label = t(`fields.${field.labelKey}`);
    if (field.ordinal !== 'second') return label;
    return t(field.name.startsWith('drivers') ? 'second.driver' : 'second.vehicle', { label });
  };
}

/** The words for one answer of a choice ('Speeding ticket', '$1,000', 'GEICO'). */
export function useOptionLabel() {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  return (labelKey: string, value: string | number | boolean): string => {
    if (typeof value === 'boolean') return t(value ? 'options.yes' : 'options.no');
    if (typeof value === 'number') {
      return labelKey === 'termYears' ? t('options.termYears', { count: value }) : dollars(value);
    }
    if (labelKey === 'currentInsurer') {
      return findInsurer(value)?.name ?? t(`options.currentInsurer.${value}`);
    }
    return t(`options.${labelKey}.${value}`);
  };
}

/** One question of the flow with its label, hint and message (next to the field). */
export function QuoteFieldControl({ field }: { field: QuoteField }) {
  const { t, i18n } = useTranslation(['quote', 'validation']);
  const { register, control } = useFormContext<QuoteFormValues>();
  const { errors } = useFormState({ control, name: field.name });
  const labelFor = useFieldLabel();
  const optionLabel = useOptionLabel();
  const id = fieldId(field.name);
  const label = labelFor(field);
  const errorKey = (getPath(errors, field.name) as { message?: string } | undefined)?.message;
  const hintKey = `quote:hints.${field.labelKey}`;
  const hint = i18n.exists(hintKey) ? t(hintKey) : undefined;
  const optionalMark = field.isOptional ? ` ${t('quote:optional')}` : '';
  const described = describedBy(id, Boolean(hint), Boolean(errorKey));
  const invalid = errorKey ? true : undefined;

  const message = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {field.kind === 'zip' && <ZipState />}
      {errorKey && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {t(`validation:${errorKey}`)}
        </p>
      )}
    </>
  );

  if (field.kind === 'radio' || field.kind === 'tiles' || field.kind === 'yesNo') {
    const options = field.kind === 'yesNo' ? [true, false] : (field.options ?? []);
    return (
      <Controller
        control={control}
        name={field.name}
        render={({ field: control }) => (
          <fieldset aria-describedby={described} className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-900">
              {label}
              {optionalMark}
            </legend>
            <div
              className={
                field.kind === 'tiles'
                  ? 'grid grid-cols-2 gap-3 sm:grid-cols-4'
                  : 'flex flex-col gap-2 sm:flex-row sm:flex-wrap'
              }
            >
              {options.map((option, index) => (
                <label
                  key={String(option)}
                  className={`flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-navy has-[:checked]:bg-blue-50 ${
                    // The radio above its name: 'Manufactured Home' fits half a phone's width.
                    field.kind === 'tiles'
                      ? 'min-h-16 min-w-0 flex-col justify-center text-center font-semibold'
                      : ''
                  }`}
                >
                  <input
                    type="radio"
                    ref={index === 0 ? control.ref : undefined}
                    name={field.name}
                    value={String(option)}
                    checked={control.value === option}
                    onChange={() => control.onChange(option)}
                    onBlur={control.onBlur}
                    aria-invalid={invalid}
                  />
                  {optionLabel(field.labelKey, option)}
                </label>
              ))}
            </div>
            {message}
          </fieldset>
        )}
      />
    );
  }

  const frame = (control: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
        {optionalMark}
      </label>
      {control}
      {message}
    </div>
  );

  if (field.kind === 'select') {
    const options = field.options ?? [];
    return (
      <Controller
        control={control}
        name={field.name}
        render={({ field: control }) =>
          frame(
            <select
              id={id}
              ref={control.ref}
              name={field.name}
              value={
                control.value === undefined || control.value === null ? '' : String(control.value)
              }
              onChange={(event) => {
                const chosen = options.find((option) => String(option) === event.target.value);
                control.onChange(chosen);
              }}
              onBlur={control.onBlur}
              aria-invalid={invalid}
              aria-describedby={described}
              className={inputClassName}
            >
              <option value="">{t('quote:choose')}</option>
              {options.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {optionLabel(field.labelKey, option)}
                </option>
              ))}
            </select>,
          )
        }
      />
    );
  }

  if (field.kind === 'vehicle' || field.kind === 'vin') {
    const Control = field.kind === 'vin' ? VinControl : VehiclePicker;
    return frame(
      <Suspense fallback={<input id={id} type="text" disabled className={inputClassName} />}>
        <Control field={field} id={id} describedBy={described} invalid={invalid} />
      </Suspense>,
    );
  }

  const isNumber = field.kind === 'year' || field.kind === 'count' || field.kind === 'dollars';
  return frame(
    <input
      id={id}
      type={field.kind === 'date' ? 'date' : 'text'}
      inputMode={isNumber || field.kind === 'zip' ? 'numeric' : undefined}
      maxLength={field.kind === 'zip' ? 5 : undefined}
      autoComplete={field.autoComplete ?? 'off'}
      aria-invalid={invalid}
      aria-describedby={described}
      className={inputClassName}
      {...register(field.name, isNumber ? { setValueAs: parseWholeNumber } : {})}
    />,
  );
}

/** The state that follows from the ZIP code, shown as soon as it is known. */
function ZipState() {
  const { watch } = useFormContext<QuoteFormValues>();
  const zip = watch('zip');
  const state =
    typeof zip === 'string' && /^\d{5}$/.test(zip.trim()) ? stateFromZip(zip.trim()) : undefined;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {state && (
        <Suspense fallback={null}>
          <StateName state={state} />
        </Suspense>
      )}
    </p>
  );
}

/** The state names (the `location` namespace) load only once a ZIP code names a state. */
function StateName({ state }: { state: string }) {
  const { t } = useTranslation(['quote', 'location']);
  return <>{t('quote:zipState', { state: t(`location:states.${state}`) })}</>;
}
