import { z } from 'zod';
import { Uuid } from './common';

/**
 * `GET /v1/admin/clients/{id}/watchers`: who watches a client besides their adviser, and whether the caller
 * does. A watcher is emailed when the client writes (never the message itself), unless they turned those
 * emails off.
 */
export const ClientWatchers = z
  .object({
    watching: z.boolean(),
    watchers: z.array(z.object({ uuid: Uuid, name: z.string() })),
  })
  .meta({ id: 'ClientWatchers' });
export type ClientWatchers = z.infer<typeof ClientWatchers>;

export const WatchRequest = z.object({
  watching: z.boolean({ message: 'Say whether to watch the client: true or false.' }),
});
