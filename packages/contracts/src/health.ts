import { z } from 'zod';

export const Health = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** Where the rate limits count: shared by every node unless `memory`. */
    limits: z.enum(['memory', 'postgres', 'redis']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

export const Liveness = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof Liveness>;
