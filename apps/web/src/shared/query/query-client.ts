import { QueryClient } from '@tanstack/react-query';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** One client for the whole app; route loaders (ensureQueryData) and components share its cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors (401, 404, 422...) do not get better by asking again.
      retry: (failureCount, error) => {
        const status = statusOf(error);
        return failureCount < 2 && (status === undefined || status >= 500);
      },
    },
    mutations: { retry: false },
  },
});
