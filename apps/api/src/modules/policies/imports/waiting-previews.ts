import type { WaitingPreviewPage } from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { countWaitingPreviews, listWaitingPreviews } from './preview-repository';

/** Whose previews: the firm's, or (`me`) only those the caller made. */
type Whose = { created_by?: 'me' | undefined };

const filterOf = (caller: Pick<Actor, 'userId' | 'firmId' | 'now'>, whose: Whose) => ({
  firmId: caller.firmId,
  now: caller.now,
  createdBy: whose.created_by === 'me' ? caller.userId : undefined,
});

/** The previews still waiting for a staff member to confirm or cancel them: the list and its count. */
export function waitingPreviews(db: Database) {
  return {
    async page(
      caller: Pick<Actor, 'userId' | 'firmId' | 'now'>,
      query: Whose & { order: 'asc' | 'desc'; page: number; per_page: number },
    ): Promise<WaitingPreviewPage> {
      const rows = await listWaitingPreviews(db, filterOf(caller, query), query);
      return tablePage(rows, query, (row) => ({
        uuid: row.id,
        kind: row.kind,
        file_name: row.fileName,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        created_by: row.makerId === null ? null : { uuid: row.makerId, name: row.makerName ?? '' },
      }));
    },
    count: (caller: Pick<Actor, 'userId' | 'firmId' | 'now'>, whose: Whose) =>
      countWaitingPreviews(db, filterOf(caller, whose)),
  };
}
