/** The SQLSTATE of a database error, wherever the driver puts it (node-postgres, PGlite, Drizzle's wrapper: the cause chain). */
function hasCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

/** unique_violation (23505): a unique key refused the row, e.g. two saves of one name at once. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** foreign_key_violation (23503): a row is still referenced, e.g. a policy added while its provider is deleted. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

/** Socket errors and SQLSTATEs that mean "the database cannot be reached now", not "this query is wrong". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
/** The embedded database's turn did not come within the wait (client.ts's takeTurnsOnPglite). */
export class DatabaseBusyError extends Error {
  constructor(waitMs: number) {
    super(`waited ${waitMs} ms for the embedded database's turn: every call before it is still running`);
    this.name = 'DatabaseBusyError';
  }
}

/** node-postgres's pool, when no connection came free within its wait: every one is in use; or PGlite's turn. */
const POOL_WAIT_EXPIRED = /timeout exceeded when trying to connect|for the embedded database's turn/i;
const UNREACHABLE_MESSAGES = [
  /Connection terminated/i,
  POOL_WAIT_EXPIRED,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
];

/**
 * Whether an error (or anything in its cause chain) says the database is unreachable: the API answers
 * 503 with Retry-After for these rather than 500, so a client is told to wait, not that it broke something.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e !== 'object') return false;
    if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((m) => m.test(e.message as string)))
      return true;
  }
  return false;
}

/**
 * Whether the database was reached but busy: the pool's wait for a free connection ran out (a subset of
 * isDatabaseUnavailable). A client is told to come back shortly, and the log says busy, not unreachable.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e !== 'object') return false;
    if (typeof e.message === 'string' && POOL_WAIT_EXPIRED.test(e.message)) return true;
  }
  return false;
}
