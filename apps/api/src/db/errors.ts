/**
 * PostgreSQL's unique_violation (23505): a unique key refused the row, e.g. two saves of one name at
 * once. Found wherever the driver puts it (node-postgres, PGlite, Drizzle's wrapper: the cause chain).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
