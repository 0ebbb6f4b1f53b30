import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** Drizzle's wrapping: `DrizzleQueryError` with the driver's error as `cause`. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['57014', 'canceling statement due to statement timeout'],
  ])('recognises SQLSTATE %s', (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode(code, message)))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])(
    'recognises the socket error %s',
    (code) => {
      expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
    'Database did not answer within 2000 ms',
  ])('recognises the driver message "%s"', (message) => {
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it('looks inside the AggregateError of a refused dual-stack connect', () => {
    const refused = new AggregateError(
      [withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')],
      '',
    );
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['23503', 'insert or update violates foreign key constraint'],
    ['22P02', 'invalid input syntax for type uuid'],
    ['42P01', 'relation does not exist'],
    ['40P01', 'deadlock detected'],
    ['080', 'not a SQLSTATE'],
  ])('leaves request and programming errors alone (%s)', (code, message) => {
    expect(isDatabaseUnavailable(wrapped(withCode(code, message)))).toBe(false);
  });

  it('is false for non-errors and survives a cause cycle', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    const a: { cause?: unknown; message: string } = { message: 'a' };
    const b = { message: 'b', cause: a };
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('does not take a unique violation for an outage, nor the reverse', () => {
    expect(isUniqueViolation(wrapped(withCode('57P01')))).toBe(false);
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true);
  });
});
