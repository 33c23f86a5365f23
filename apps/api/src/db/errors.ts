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
