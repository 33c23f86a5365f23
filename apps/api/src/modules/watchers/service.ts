import type { ClientWatchers } from '@sextant/contracts/admin-watchers';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound } from '@/shared/errors';
import { findFirmClient } from '@/shared/people/repository';
import { setWatching, watchersOf } from '@/shared/watchers/repository';

/** Staff following a client besides their adviser: each watches, or stops, for themselves. */
export function createWatcherService(db: Database) {
  async function watchers(firmId: string, staffId: string, clientId: string): Promise<ClientWatchers> {
    if (!(await findFirmClient(db, firmId, clientId))) throw notFound('The client');
    const rows = await watchersOf(db, clientId);
    return {
      watching: rows.some((row) => row.id === staffId),
      watchers: rows.map((row) => ({ uuid: row.id, name: `${row.firstName} ${row.surname}` })),
    };
  }
  return {
    watchers,
    async watch(actor: Actor, clientId: string, watching: boolean) {
      if (!(await findFirmClient(db, actor.firmId, clientId))) throw notFound('The client');
      await db.transaction(async (tx) => {
        await setWatching(tx, clientId, actor.userId, watching);
        await recordAudit(tx, {
          action: 'admin.client.watch',
          ...auditedBy(actor),
          subject: clientId,
          details: { watching },
        });
      });
      return watchers(actor.firmId, actor.userId, clientId);
    },
  };
}
export type WatcherService = ReturnType<typeof createWatcherService>;
