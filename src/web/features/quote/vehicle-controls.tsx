import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  DecodedVin,
  VehicleMakes,
  VehicleModels,
  VehicleYears,
} from '../../../shared/contracts/vehicles';
import { vinProblem } from '../../../shared/vin';
import { ApiError, apiGet } from '../../lib/api-client';
import { inputClassName } from './field-style';
import { parseWholeNumber } from './quote-form-values';
import type { QuoteField, QuoteFormValues } from './quote-steps';

/**
 * The car on the vehicle step (issue 30), a lazy chunk of its own: the VIN that fills the car,
 * and year, make and model pickers from the vPIC data. The lists load only here, from
 * `/api/vehicles/*`; a make or model the data does not have can still be typed.
 */

const lookups = {
  years: '/api/vehicles/years',
  makes: '/api/vehicles/makes',
  models: '/api/vehicles/models',
  vin: (vin: string) => `/api/vehicles/vin/${encodeURIComponent(vin)}`,
};

/** `vehicles.0.make` -> `vehicles.0.` */
const vehiclePrefix = (name: string) => name.slice(0, name.lastIndexOf('.') + 1);

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** At most this many suggestions are listed at once: typing narrows them. */
const maxShown = 60;

interface ControlProps {
  field: QuoteField;
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

/**
 * A plain accessible combobox (WAI-ARIA 1.2 list autocomplete): a text box whose list narrows as
 * one types, Down/Up move through it, Enter or a click chooses, Escape closes; any text is kept.
 */
function Combobox({
  id,
  value,
  options,
  describedBy,
  invalid,
  inputMode,
  listLabel,
  onChange,
  onBlur,
  inputRef,
}: {
  id: string;
  value: string;
  options: readonly string[];
  describedBy: string | undefined;
  invalid: true | undefined;
  inputMode?: 'numeric';
  listLabel: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('quote');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const shown = useMemo(() => {
    const wanted = normal(value);
    const matching = wanted
      ? options.filter((option) => normal(option).includes(wanted))
      : [...options];
    // Those that start with the text first: 'cam' lists Camry before Tacoma... (both match).
    matching.sort(
      (a, b) => Number(!normal(a).startsWith(wanted)) - Number(!normal(b).startsWith(wanted)),
    );
    return matching.slice(0, maxShown);
  }, [options, value]);
  const expanded = open && shown.length > 0;

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0 && shown[active] !== undefined) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        autoComplete="off"
        inputMode={inputMode}
        className={inputClassName}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {expanded &&
          shown.map((option, index) => (
            <div
              key={option}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen before the box loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              className={`cursor-pointer px-3 py-2 text-slate-900 ${
                index === active ? 'bg-blue-100' : 'hover:bg-slate-100'
              }`}
            >
              {option}
            </div>
          ))}
      </div>
      {open && value !== '' && shown.length === 0 && options.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">{t('vehicle.typedKept')}</p>
      )}
    </div>
  );
}

/**
 * What a lookup answered, kept for the page's life: the public flow has no query client (its
 * chunk stays small), so this is a plain fetch with a cache of its own. Null: nothing to ask.
 */
const answers = new Map<string, Promise<unknown>>();

interface Lookup<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
}

function useLookup<T>(url: string | null): Lookup<T> {
  const [state, setState] = useState<Lookup<T> & { url: string | null }>({
    url: null,
    isFetching: false,
  });
  useEffect(() => {
    if (!url) return;
    let current = true;
    let answer = answers.get(url) as Promise<T> | undefined;
    if (!answer) {
      answer = apiGet<T>(url, { retries: 0 });
      answers.set(url, answer);
      // A failure is not kept: the next visit asks again.
      answer.catch(() => answers.delete(url));
    }
    setState({ url, isFetching: true });
    answer.then(
      (data) => current && setState({ url, data, isFetching: false }),
      (error: unknown) => current && setState({ url, error, isFetching: false }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  // An answer for another URL (the text changed since) is no answer.
  return state.url === url && url !== null ? state : { isFetching: false };
}

const query = (path: string, values: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;

/** Year, make or model of a vehicle: a picker from the data, any text allowed. */
export function VehiclePicker({ field, id, describedBy, invalid }: ControlProps) {
  const { t } = useTranslation('quote');
  const { control, setValue } = useFormContext<QuoteFormValues>();
  const prefix = vehiclePrefix(field.name);
  const part = field.name.slice(prefix.length) as 'year' | 'make' | 'model';
  // Controlled: the form holds the year as a number, which the text box's DOM value is not.
  const { field: controlled } = useController({ control, name: field.name });
  const [year, make] = useWatch({
    control,
    name: [`${prefix}year`, `${prefix}make`],
  }) as [unknown, unknown];
  const value = controlled.value;
  const validYear = typeof year === 'number' && year >= 1981 && year <= 2100 ? year : null;
  const makeText = typeof make === 'string' ? make.trim() : '';
  const years = useLookup<VehicleYears>(part === 'year' ? lookups.years : null);
  const makes = useLookup<VehicleMakes>(
    part === 'make' && validYear !== null ? query(lookups.makes, { year: validYear }) : null,
  );
  const models = useLookup<VehicleModels>(
    part === 'model' && validYear !== null && makeText !== ''
      ? query(lookups.models, { year: validYear, make: makeText })
      : null,
  );
  const options =
    part === 'year'
      ? (years.data?.years.map(String) ?? [])
      : part === 'make'
        ? (makes.data?.makes ?? [])
        : (models.data?.models ?? []);
  const text = value === undefined || value === null ? '' : String(value);

  return (
    <Combobox
      id={id}
      value={text}
      options={options}
      describedBy={describedBy}
      invalid={invalid}
      inputMode={part === 'year' ? 'numeric' : undefined}
      listLabel={t(`vehicle.list.${part}`)}
      inputRef={controlled.ref}
      onBlur={controlled.onBlur}
      onChange={(next) => {
        controlled.onChange(part === 'year' ? parseWholeNumber(next) : next);
        // What the VIN said about the car no longer holds once the car is changed by hand.
        for (const key of ['body', 'fuel', 'trim']) setValue(`${prefix}${key}`, undefined);
      }}
    />
  );
}

/** The VIN: a wrong check digit is said at once; a valid one fills the year, make and model. */
export function VinControl({ field, id, describedBy, invalid }: ControlProps) {
  const { t } = useTranslation(['quote', 'validation']);
  const { control, register, setValue } = useFormContext<QuoteFormValues>();
  const prefix = vehiclePrefix(field.name);
  const statusId = useId();
  const errorId = useId();
  const value = useWatch({ control, name: field.name });
  const vin = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const problem = vin.length === 17 ? vinProblem(vin) : null;
  const decoded = useLookup<DecodedVin>(
    vin.length === 17 && problem === null ? lookups.vin(vin) : null,
  );
  const filledFor = useRef<string | null>(null);
  const car = decoded.data;
  useEffect(() => {
    // Once per VIN: the car's answers follow the VIN, and can still be changed afterwards.
    if (!car || filledFor.current === car.vin) return;
    filledFor.current = car.vin;
    const options = { shouldValidate: true, shouldDirty: true };
    setValue(`${prefix}year`, car.year, options);
    setValue(`${prefix}make`, car.make, options);
    setValue(`${prefix}model`, car.model, options);
    setValue(`${prefix}body`, car.body ?? undefined);
    setValue(`${prefix}fuel`, car.fuel ?? undefined);
    setValue(`${prefix}trim`, car.trim ?? undefined);
  }, [car, prefix, setValue]);

  const notFound = decoded.error instanceof ApiError && decoded.error.status === 404;
  // The form's own message shows a problem once the step is checked; until then, this one.
  const error =
    invalid || !problem
      ? null
      : t(problem === 'checkDigit' ? 'validation:vinCheckDigit' : 'validation:vinInvalid');
  let info: string | null = null;
  if (!problem && vin.length === 17) {
    if (decoded.isFetching) info = t('quote:vehicle.looking');
    else if (notFound) info = t('validation:vinNotFound');
    else if (decoded.error) info = t('quote:vehicle.lookupFailed');
    else if (car && car.vin === vin) {
      info = t('quote:vehicle.found', {
        car: [car.year, car.make, car.model, car.trim].filter(Boolean).join(' '),
        details: [car.body, car.fuel].filter(Boolean).join(', '),
      });
    }
  }
  const ids =
    [describedBy, error ? errorId : undefined, info ? statusId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <>
      <input
        id={id}
        type="text"
        maxLength={17}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid ?? (error ? true : undefined)}
        aria-describedby={ids}
        className={`${inputClassName} uppercase`}
        {...register(field.name)}
      />
      <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
        {error}
      </p>
      <p id={statusId} role="status" className="text-sm text-slate-800">
        {info}
      </p>
    </>
  );
}
