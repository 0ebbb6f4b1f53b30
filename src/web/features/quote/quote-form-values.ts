import type { QuoteInput } from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import {
  allFields,
  autoCoverFields,
  homeCoverFields,
  isFieldShown,
  notCarriedWhenBlank,
  type QuoteFormValues,
} from './quote-steps';

/** A fresh driver and vehicle, as the form holds them before any answer. */
export const emptyDriver = { birthDate: '', record: undefined };
export const emptyVehicle = {
  year: undefined,
  make: '',
  model: '',
  use: undefined,
  annualMileage: undefined,
  vin: '',
};

const currentPolicy = { currentInsurer: undefined, currentPremium: undefined };

/** The starting answers of each line: the shape of the request body, nothing answered. */
export function emptyQuoteValues(type: InsuranceType): QuoteFormValues {
  switch (type) {
    case 'auto':
      return {
        type,
        zip: '',
        drivers: [{ ...emptyDriver }],
        vehicles: [{ ...emptyVehicle }],
        coverage: undefined,
        deductible: undefined,
        credit: undefined,
        military: undefined,
        ...currentPolicy,
      };
    case 'home':
      return {
        type,
        zip: '',
        propertyType: undefined,
        dwellingAmount: undefined,
        yearBuilt: undefined,
        deductible: undefined,
        claims: undefined,
        credit: undefined,
        military: undefined,
        ...currentPolicy,
      };
    case 'renters':
      return {
        type,
        zip: '',
        propertyAmount: undefined,
        liability: undefined,
        deductible: undefined,
        credit: undefined,
        ...currentPolicy,
      };
    case 'life':
      return {
        type,
        zip: '',
        birthDate: '',
        sex: undefined,
        amount: undefined,
        termYears: undefined,
        tobacco: undefined,
        health: undefined,
        ...currentPolicy,
      };
  }
}

/** A saved or stored request back into form answers (to edit it). */
export function quoteValuesFromInput(input: QuoteInput): QuoteFormValues {
  const values: QuoteFormValues = { ...emptyQuoteValues(input.type), ...input };
  if (input.type === 'auto') {
    values.vehicles = input.vehicles.map((vehicle) => ({ ...emptyVehicle, ...vehicle }));
  }
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The answers as a request body: questions not asked with these answers (a deductible without
 * full coverage, credit where the state bans it) and blank optional answers are left out.
 */
export function pruneQuoteValues(type: InsuranceType, values: QuoteFormValues): QuoteFormValues {
  const pruned: QuoteFormValues = { ...values, type };
  for (const field of allFields(type)) {
    if (field.name.includes('.')) continue;
    if (!isFieldShown(field, values) || (field.isOptional && isBlank(values[field.name]))) {
      delete pruned[field.name];
    }
  }
  const cover = currentCoverOf(type, values);
  if (cover) pruned.currentCover = cover;
  else delete pruned.currentCover;
  if (type === 'auto' && Array.isArray(values.vehicles)) {
    pruned.vehicles = (values.vehicles as Record<string, unknown>[]).map((vehicle) => {
      const { vin, ...rest } = vehicle;
      return isBlank(vin) ? rest : { ...rest, vin };
    });
  }
  return pruned;
}

/** Text typed in a whole-number box: blank is no answer; `12,000` and `$300,000` read as numbers. */
export function parseWholeNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const cleaned = text.replace(/[\s,$]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * The cover held today as the contract has it (issue 30): none while no current insurer is named
 * or every box is blank; else every box, a blank uninsured motorist or deductible meaning 'not
 * carried' and a blank limit left for the contract to ask for.
 */
function currentCoverOf(
  type: InsuranceType,
  values: QuoteFormValues,
): Record<string, unknown> | undefined {
  if (type !== 'auto' && type !== 'home') return undefined;
  if (typeof values.currentInsurer !== 'string' || values.currentInsurer === 'none') {
    return undefined;
  }
  const typed = (values.currentCover ?? {}) as Record<string, unknown>;
  const names: readonly string[] = type === 'auto' ? autoCoverFields : homeCoverFields;
  if (names.every((name) => isBlank(typed[name]))) return undefined;
  const cover: Record<string, unknown> = { line: type };
  for (const name of names) {
    const value = typed[name];
    cover[name] = isBlank(value)
      ? notCarriedWhenBlank.includes(name) && type === 'auto'
        ? null
        : undefined
      : value;
  }
  if (typeof typed.carrierName === 'string' && typed.carrierName.trim()) {
    cover.carrierName = typed.carrierName;
  }
  return cover;
}
