import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { serverErrorType, toNumberOrNull, toNumberOrUndefined } from './form-controls';
import { applyServerIssues } from './server-issues';

type Values = { phone: string; email: string };
const fields = ['phone', 'email'] as const;

describe('applyServerIssues', () => {
  it('puts each known issue next to its field and leaves nothing for the alert', () => {
    const setError = vi.fn();
    const error = new ApiError('400: bad', 400, 'Phone is bad', false, [
      { path: 'phone', message: 'Phone is bad' },
    ]);
    expect(applyServerIssues<Values>(error, fields, setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'phone',
      {
        type: serverErrorType,
        message: 'Phone is bad',
      },
      { shouldFocus: true },
    );
  });

  it('answers the server message when an issue names no field of the form', () => {
    const setError = vi.fn();
    const error = new ApiError('400: bad', 400, 'Body is bad', false, [
      { path: 'other', message: 'Body is bad' },
    ]);
    expect(applyServerIssues<Values>(error, fields, setError)).toBe('Body is bad');
    expect(setError).not.toHaveBeenCalled();
  });

  it('gives a status that belongs to one field to that field', () => {
    const setError = vi.fn();
    const error = new ApiError('409: taken', 409, 'Email taken');
    expect(applyServerIssues<Values>(error, fields, setError, { 409: 'email' })).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      {
        type: serverErrorType,
        message: 'Email taken',
      },
      { shouldFocus: true },
    );
  });

  it('answers the message of other failures', () => {
    const setError = vi.fn();
    expect(applyServerIssues<Values>(new ApiError('503: down', 503), fields, setError)).toBe(
      '503: down',
    );
    expect(applyServerIssues<Values>(new TypeError('offline'), fields, setError)).toBe('offline');
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('number fields', () => {
  it('read blank as empty and anything else as a number for the schema to judge', () => {
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('  ')).toBeNull();
    expect(toNumberOrNull('1450')).toBe(1450);
    expect(toNumberOrNull('abc')).toBeNaN();
    expect(toNumberOrUndefined('')).toBeUndefined();
    expect(toNumberOrUndefined('2021')).toBe(2021);
  });
});
