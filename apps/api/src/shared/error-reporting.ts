import type { NodeOptions } from '@sentry/node';

export type ReportError = (error: unknown) => void;

/** The @sentry/node options of SPEC §8/§9. */
export function serverSentryOptions(dsn: string, release?: string): NodeOptions {
  return {
    dsn,
    environment: 'production',
    tracesSampleRate: 1,
    maxBreadcrumbs: 100,
    ...(release && { release }),
  };
}

type Sentry = Pick<typeof import('@sentry/node'), 'init' | 'captureException'>;
const loadSentry = async (): Promise<Sentry> => import('@sentry/node');

/**
 * Turns error reporting on only when a DSN is configured; without one @sentry/node is not even loaded,
 * so nothing can be sent. Returns how the server reports an unexpected error.
 */
export async function startErrorReporting(
  dsn: string | undefined,
  load: () => Promise<Sentry> = loadSentry,
): Promise<ReportError> {
  if (!dsn) return () => {};
  const sentry = await load();
  sentry.init(serverSentryOptions(dsn, process.env.npm_package_version));
  return (error) => {
    sentry.captureException(error);
  };
}
