import { ErrorBody } from '../common';
import { Health, Liveness } from '../health';
import { defineRoutes } from '../route';

/**
 * The load balancer's probes. Served at the root, outside the API prefix (`/health`, not `/v1/health`), so
 * `hrefOf` does not apply to them.
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
      summary: 'Readiness: whether this node can serve (its database answers, and Redis when configured)',
      description:
        'A load balancer sends traffic to a node only while this answers 200; 503 names what is not answering. A node shutting down answers 503 too, while it finishes the requests it has.',
      responses: { 200: Health, 503: ErrorBody },
    },
    live: {
      method: 'GET',
      path: '/health/live',
      summary: 'Liveness: the process serves requests (nothing else is checked)',
      description: 'Restart the node only when this fails: a database outage makes a node unready, not dead.',
      responses: { 200: Liveness },
    },
  },
);
