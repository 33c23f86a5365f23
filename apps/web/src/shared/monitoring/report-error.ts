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
