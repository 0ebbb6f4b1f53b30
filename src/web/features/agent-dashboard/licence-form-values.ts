import type { FieldError, UseFormReturn } from 'react-hook-form';
import {
  type AgentLicence,
  type LicenceData,
  type LicenceInput,
  type LicenceLine,
  licenceLines,
} from '../../../shared/contracts/licences';
import { type StateCode, stateCodes } from '../../../shared/states/state-names';
import { listError } from '../../components/form/form-controls';
import { ApiError } from '../../lib/api-client';

export type LicenceFormApi = UseFormReturn<LicenceInput, unknown, LicenceData>;

/** The saved record as the form's starting values; a first visit starts with no state chosen. */
export function licenceToFormValues(licence: AgentLicence): LicenceInput {
  return {
    npn: licence.npn,
    licences: licence.licences.map((entry) => ({ state: entry.state, lines: [...entry.lines] })),
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

type LicenceRows = LicenceInput['licences'];
type AreaRows = NonNullable<LicenceInput['serviceAreas']>;

const stateOrder = (state: string) => stateCodes.indexOf(state as StateCode);

/** The states whose licence covers `line`, in the states' order. */
export function statesOfLine(licences: LicenceRows, line: LicenceLine): StateCode[] {
  return licences
    .filter((entry) => entry.state && entry.lines.includes(line))
    .map((entry) => entry.state)
    .sort((a, b) => stateOrder(a) - stateOrder(b));
}

/** The states with at least one line, in the states' order. */
export function licensedStatesOf(licences: LicenceRows): StateCode[] {
  return licences
    .filter((entry) => entry.state && entry.lines.length > 0)
    .map((entry) => entry.state)
    .sort((a, b) => stateOrder(a) - stateOrder(b));
}

/**
 * The licences with `line` held in exactly `states`: a state gains or loses the line, a state
 * left without lines drops out. One entry per state, in the states' order, as the contract wants.
 */
export function withLineStates(
  licences: LicenceRows,
  line: LicenceLine,
  states: readonly StateCode[],
): LicenceRows {
  const wanted = new Set(states);
  const byState = new Map<StateCode, LicenceLine[]>();
  for (const entry of licences) {
    if (!entry.state) continue;
    byState.set(entry.state, [...(byState.get(entry.state) ?? []), ...entry.lines]);
  }
  for (const state of wanted) if (!byState.has(state)) byState.set(state, []);
  const rows: LicenceRows = [];
  for (const [state, lines] of byState) {
    const others = lines.filter((held) => held !== line);
    const next = wanted.has(state) ? [...others, line] : others;
    const ordered = licenceLines.filter((held) => next.includes(held));
    if (ordered.length > 0) rows.push({ state, lines: ordered });
  }
  return rows.sort((a, b) => stateOrder(a.state) - stateOrder(b.state));
}

/**
 * Service areas follow the licence by default: a newly licensed state is served in full, a state
 * no longer licensed is no longer served; states the agent left out or narrowed stay as they are.
 */
export function followLicensedStates(
  areas: AreaRows,
  before: readonly StateCode[],
  after: readonly StateCode[],
): AreaRows {
  const kept = areas.filter((area) => after.includes(area.state));
  const added = after
    .filter((state) => !before.includes(state) && !kept.some((area) => area.state === state))
    .map((state) => ({ state, zipPrefixes: [] as string[] }));
  return [...kept, ...added].sort((a, b) => stateOrder(a.state) - stateOrder(b.state));
}

/** The areas served in exactly `states`: new ones in full, kept ones with their ZIP prefixes. */
export function withServedStates(areas: AreaRows, states: readonly StateCode[]): AreaRows {
  const kept = areas.filter((area) => states.includes(area.state));
  const added = states
    .filter((state) => !kept.some((area) => area.state === state))
    .map((state) => ({ state, zipPrefixes: [] as string[] }));
  return [...kept, ...added].sort((a, b) => stateOrder(a.state) - stateOrder(b.state));
}
