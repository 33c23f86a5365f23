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
 * to the error reporter when it is on; a 401, or a call never sent because the session had expired, is
 * left out (the app is already on its way to /logout).
 */
export function logFetchFailure(error: unknown, what: readonly unknown[]): void {
  const refused = error as { status?: unknown; expired?: unknown } | null;
  if (refused?.status === 401 || refused?.expired === true) return;
  console.error(`Could not load ${JSON.stringify(what)}`, error);
  reporter?.(error);
}
