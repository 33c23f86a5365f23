import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/shared/routing/route-title';

/** A lazy route module: one chunk per screen, downloaded when the route is first matched. */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

export function handle(title: string, back?: string): RouteHandle {
  return back ? { title, back } : { title };
}
