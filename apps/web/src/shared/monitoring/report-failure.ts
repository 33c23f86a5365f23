import { useEffect } from 'react';
import { isHttpError } from '../http/client';
import { reportError } from './report-error';

/**
 * SPEC §8: a failed data fetch is logged only, with no message to the user. Call with a query's error;
 * each failure is logged once. A call refused because the session had expired is not a fault (the app is
 * already on its way to /logout), so it is not reported.
 */
export function useReportFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (!error) return;
    console.warn(`Sextant: could not load the ${what}.`, error);
    if (isHttpError(error) && (error.expired || error.status === 401)) return;
    reportError(error);
  }, [what, error]);
}
