import type { ClientWaiting } from '@sextant/contracts/admin-clients';
import type { AdminWork, AdminWorkItem, WorkKind, WorkScope } from '@sextant/contracts/admin-work';
import type { Actor } from '@/shared/actor';

/** The counts My work is made of, each the size of the list it links to (served by other modules). */
export interface WorkCounts {
  unreadThreads(caller: Actor, assignedToThem: boolean): Promise<number>;
  clients(caller: Actor, filters: { adviser?: 'me'; waiting: ClientWaiting }): Promise<number>;
  pendingChanges(caller: Actor, filters: { adviser?: 'me' }): Promise<number>;
}

const CLIENT_KINDS: ClientWaiting[] = ['checkin_answered', 'signature', 'review_overdue', 'review_due'];

/** A back-office address with its filters, in the order the lists write them. */
const address = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * What waits on the caller (`me`: their own clients and the threads assigned to them) or on the firm, one
 * query an item, each with the address of the list that shows exactly what it counts.
 */
export function createWorkService(counts: WorkCounts) {
  return async function work(caller: Actor, asked: WorkScope | undefined): Promise<AdminWork> {
    const scope = asked ?? (caller.role === 'admin' ? 'firm' : 'me');
    const mine = scope === 'me';
    const adviser = mine ? ('me' as const) : undefined;
    const item = async (kind: WorkKind, count: Promise<number>, to: string): Promise<AdminWorkItem> => ({
      kind,
      count: await count,
      to,
    });
    const items = await Promise.all([
      item(
        'unread_messages',
        counts.unreadThreads(caller, mine),
        address('/admin/messages', { assigned: mine ? 'me' : undefined, unread: 'true' }),
      ),
      ...CLIENT_KINDS.map((waiting) =>
        item(
          waiting,
          counts.clients(caller, { adviser, waiting }),
          address('/admin/clients', { waiting, adviser }),
        ),
      ),
      item(
        'changes_pending',
        counts.pendingChanges(caller, { adviser }),
        address('/admin/amendments', { adviser }),
      ),
    ]);
    return { scope, items };
  };
}
export type WorkService = ReturnType<typeof createWorkService>;
