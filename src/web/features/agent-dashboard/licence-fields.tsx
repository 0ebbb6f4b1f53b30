import { type ReactNode, useId, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agentLanguages, bioMaxLength, licenceLines } from '../../../shared/contracts/licences';
import { stateCodes } from '../../../shared/states/state-names';
import {
  listError,
  SelectInput,
  TextInput,
  useErrorText,
} from '../../components/form/form-controls';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { secondaryButtonClassName } from '../../components/ui/button';
import {
  emptyLicence,
  emptyServiceArea,
  firstListError,
  type LicenceFormApi,
  parseZipPrefixes,
} from './licence-form-values';

type CheckboxListName = 'languages' | `licences.${number}.lines`;

/** Checkboxes of one list under a legend, with the list's message. */
function CheckboxGroup({
  form,
  name,
  legend,
  options,
  error,
}: {
  form: LicenceFormApi;
  name: CheckboxListName;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 accent-[var(--accent)]"
              {...form.register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A titled list of rows (licences, service areas) with its own message and an Add button. */
function RowList({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described} className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-brand-navy">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

const rowClassName = 'flex flex-col gap-3 rounded-md border border-slate-200 p-4';

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <button type="button" onClick={onRemove} className={`${secondaryButtonClassName} self-start`}>
      {t('licence.remove')}
      <span className="sr-only"> {label}</span>
    </button>
  );
}

/** Each licensed state with the lines it covers; at least one row is always shown. */
export function LicensedStateFields({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation(['agent', 'licences', 'location']);
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'licences' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.licences;
  const lineOptions = licenceLines.map((line) => ({
    value: line,
    label: t(`licences:lines.${line}`),
  }));
  return (
    <RowList
      legend={t('agent:licence.licensedStates')}
      hint={t('agent:licence.licensedStatesHint')}
      error={errorText(listError(errors))}
    >
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className={rowClassName}>
                <legend className="px-1 text-sm font-semibold text-slate-700">
                  {t('agent:licence.licenceRow', { number })}
                </legend>
                <div className="sm:max-w-sm">
                  <SelectInput
                    label={t('agent:licence.state')}
                    error={errorText(errors?.[index]?.state)}
                    {...form.register(`licences.${index}.state`)}
                  >
                    <option value="">{t('agent:licence.chooseState')}</option>
                    {stateCodes.map((code) => (
                      <option key={code} value={code}>
                        {t(`location:states.${code}`)}
                      </option>
                    ))}
                  </SelectInput>
                </div>
                <CheckboxGroup
                  form={form}
                  name={`licences.${index}.lines`}
                  legend={t('agent:licence.lines')}
                  options={lineOptions}
                  error={errorText(listError(errors?.[index]?.lines))}
                />
                {fields.length > 1 && (
                  <RemoveButton
                    label={t('agent:licence.removeLicence', { number })}
                    onRemove={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {fields.length < stateCodes.length && (
        <button
          ref={addRef}
          type="button"
          onClick={() => append(emptyLicence())}
          className={`${secondaryButtonClassName} self-start`}
        >
          {t('agent:licence.addState')}
        </button>
      )}
    </RowList>
  );
}

/** Where the agent serves: a licensed state, optionally narrowed to 3-digit ZIP prefixes. */
export function ServiceAreaFields({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation(['agent', 'location']);
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'serviceAreas' });
  const licences = useWatch({ control: form.control, name: 'licences' });
  const areas = useWatch({ control: form.control, name: 'serviceAreas' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.serviceAreas;
  const licensed = [...new Set(licences.map((entry) => entry.state).filter(Boolean))];
  return (
    <RowList
      legend={t('agent:licence.serviceAreas')}
      hint={t('agent:licence.serviceAreasHint')}
      error={errorText(listError(errors))}
    >
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const number = index + 1;
            const current = areas?.[index]?.state;
            // A state no longer licensed stays visible, so its message makes sense.
            const choices =
              current && !licensed.includes(current) ? [...licensed, current] : licensed;
            return (
              <li key={field.id}>
                <fieldset className={rowClassName}>
                  <legend className="px-1 text-sm font-semibold text-slate-700">
                    {t('agent:licence.serviceAreaRow', { number })}
                  </legend>
                  <div className="sm:max-w-sm">
                    <SelectInput
                      label={t('agent:licence.serviceAreaState')}
                      error={errorText(errors?.[index]?.state)}
                      {...form.register(`serviceAreas.${index}.state`)}
                    >
                      <option value="">{t('agent:licence.chooseState')}</option>
                      {choices.map((code) => (
                        <option key={code} value={code}>
                          {t(`location:states.${code}`)}
                        </option>
                      ))}
                    </SelectInput>
                  </div>
                  <TextInput
                    label={t('agent:licence.zipPrefixes')}
                    hint={t('agent:licence.zipPrefixesHint')}
                    inputMode="numeric"
                    autoComplete="off"
                    error={errorText(firstListError(errors?.[index]?.zipPrefixes))}
                    {...form.register(`serviceAreas.${index}.zipPrefixes`, {
                      setValueAs: parseZipPrefixes,
                    })}
                  />
                  <RemoveButton
                    label={t('agent:licence.removeServiceArea', { number })}
                    onRemove={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                  />
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={addRef}
        type="button"
        onClick={() => append(emptyServiceArea())}
        className={`${secondaryButtonClassName} self-start`}
      >
        {t('agent:licence.addServiceArea')}
      </button>
    </RowList>
  );
}

export function LanguageFields({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation(['agent', 'licences']);
  const errorText = useErrorText();
  return (
    <CheckboxGroup
      form={form}
      name="languages"
      legend={t('agent:licence.languages')}
      options={agentLanguages.map((language) => ({
        value: language,
        label: t(`licences:languages.${language}`),
      }))}
      error={errorText(firstListError(form.formState.errors.languages))}
    />
  );
}

/** The public bio with a running count of its characters. */
export function BioField({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const id = useId();
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const error = errorText(form.formState.errors.bio);
  const described = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame
      id={id}
      label={t('licence.bio')}
      hint={t('licence.bioHint')}
      error={error}
      after={
        <p
          id={`${id}-count`}
          className={`text-xs ${bio.length > bioMaxLength ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {t('licence.bioCount', { count: bio.length, max: bioMaxLength })}
        </p>
      }
    >
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClassName}
        {...form.register('bio')}
      />
    </FieldFrame>
  );
}
