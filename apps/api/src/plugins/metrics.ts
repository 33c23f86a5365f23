import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '@/db/client';
import { HttpError, notFound } from '@/shared/errors';

/** METRICS and METRICS_TOKEN: off, or on (behind a bearer token when one is set). */
export type MetricsSetting = 'off' | { token: string | undefined };

/** Why a call answered 503: no pool connection came free in time, or the database could not be reached. */
export type UnavailableReason = 'busy' | 'unreachable';

/**
 * Whether a ledger answer was kept from an earlier call, shared with a call making it at the same time, or
 * made afresh (shared/routes/ledger-answers.ts).
 */
export type LedgerOutcome = 'kept' | 'shared' | 'made';

export interface Metrics {
  /** Counts a 503 answer by its reason. */
  unavailable(reason: UnavailableReason): void;
  /** Counts an answer of a ledger route by whether it was kept. */
  ledgerAnswer(outcome: LedgerOutcome): void;
  /** The metrics in Prometheus's text format for a scrape with this Authorization header (404 while off). */
  scrape(authorization: string | undefined): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const OFF: Metrics = {
  unavailable: () => {},
  ledgerAnswer: () => {},
  scrape: async () => {
    throw notFound();
  },
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The registry of one app: prom-client's process metrics (memory, event-loop delay, GC) and the app's own. */
async function createRegistry(database: DatabaseHandle) {
  // Loaded only when the metrics are on: a node that does not serve them does not pay for them.
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  new prom.Gauge({
    name: 'sextant_database_connections',
    help: 'Database connections of this node by state (PGlite: one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = database.usage();
      this.set({ state: 'in_use' }, usage.inUse);
      this.set({ state: 'idle' }, usage.idle);
    },
  });
  new prom.Gauge({
    name: 'sextant_database_connections_max',
    help: 'The most database connections this node opens (DATABASE_POOL_SIZE; PGlite: 1)',
    registers: [registry],
    collect() {
      this.set(database.usage().size);
    },
  });
  new prom.Gauge({
    name: 'sextant_database_waiting_calls',
    help: 'Calls waiting for a database connection (PGlite: queued behind the running one)',
    registers: [registry],
    collect() {
      this.set(database.usage().waiting);
    },
  });
  /** A counter by one label, each of its values shown from 0 (a scrape before the first still lists it). */
  const countsBy = <V extends string>(name: string, help: string, label: string, values: readonly V[]) => {
    const counter = new prom.Counter({ name, help, labelNames: [label], registers: [registry] });
    for (const value of values) counter.inc({ [label]: value }, 0);
    return (value: V) => counter.inc({ [label]: value });
  };
  const unavailable = countsBy<UnavailableReason>(
    'sextant_unavailable_responses_total',
    '503 answers by reason: busy (no pool connection free in time) or unreachable (the database)',
    'reason',
    ['busy', 'unreachable'],
  );
  const ledgerAnswer = countsBy<LedgerOutcome>(
    'sextant_ledger_answers_total',
    'Answers of the client figure calls: kept (unchanged ledger, same day), shared with the call making it at the same time, or made afresh',
    'outcome',
    ['kept', 'shared', 'made'],
  );
  return { registry, unavailable, ledgerAnswer };
}

/**
 * The operator's metrics (`GET /metrics`, served by the health module): off unless METRICS=on, and then
 * behind METRICS_TOKEN when one is set (docs/operations.md).
 */
export default fp<{ setting: MetricsSetting; database: DatabaseHandle }>(
  async (app, { setting, database }) => {
    if (setting === 'off') {
      app.decorate('metrics', OFF);
      return;
    }
    const { registry, unavailable, ledgerAnswer } = await createRegistry(database);
    const expected = setting.token ? digest(`Bearer ${setting.token}`) : null;
    app.decorate('metrics', {
      unavailable,
      ledgerAnswer,
      async scrape(authorization) {
        if (expected && !timingSafeEqual(digest(authorization ?? ''), expected)) {
          throw new HttpError(401, 'Your request was made with invalid credentials.');
        }
        return registry.metrics();
      },
    } satisfies Metrics);
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics' },
);
