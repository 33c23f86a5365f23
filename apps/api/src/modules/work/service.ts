import type { ClientWaiting } from '@sextant/contracts/admin-clients';
import type { AdminWork, AdminWorkItem, WorkKind, WorkScope } from '@sextant/contracts/admin-work';
import type { Actor } from '@/shared/actor';
import { ukToday } from '@/shared/clock';
import { lastCompleteQuarter } from '@/shared/period';

/** The counts My work is made of, each the size of the list it links to (served by other modules). */
export interface WorkCounts {
  unreadThreads(caller: Actor, assignedToThem: boolean): Promise<number>;
  clients(caller: Actor, filters: { adviser?: 'me'; waiting: ClientWaiting }): Promise<number>;
  pendingChanges(caller: Actor, filters: { adviser?: 'me' }): Promise<number>;
  waitingPreviews(caller: Actor, filters: { created_by?: 'me' }): Promise<number>;
  /** The advisers the caller covers for today (holiday cover). */
  covering(caller: Actor): Promise<Array<{ uuid: string; name: string }>>;
}

/** The client list's waiting filters My work counts, in its order (changes come between the two groups). */
const REVIEW_KINDS: ClientWaiting[] = ['checkin_answered', 'signature', 'review_overdue', 'review_due'];
const CARE_KINDS: ClientWaiting[] = ['needs_statement', 'vulnerability_review'];

/** A back-office address with its filters, in the order the lists write them. */
const address = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * What waits on the caller (`me`: their own clients, the threads assigned to them and the previews they made,
 * with the clients and threads of anyone they cover for today) or on the firm, one query an item, each with
 * the address of the list that shows exactly what it counts.
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
    const clientItem = (waiting: ClientWaiting) =>
      item(
        waiting,
        counts.clients(caller, { adviser, waiting }),
        address('/admin/clients', { waiting, adviser }),
      );
    const [items, covering] = await Promise.all([
      Promise.all([
        item(
          'unread_messages',
          counts.unreadThreads(caller, mine),
          address('/admin/messages', { assigned: mine ? 'me' : undefined, unread: 'true' }),
        ),
        ...REVIEW_KINDS.map(clientItem),
        item(
          'changes_pending',
          counts.pendingChanges(caller, { adviser }),
          address('/admin/amendments', { adviser }),
        ),
        ...CARE_KINDS.map(clientItem),
        item(
          'imports_waiting',
          counts.waitingPreviews(caller, { created_by: adviser }),
          address('/admin/import', { created_by: adviser }),
        ),
      ]),
      counts.covering(caller),
    ]);
    return { scope, items, covering, statement_quarter: lastCompleteQuarter(ukToday(caller.now)) };
  };
}
export type WorkService = ReturnType<typeof createWorkService>;
