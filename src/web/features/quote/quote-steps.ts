import {
  autoCreditBannedStates,
  autoDeductibles,
  coverageLevels,
  creditTiers,
  drivingRecords,
  homeDeductibles,
  lifeHealthClasses,
  lifeTerms,
  propertyCreditBannedStates,
  propertyTypes,
  rentersDeductibles,
  rentersLiabilityLimits,
  sexes,
  vehicleUses,
} from '../../../shared/contracts/quote-options';
import type { InsuranceType } from '../../../shared/insurance-types';
import { consumerCompanyChoices } from '../../../shared/insurers';
import type { ValidationMessageKey } from '../../../shared/validation-messages';
import { stateFromZip } from '../../../shared/zip-state';

/**
 * The questions of each line, step by step. Only the questions a line needs; a field a line
 * shows only sometimes (the deductible of full coverage, credit where the state allows it) says
 * when. The answers are validated by the shared contract (quote-resolver.ts); this file decides
 * what is asked and in which order.
 */

/** Form values mirror the request body of the line (`drivers.0.birthDate`, `coverage`, ...). */
export type QuoteFormValues = Record<string, unknown>;

export type FieldKind =
  | 'zip'
  | 'date'
  | 'text'
  | 'vin'
  /** A vehicle's year, make or model: a picker from the vPIC data, any text allowed. */
  | 'vehicle'
  | 'year'
  | 'count'
  | 'dollars'
  | 'select'
  | 'radio'
  | 'tiles'
  | 'yesNo';

export interface QuoteField {
  /** The form path, which is also the request body path. */
  name: string;
  /** Key of the `quote` namespace's `fields` (label) and `options` (choice labels). */
  labelKey: string;
  kind: FieldKind;
  options?: readonly (string | number)[];
  /** An answer the estimate does not need. */
  isOptional?: boolean;
  /** Shown only when this holds (answers so far). */
  when?: (values: QuoteFormValues) => boolean;
  /** The message when a shown field is left empty and the contract leaves it optional. */
  requiredKey?: ValidationMessageKey;
  /** The second driver or vehicle: labelled as such. */
  ordinal?: 'second';
  autoComplete?: string;
}

export interface QuoteStep {
  key: string;
  fields: QuoteField[];
  /** A button that adds or removes a second driver or vehicle on this step. */
  addable?: 'drivers' | 'vehicles';
}

const banned = (list: readonly string[], zip: unknown): boolean => {
  const state = typeof zip === 'string' ? stateFromZip(zip.trim()) : undefined;
  return state !== undefined && list.includes(state);
};

/** Credit is asked unless the ZIP's state bans it in rating for that line. */
export function isCreditAsked(type: InsuranceType, zip: unknown): boolean {
  if (type === 'life') return false;
  return !banned(type === 'auto' ? autoCreditBannedStates : propertyCreditBannedStates, zip);
}

const count = (values: QuoteFormValues, key: 'drivers' | 'vehicles') =>
  Array.isArray(values[key]) ? (values[key] as unknown[]).length : 0;

const zipField: QuoteField = {
  name: 'zip',
  labelKey: 'zip',
  kind: 'zip',
  autoComplete: 'postal-code',
};

const creditField = (type: InsuranceType): QuoteField => ({
  name: 'credit',
  labelKey: 'credit',
  kind: 'select',
  options: creditTiers,
  when: (values) => isCreditAsked(type, values.zip),
  requiredKey: 'creditRequired',
});

const currentPolicyFields: QuoteField[] = [
  {
    name: 'currentInsurer',
    labelKey: 'currentInsurer',
    kind: 'select',
    options: consumerCompanyChoices,
    isOptional: true,
  },
  { name: 'currentPremium', labelKey: 'currentPremium', kind: 'dollars', isOptional: true },
];

/** The cover of the policy held today is asked once a current insurer is named (issue 30). */
const holdsPolicy = (values: QuoteFormValues) =>
  typeof values.currentInsurer === 'string' && values.currentInsurer !== 'none';

const coverField = (name: string): QuoteField => ({
  name: `currentCover.${name}`,
  labelKey: `currentCover.${name}`,
  kind: 'dollars',
  isOptional: true,
  when: holdsPolicy,
});

/** The auto cover held today, in dollars: limits, uninsured motorist, the two deductibles. */
export const autoCoverFields = [
  'bodilyInjuryPerPerson',
  'bodilyInjuryPerAccident',
  'propertyDamage',
  'uninsuredMotoristPerPerson',
  'uninsuredMotoristPerAccident',
  'comprehensiveDeductible',
  'collisionDeductible',
] as const;
/** Left blank, these mean 'not carried' (null); the others must then be given. */
export const notCarriedWhenBlank: readonly string[] = [
  'uninsuredMotoristPerPerson',
  'uninsuredMotoristPerAccident',
  'comprehensiveDeductible',
  'collisionDeductible',
];
export const homeCoverFields = [
  'dwelling',
  'otherStructures',
  'personalProperty',
  'liability',
  'deductible',
] as const;

function driverFields(index: number): QuoteField[] {
  const ordinal = index === 0 ? {} : { ordinal: 'second' as const };
  const when =
    index === 0 ? {} : { when: (values: QuoteFormValues) => count(values, 'drivers') > 1 };
  return [
    {
      name: `drivers.${index}.birthDate`,
      labelKey: 'birthDate',
      kind: 'date',
      autoComplete: index === 0 ? 'bday' : 'off',
      ...ordinal,
      ...when,
    },
    {
      name: `drivers.${index}.record`,
      labelKey: 'record',
      kind: 'select',
      options: drivingRecords,
      ...ordinal,
      ...when,
    },
  ];
}

function vehicleFields(index: number): QuoteField[] {
  const ordinal = index === 0 ? {} : { ordinal: 'second' as const };
  const when =
    index === 0 ? {} : { when: (values: QuoteFormValues) => count(values, 'vehicles') > 1 };
  const field = (name: string, kind: FieldKind, extra: Partial<QuoteField> = {}): QuoteField => ({
    name: `vehicles.${index}.${name}`,
    labelKey: name,
    kind,
    ...ordinal,
    ...when,
    ...extra,
  });
  // The VIN first: a valid one fills the year, make and model (issue 30).
  return [
    field('vin', 'vin', { isOptional: true }),
    field('year', 'vehicle'),
    field('make', 'vehicle'),
    field('model', 'vehicle'),
    field('use', 'select', { options: vehicleUses }),
    field('annualMileage', 'count'),
  ];
}

const militaryField = (isOptional: boolean): QuoteField => ({
  name: 'military',
  labelKey: 'military',
  kind: 'yesNo',
  isOptional,
});

export const quoteSteps: Record<InsuranceType, QuoteStep[]> = {
  auto: [
    {
      key: 'driver',
      fields: [zipField, ...driverFields(0), ...driverFields(1)],
      addable: 'drivers',
    },
    { key: 'vehicle', fields: [...vehicleFields(0), ...vehicleFields(1)], addable: 'vehicles' },
    {
      key: 'coverage',
      fields: [
        { name: 'coverage', labelKey: 'coverage', kind: 'radio', options: coverageLevels },
        {
          name: 'deductible',
          labelKey: 'deductible',
          kind: 'select',
          options: autoDeductibles,
          when: (values) => values.coverage === 'full',
          requiredKey: 'deductibleRequired',
        },
        creditField('auto'),
      ],
    },
    {
      key: 'about',
      fields: [militaryField(false), ...currentPolicyFields, ...autoCoverFields.map(coverField)],
    },
  ],
  home: [
    {
      key: 'property',
      fields: [
        zipField,
        { name: 'propertyType', labelKey: 'propertyType', kind: 'tiles', options: propertyTypes },
      ],
    },
    {
      key: 'dwelling',
      fields: [
        { name: 'dwellingAmount', labelKey: 'dwellingAmount', kind: 'dollars' },
        { name: 'yearBuilt', labelKey: 'yearBuilt', kind: 'year' },
        { name: 'claims', labelKey: 'claims', kind: 'count' },
      ],
    },
    {
      key: 'coverage',
      fields: [
        {
          name: 'deductible',
          labelKey: 'deductible',
          kind: 'select',
          options: homeDeductibles,
        },
        creditField('home'),
        militaryField(true),
        ...currentPolicyFields,
        ...homeCoverFields.map(coverField),
      ],
    },
  ],
  renters: [
    {
      key: 'belongings',
      fields: [zipField, { name: 'propertyAmount', labelKey: 'propertyAmount', kind: 'dollars' }],
    },
    {
      key: 'coverage',
      fields: [
        {
          name: 'liability',
          labelKey: 'liability',
          kind: 'select',
          options: rentersLiabilityLimits,
        },
        { name: 'deductible', labelKey: 'deductible', kind: 'select', options: rentersDeductibles },
        creditField('renters'),
        ...currentPolicyFields,
      ],
    },
  ],
  life: [
    {
      key: 'person',
      fields: [
        zipField,
        { name: 'birthDate', labelKey: 'birthDate', kind: 'date', autoComplete: 'bday' },
        { name: 'sex', labelKey: 'sex', kind: 'radio', options: sexes },
      ],
    },
    {
      key: 'policy',
      fields: [
        { name: 'amount', labelKey: 'amount', kind: 'dollars' },
        { name: 'termYears', labelKey: 'termYears', kind: 'radio', options: lifeTerms },
      ],
    },
    {
      key: 'health',
      fields: [
        { name: 'tobacco', labelKey: 'tobacco', kind: 'yesNo' },
        { name: 'health', labelKey: 'health', kind: 'radio', options: lifeHealthClasses },
        ...currentPolicyFields,
      ],
    },
  ],
};

export function isFieldShown(field: QuoteField, values: QuoteFormValues): boolean {
  return field.when ? field.when(values) : true;
}

export function shownFields(step: QuoteStep, values: QuoteFormValues): QuoteField[] {
  return step.fields.filter((field) => isFieldShown(field, values));
}

export function allFields(type: InsuranceType): QuoteField[] {
  return quoteSteps[type].flatMap((step) => step.fields);
}

/** The required answers a person gives with these answers (second driver or vehicle included). */
export function requiredAnswerCount(type: InsuranceType, values: QuoteFormValues): number {
  return allFields(type).filter((field) => !field.isOptional && isFieldShown(field, values)).length;
}

/** Reads a dotted form path (`drivers.0.birthDate`). */
export function getPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      values,
    );
}

/** Index of the first step holding one of these form paths (an error on submit sends the person there). */
export function stepOfField(type: InsuranceType, path: string): number {
  const index = quoteSteps[type].findIndex((step) =>
    step.fields.some((field) => field.name === path || path.startsWith(`${field.name}.`)),
  );
  return index === -1 ? 0 : index;
}
