type Reporter = (error: unknown) => void;

let reporter: Reporter | undefined;

/** Installed by the error reporter when it is on (a DSN is configured). */
export function setErrorReporter(next: Reporter | undefined): void {
  reporter = next;
}

/** Reports an error that the app handled itself (e.g. shown by an error page). A no-op when reporting is off. */
export function reportError(error: unknown): void {
  reporter?.(error);
}

/**
 * SPEC §8: a failed data fetch is only logged, with no message to the user. Logged to the console and
 * to the error reporter when it is on; a 401 is left out (it ends the session, which is expected).
 */
export function logFetchFailure(error: unknown, what: readonly unknown[]): void {
  if ((error as { status?: unknown } | null)?.status === 401) return;
  console.error(`Could not load ${JSON.stringify(what)}`, error);
  reporter?.(error);
}
