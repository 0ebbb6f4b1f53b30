import { useId, useRef } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { coverageKinds, type OfferInput } from '../../../shared/contracts/leads';
import {
  listError,
  SelectInput,
  TextInput,
  useErrorText,
} from '../../components/form/form-controls';
import { secondaryButtonClassName } from '../../components/ui/button';
import type { OfferData } from './leads-api';
import { nextCoverageKind } from './offer-form-values';

export type OfferFormApi = UseFormReturn<OfferInput, unknown, OfferData>;

/**
 * The offer's coverages, each with its limit: rows added and removed freely, every kind at most
 * once (the next free kind is offered first). An offer may also list none.
 */
export function CoverageFields({ form }: { form: OfferFormApi }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coverages' });
  const errors = form.formState.errors.coverages;
  const listMessage = errorText(listError(errors));
  const described = [`${id}-hint`, listMessage ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described} className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-brand-navy">
        {t('quoteBuilder.coverages')}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('quoteBuilder.coveragesHint')}
      </p>
      {listMessage && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {listMessage}
        </p>
      )}
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id}>
                <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                  <legend className="px-1 text-sm font-semibold text-slate-700">
                    {t('quoteBuilder.coverageRow', { number })}
                  </legend>
                  <SelectInput
                    label={t('quoteBuilder.coverageKind')}
                    error={errorText(errors?.[index]?.kind)}
                    {...form.register(`coverages.${index}.kind`)}
                  >
                    {coverageKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`coverageKinds.${kind}`)}
                      </option>
                    ))}
                  </SelectInput>
                  <TextInput
                    label={t('quoteBuilder.limit')}
                    placeholder={t('quoteBuilder.limitPlaceholder')}
                    maxLength={60}
                    autoComplete="off"
                    error={errorText(errors?.[index]?.limit)}
                    {...form.register(`coverages.${index}.limit`)}
                  />
                  <button
                    type="button"
                    onClick={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                    className={`${secondaryButtonClassName} self-end`}
                  >
                    {t('quoteBuilder.remove')}
                    <span className="sr-only"> {t('quoteBuilder.removeCoverage', { number })}</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={addRef}
        type="button"
        disabled={fields.length >= coverageKinds.length}
        onClick={() => {
          const kind = nextCoverageKind(form.getValues('coverages') ?? []);
          if (kind) append({ kind, limit: '' });
        }}
        className={`${secondaryButtonClassName} self-start`}
      >
        {t('quoteBuilder.addCoverage')}
      </button>
    </fieldset>
  );
}
