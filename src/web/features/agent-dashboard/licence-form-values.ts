import type { FieldError, UseFormReturn } from 'react-hook-form';
import type {
  AgentLicence,
  LicenceData,
  LicenceEntry,
  LicenceInput,
} from '../../../shared/contracts/licences';
import type { StateCode } from '../../../shared/states/state-names';
import { listError } from '../../components/form/form-controls';
import { ApiError } from '../../lib/api-client';

export type LicenceFormApi = UseFormReturn<LicenceInput, unknown, LicenceData>;

/** An empty state select until the agent picks one; the contract refuses it ('Choose a US state'). */
export const noState = '' as StateCode;

export const emptyLicence = (): LicenceEntry => ({ state: noState, lines: [] });
export const emptyServiceArea = () => ({ state: noState, zipPrefixes: [] as string[] });

/** The saved record as the form's starting values; a first visit starts with one empty state. */
export function licenceToFormValues(licence: AgentLicence): LicenceInput {
  return {
    npn: licence.npn,
    licences:
      licence.licences.length > 0
        ? licence.licences.map((entry) => ({ state: entry.state, lines: [...entry.lines] }))
        : [emptyLicence()],
    serviceAreas: licence.serviceAreas.map((area) => ({
      // The server stores only states the contract accepted.
      state: area.state as StateCode,
      zipPrefixes: [...area.zipPrefixes],
    })),
    languages: [...licence.languages],
    bio: licence.bio,
  };
}

/** '750, 751 752' as the list the contract checks; the field shows the list joined by commas. */
export function parseZipPrefixes(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean);
}

/** Every field of the form with the values it holds now, in the server's dotted notation. */
export function licenceFieldPaths(values: LicenceInput): string[] {
  return [
    'npn',
    'licences',
    ...values.licences.flatMap((_, index) => [
      `licences.${index}.state`,
      `licences.${index}.lines`,
    ]),
    'serviceAreas',
    ...(values.serviceAreas ?? []).flatMap((_, index) => [
      `serviceAreas.${index}.state`,
      `serviceAreas.${index}.zipPrefixes`,
    ]),
    'languages',
    'bio',
  ];
}

/** Lists are one control each: a problem with one line or one ZIP prefix belongs to its list. */
const listItemPath = /^(languages|licences\.\d+\.lines|serviceAreas\.\d+\.zipPrefixes)\.\d+$/;

export function formPathOf(issuePath: string): string {
  return issuePath.replace(listItemPath, '$1');
}

/** The failure with each issue's path named as the form names its control. */
export function withFormPaths(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  return new ApiError(
    error.message,
    error.status,
    error.serverMessage,
    error.isTimeout,
    error.issues.map((issue) => ({ ...issue, path: formPathOf(issue.path) })),
  );
}

type ErrorLike = Pick<FieldError, 'type' | 'message'>;

/** The list's own message, else the first of its items' (one bad ZIP prefix among several). */
export function firstListError(error: unknown): ErrorLike | undefined {
  const own = listError(error);
  if (own || !Array.isArray(error)) return own;
  for (const item of error) {
    const found = listError(item);
    if (found) return found;
  }
  return undefined;
}
