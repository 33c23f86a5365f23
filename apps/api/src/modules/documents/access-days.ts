import type { FastifyInstance } from 'fastify';
import { londonToday } from '@/shared/period';
import { recordAccessDay } from './repository';

/**
 * The client calls that show valuations (the policy calls, and the money module's, which live under
 * /v1/portfolio): a successful one counts as the client seeing their figures.
 */
const SHOWS_VALUATIONS = /^\/v1\/(policy|portfolio)(\/|$)/;

/**
 * Records the days clients look at their valuations (the access ledger) with at most one write a client
 * a day on each node: the last day written is remembered in memory, so a busy day costs one insert.
 */
export function recordValuationViews(app: FastifyInstance) {
  const lastWritten = new Map<string, string>();
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    if (principal?.role !== 'client' || reply.statusCode !== 200 || request.method !== 'GET') return;
    if (!SHOWS_VALUATIONS.test(request.routeOptions.url ?? '')) return;
    const day = londonToday(app.clock());
    if (lastWritten.get(principal.userId) === day) return;
    lastWritten.set(principal.userId, day);
    // A day's keys are all that is needed: yesterday's are dropped when the map grows large.
    if (lastWritten.size > 100_000)
      for (const [id, seen] of lastWritten) if (seen !== day) lastWritten.delete(id);
    try {
      await recordAccessDay(app.db, principal.userId, principal.firmId, day);
    } catch (error) {
      lastWritten.delete(principal.userId);
      request.log.warn({ err: error }, 'could not record the access day');
    }
  });
}
