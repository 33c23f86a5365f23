import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/shared/routing/route-title';

/**
 * A lazy route module: one chunk per screen, downloaded when the route is first matched. A module that
 * exports `startLoading` has it called as the route's loader: its queries start before the first render
 * (not from that render's effects, a task later) and the screen renders without waiting for them.
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const start = (module as { startLoading?: () => void }).startLoading;
    return {
      Component: pick(module),
      ...(start && {
        loader: () => {
          start();
          return null;
        },
      }),
    };
  };
}

export function handle(title: string, back?: string): RouteHandle {
  return back ? { title, back } : { title };
}
