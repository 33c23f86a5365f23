import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { scheduleServiceWorker } from '@/shared/pwa/service-worker';
import { queryClient } from '@/shared/query/query-client';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Toaster } from '@/shared/ui/toast';

/**
 * TanStack Query for every screen that talks to the API. A lazy layout route, so the landing page
 * does not download it.
 */
export function QueryLayout() {
  // The app's offline copy (ADR 0011), only for the app: the landing page's first visit does not download
  // the shell. Bundled with this layout (1 KB): as its own chunk it was one more request on every screen.
  useEffect(() => {
    if (import.meta.env.PROD) scheduleServiceWorker();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
