import { z } from 'zod';

export const Health = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;
