import { z } from 'zod';

/**
 * What a node serves without, or slowly, just now: `redis` does not answer (the rate limits count in this
 * node's memory meanwhile); `database-pool` has no connection free (calls wait for one, and those that
 * wait past DATABASE_POOL_WAIT_MS answer 503 busy).
 */
export const DEGRADED_PARTS = ['redis', 'database-pool'] as const;

export const Health = z
  .object({
    /** `degraded`: the node serves, but a part listed in `degraded` is missing or slow. */
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    /** Where the rate limits count while every part answers: shared by every node unless `memory`. */
    limits: z.enum(['memory', 'postgres', 'redis']),
    /** Present while `status` is `degraded`: which parts, each of DEGRADED_PARTS. */
    degraded: z.array(z.enum(DEGRADED_PARTS)).min(1).optional(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

export const Liveness = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof Liveness>;
