import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { isSignedInClient } from '@/features/auth/store';
import { queryCacheRestored } from '@/shared/query/query-client';
import type { RouteHandle } from '@/shared/routing/route-title';
import { hydrateStores } from './stores';

/**
 * A lazy route module: one chunk per screen, downloaded when the route is first matched. A module that
 * exports `startLoading` has it called as the route's loader: its queries start before the first render
 * (not from that render's effects, a task later) and the screen renders without waiting for them.
 *
 * On a first load the router runs the loader while the session is still being restored: it waits for the
 * token (without it every call is refused before it is sent, and the screen asked again from its effects)
 * and for the answers kept in session storage (which are drawn first, and only what they lack is asked for).
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const start = (module as { startLoading?: () => void }).startLoading;
    return {
      Component: pick(module),
      ...(start && {
        loader: async () => {
          await hydrateStores();
          await queryCacheRestored();
          // The sign-in guard decides at the same time, and its redirect does not stop this loader: calls go
          // out only for a signed-in client (as the session's data in spa.tsx), never on an expired session
          // (each would send the app to /logout again) or with staff's token (the server refuses it).
          if (isSignedInClient()) start();
          return null;
        },
      }),
    };
  };
}

export function handle(title: string, back?: string): RouteHandle {
  return back ? { title, back } : { title };
}
