import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useOffline } from '@/shared/http/connection';
import { reportError } from '@/shared/monitoring/report-error';
import { buttonClass } from '@/shared/ui/button';

/**
 * Shown when a route fails to load or render (e.g. a screen's chunk is gone after a deployment).
 * Render errors also reach the React root handlers; duplicates are dropped by the reporter.
 */
export function RouteError() {
  const error = useRouteError();
  // Offline, a screen not kept by the service worker cannot load: say that, not that something broke.
  const offline = useOffline();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas px-5 pt-safe pb-safe">
      <main className="flex max-w-md flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-gold-300/40 text-gold-600">
          <TriangleAlert aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-ink">
          {offline ? "You're offline" : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-base text-ink-muted">
          {offline
            ? 'This screen needs a connection to open. Reload once you are back online.'
            : 'This screen could not be shown. Reloading usually fixes it; if it does not, please try again later.'}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'lg', 'mt-8')}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          Reload
        </button>
      </main>
    </div>
  );
}
