import { type ReactNode, useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bioMaxLength, type LicenceLine, licenceLines } from '../../../shared/contracts/licences';
import { languages } from '../../../shared/languages';
import { type StateCode, stateCodes } from '../../../shared/states/state-names';
import {
  listError,
  SelectInput,
  TextInput,
  useErrorText,
} from '../../components/form/form-controls';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { secondaryButtonClassName } from '../../components/ui/button';
import {
  firstListError,
  followLicensedStates,
  type LicenceFormApi,
  licensedStatesOf,
  parseZipPrefixes,
  statesOfLine,
  withLineStates,
  withServedStates,
} from './licence-form-values';
import { StatePicker } from './state-picker';

type CheckboxListName = 'languages';

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

/** Each line with the states the agent holds it in: one compact state choice per line. */
export function LicensedStateFields({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation(['agent', 'licences']);
  const errorText = useErrorText();
  const licences = useWatch({ control: form.control, name: 'licences' }) ?? [];
  const errors = form.formState.errors.licences;
  const setLine = (line: LicenceLine, states: StateCode[]) => {
    const next = withLineStates(licences, line, states);
    const areas = form.getValues('serviceAreas') ?? [];
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('licences', next, options);
    form.setValue(
      'serviceAreas',
      followLicensedStates(areas, licensedStatesOf(licences), licensedStatesOf(next)),
      options,
    );
  };
  return (
    <RowList
      legend={t('agent:licence.licensedStates')}
      hint={t('agent:licence.linesHint')}
      error={errorText(firstListError(errors))}
    >
      <div className="grid gap-3 lg:grid-cols-2">
        {licenceLines.map((line) => (
          <StatePicker
            key={line}
            legend={t(`licences:lines.${line}`)}
            options={stateCodes}
            selected={statesOfLine(licences, line)}
            onChange={(states) => setLine(line, states)}
            emptyText={t('agent:licence.picker.notLicensed')}
          />
        ))}
      </div>
    </RowList>
  );
}

/**
 * Where the agent serves: every licensed state by default (kept in step as lines change); the
 * agent may leave states out, or narrow a state to 3-digit ZIP prefixes.
 */
export function ServiceAreaFields({ form }: { form: LicenceFormApi }) {
  const { t } = useTranslation(['agent', 'location']);
  const errorText = useErrorText();
  const licences = useWatch({ control: form.control, name: 'licences' }) ?? [];
  const areas = useWatch({ control: form.control, name: 'serviceAreas' }) ?? [];
  const errors = form.formState.errors.serviceAreas;
  const licensed = licensedStatesOf(licences);
  const [narrowed, setNarrowed] = useState<StateCode[]>(() =>
    areas.filter((area) => (area.zipPrefixes ?? []).length > 0).map((area) => area.state),
  );
  const [toNarrow, setToNarrow] = useState('');
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const served = areas.map((area) => area.state);
  const narrowable = served.filter((state) => !narrowed.includes(state));
  const shownNarrowed = narrowed.filter((state) => served.includes(state));
  const setPrefixes = (state: StateCode, prefixes: string[]) =>
    form.setValue(
      'serviceAreas',
      areas.map((area) => (area.state === state ? { ...area, zipPrefixes: prefixes } : area)),
      options,
    );
  return (
    <RowList
      legend={t('agent:licence.serviceAreas')}
      hint={t('agent:licence.serviceAreasDefaultHint')}
      error={errorText(listError(errors))}
    >
      {licensed.length === 0 ? (
        <p className="text-sm text-slate-700">{t('agent:licence.serviceAreasAfterLicence')}</p>
      ) : (
        <>
          <StatePicker
            legend={t('agent:licence.servedStates')}
            options={licensed}
            selected={served}
            onChange={(states) =>
              form.setValue('serviceAreas', withServedStates(areas, states), options)
            }
          />
          {shownNarrowed.length > 0 && (
            <ul className="flex flex-col gap-3">
              {shownNarrowed.map((state) => {
                const index = areas.findIndex((area) => area.state === state);
                return (
                  <li
                    key={state}
                    className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
                  >
                    <ZipPrefixInput
                      form={form}
                      index={index}
                      label={t('agent:licence.zipPrefixesIn', {
                        state: t(`location:states.${state}`),
                      })}
                      hint={t('agent:licence.zipPrefixesHint')}
                      error={errorText(firstListError(errors?.[index]?.zipPrefixes))}
                    />
                    <button
                      type="button"
                      onClick={() => {
                        setPrefixes(state, []);
                        setNarrowed((held) => held.filter((code) => code !== state));
                      }}
                      className={`${secondaryButtonClassName} self-start`}
                    >
                      {t('agent:licence.serveWholeState', { state: t(`location:states.${state}`) })}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {narrowable.length > 0 && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-[12rem]">
                <SelectInput
                  label={t('agent:licence.narrowState')}
                  value={toNarrow}
                  onChange={(event) => setToNarrow(event.target.value)}
                >
                  <option value="">{t('agent:licence.chooseState')}</option>
                  {narrowable.map((code) => (
                    <option key={code} value={code}>
                      {t(`location:states.${code}`)}
                    </option>
                  ))}
                </SelectInput>
              </div>
              <button
                type="button"
                disabled={!toNarrow}
                onClick={() => {
                  setNarrowed((held) => [...held, toNarrow as StateCode]);
                  setToNarrow('');
                }}
                className={secondaryButtonClassName}
              >
                {t('agent:licence.narrow')}
              </button>
            </div>
          )}
        </>
      )}
    </RowList>
  );
}

/**
 * A ZIP prefix list typed as text ('750, 751'); the form holds the parsed list. A controller, so
 * a refused save can put the focus here.
 */
function ZipPrefixInput({
  form,
  index,
  label,
  hint,
  error,
}: {
  form: LicenceFormApi;
  index: number;
  label: string;
  hint: string;
  error?: string;
}) {
  const { field } = useController({
    control: form.control,
    name: `serviceAreas.${index}.zipPrefixes`,
  });
  const [text, setText] = useState(() => (field.value ?? []).join(', '));
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={error}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseZipPrefixes(event.target.value));
      }}
    />
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
      options={languages.map((language) => ({
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
