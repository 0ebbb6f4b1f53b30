import { describe, expect, it } from 'vitest';
import type { AgentLicence } from '../../../shared/contracts/licences';
import { listError } from '../../components/form/form-controls';
import { ApiError } from '../../lib/api-client';
import {
  firstListError,
  followLicensedStates,
  formPathOf,
  licenceFieldPaths,
  licenceToFormValues,
  licensedStatesOf,
  parseZipPrefixes,
  statesOfLine,
  withFormPaths,
  withLineStates,
  withServedStates,
} from './licence-form-values';

const notSubmitted: AgentLicence = {
  npn: '',
  licences: [],
  serviceAreas: [],
  languages: [],
  bio: '',
  status: 'not_submitted',
  review: [],
  rejectionReason: null,
  verifiedStates: [],
  emailConfirmed: false,
  missing: ['confirmEmail', 'submitLicence'],
};

describe('licenceToFormValues', () => {
  it('starts a first record with no state chosen', () => {
    expect(licenceToFormValues(notSubmitted)).toEqual({
      npn: '',
      licences: [],
      serviceAreas: [],
      languages: [],
      bio: '',
    });
  });

  it('copies a saved record', () => {
    const values = licenceToFormValues({
      ...notSubmitted,
      npn: '1234567',
      licences: [{ state: 'TX', lines: ['home', 'auto'] }],
      serviceAreas: [{ state: 'TX', zipPrefixes: ['750'] }],
      languages: ['en', 'es'],
      bio: 'Hi',
    });
    expect(values.licences).toEqual([{ state: 'TX', lines: ['home', 'auto'] }]);
    expect(values.serviceAreas).toEqual([{ state: 'TX', zipPrefixes: ['750'] }]);
  });
});

describe('parseZipPrefixes', () => {
  it('splits on commas, spaces and semicolons and drops empties', () => {
    expect(parseZipPrefixes(' 750, 751  752;753,')).toEqual(['750', '751', '752', '753']);
    expect(parseZipPrefixes('')).toEqual([]);
  });

  it('keeps a list as it is (the starting values)', () => {
    expect(parseZipPrefixes(['750'])).toEqual(['750']);
  });
});

describe('server issue paths', () => {
  it('names a list item by its list', () => {
    expect(formPathOf('serviceAreas.0.zipPrefixes.2')).toBe('serviceAreas.0.zipPrefixes');
    expect(formPathOf('licences.1.lines.0')).toBe('licences.1.lines');
    expect(formPathOf('languages.0')).toBe('languages');
    expect(formPathOf('licences.1.state')).toBe('licences.1.state');
  });

  it('lists every control of the current rows', () => {
    const paths = licenceFieldPaths({
      npn: '1',
      licences: [
        { state: 'TX', lines: ['auto'] },
        { state: 'CA', lines: ['life'] },
      ],
      serviceAreas: [{ state: 'TX', zipPrefixes: [] }],
      languages: ['en'],
    });
    expect(paths).toContain('licences.1.lines');
    expect(paths).toContain('serviceAreas.0.zipPrefixes');
    expect(paths).not.toContain('serviceAreas.1.state');
  });

  it('rewrites the paths of an API failure and leaves other failures alone', () => {
    const error = new ApiError('400: bad', 400, 'bad', false, [
      { path: 'serviceAreas.0.zipPrefixes.1', message: 'bad prefix' },
    ]);
    const rewritten = withFormPaths(error) as ApiError;
    expect(rewritten.issues).toEqual([
      { path: 'serviceAreas.0.zipPrefixes', message: 'bad prefix' },
    ]);
    expect(rewritten.status).toBe(400);
    const other = new Error('offline');
    expect(withFormPaths(other)).toBe(other);
  });
});

describe('list errors', () => {
  it('reads a list message from the list or its root', () => {
    expect(listError({ type: 'too_small', message: 'licencesRequired' })?.message).toBe(
      'licencesRequired',
    );
    expect(listError({ root: { type: 'server', message: 'Nope' } })?.message).toBe('Nope');
    expect(listError(undefined)).toBeUndefined();
  });

  it('falls back to the first item with a message', () => {
    const errors = [undefined, { type: 'custom', message: 'zipPrefixInvalid' }];
    expect(firstListError(errors)?.message).toBe('zipPrefixInvalid');
  });
});

describe('the per-line state choice', () => {
  const licences = [
    { state: 'TX' as const, lines: ['auto' as const, 'home' as const] },
    { state: 'CA' as const, lines: ['auto' as const] },
  ];

  it("reads the states of a line in the states' order", () => {
    expect(statesOfLine(licences, 'auto')).toEqual(['CA', 'TX']);
    expect(statesOfLine(licences, 'life')).toEqual([]);
    expect(licensedStatesOf(licences)).toEqual(['CA', 'TX']);
  });

  it('adds and removes a line per state, one entry per state, states without lines dropped', () => {
    expect(withLineStates(licences, 'auto', ['TX', 'NY'])).toEqual([
      { state: 'NY', lines: ['auto'] },
      // In the product's order of lines.
      { state: 'TX', lines: ['home', 'auto'] },
    ]);
    expect(withLineStates(licences, 'home', [])).toEqual([
      { state: 'CA', lines: ['auto'] },
      { state: 'TX', lines: ['auto'] },
    ]);
  });

  it('serves a newly licensed state in full and stops serving one no longer licensed', () => {
    const areas = [
      { state: 'TX' as const, zipPrefixes: ['750'] },
      { state: 'CA' as const, zipPrefixes: [] },
    ];
    expect(followLicensedStates(areas, ['CA', 'TX'], ['NY', 'TX'])).toEqual([
      { state: 'NY', zipPrefixes: [] },
      { state: 'TX', zipPrefixes: ['750'] },
    ]);
    // A state the agent chose not to serve stays unserved while it stays licensed.
    expect(followLicensedStates([], ['CA'], ['CA'])).toEqual([]);
    expect(withServedStates(areas, ['TX', 'AL'])).toEqual([
      { state: 'AL', zipPrefixes: [] },
      { state: 'TX', zipPrefixes: ['750'] },
    ]);
  });
});
