import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { queryClient } from '@/shared/query/query-client';

/** A page (and the routes it leads to) in a memory router at `path`, with the app's query client unless given one. */
export function renderRoutes(routes: RouteObject[], path: string, client: QueryClient = queryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
