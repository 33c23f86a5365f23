import { z } from 'zod';
import { ErrorBody } from '../common';
import { Health, Liveness } from '../health';
import { defineRoutes } from '../route';

/** Prometheus's text exposition format, as prom-client writes it. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4';

/**
 * The load balancer's probes and the operator's metrics. Served at the root, outside the API prefix
 * (`/health`, not `/v1/health`), so `hrefOf` does not apply to them.
 */
export const healthRoutes = defineRoutes(
  { tags: ['system'], scope: 'public' },
  {
    health: {
      method: 'GET',
      path: '/health',
      summary: 'Readiness (the same as /health/ready, kept for existing probes)',
      responses: { 200: Health, 503: ErrorBody },
    },
    ready: {
      method: 'GET',
      path: '/health/ready',
      summary: 'Readiness: whether this node can serve (its database answers)',
      description:
        'A load balancer sends traffic to a node only while this answers 200. It answers 503 only for what the node cannot serve without: the database not answering (the message says so), or the node shutting down while it finishes the requests it has. An optional part that is missing or slow leaves it 200 with `status: degraded` and the part in `degraded`: Redis not answering, whether from start-up or later (the rate limits count in each node’s memory meanwhile), or every database connection in use.',
      responses: { 200: Health, 503: ErrorBody },
    },
    live: {
      method: 'GET',
      path: '/health/live',
      summary: 'Liveness: the process serves requests (nothing else is checked)',
      description: 'Restart the node only when this fails: a database outage makes a node unready, not dead.',
      responses: { 200: Liveness },
    },
    metrics: {
      method: 'GET',
      path: '/metrics',
      summary: "The operator's metrics in Prometheus's text format (only with METRICS=on)",
      description:
        "Process memory, event-loop delay, the database's connections in use, idle and waiting, and the 503 answers by reason (`busy`, `unreachable`); docs/operations.md names them and suggests alerts. Answers 404 unless METRICS=on, and 401 without `Authorization: Bearer <METRICS_TOKEN>` when one is set. Never cached, never counted against the rate limits.",
      produces: [METRICS_CONTENT_TYPE],
      responses: { 200: z.string() },
    },
  },
);
