/** True when the database refused a row for a unique constraint (SQLSTATE 23505), through any wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * SQLSTATEs that mean "the database is not there right now", not "the request is wrong": class 08
 * (connection exceptions), 57P01-57P03 (administrator or crash shutdown, cannot connect now),
 * 57014 (a statement cancelled by `statement_timeout`) and 53300 (too many connections).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Socket errors of a connection that cannot be made or was lost. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres, its pool and PGlite say when there is no usable connection (they set no
 * code), and the ping's own time-out (`client.ts`).
 */
const unavailableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed|Database did not answer within)/;

/**
 * True when a query failed because the database is unreachable or refusing work for now (the
 * request may succeed if sent again in a few seconds), through any wrapping: Drizzle's
 * `DrizzleQueryError` (`cause`) and the `AggregateError` of a refused dual-stack connect (`errors`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code)) return true;
    }
    if (typeof message === 'string' && unavailableMessage.test(message)) return true;
    if (cause) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
