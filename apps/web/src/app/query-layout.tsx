import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/shared/query/query-client';
import { Toaster } from '@/shared/ui/toast';

/**
 * TanStack Query for every screen that talks to the API. A lazy layout route, so the landing page
 * does not download it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
