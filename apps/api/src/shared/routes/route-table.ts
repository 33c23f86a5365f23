import type { Scope } from '@sextant/contracts/route';
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  scope: Scope;
  /** The most of a body the route reads, in bytes (its contract's bound, lowered by AppOptions.bodyCap). */
  bodyBytes: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /v1 route with its scope and body bound, as registered: what the sweep tests walk. */
    routeTable: RouteEntry[];
  }
}

/**
 * Collects every /v1 route with its contract's scope, and refuses one registered without a contract:
 * nothing under /v1 is reachable unless a contract says who may reach it.
 */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const scope = route.config?.scope;
    if (!scope) {
      throw new Error(
        `${route.method} ${route.url} has no route contract: define it in packages/contracts/src/routes/`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, scope, bodyBytes: route.config?.body?.bounds.maxBytes });
    }
  });
}
