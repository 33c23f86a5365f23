import { z } from 'zod';

/** Whose work: the signed-in staff member's own clients and threads, or the whole firm's. */
export const WorkScope = z.enum(['me', 'firm']);
export type WorkScope = z.infer<typeof WorkScope>;

/** `GET /v1/admin/work`: the scope defaults to the firm for an admin and to their own for an adviser. */
export const AdminWorkQuery = z.object({ scope: WorkScope.optional() });

/**
 * What waits on the firm, in the order My work lists it: client threads with messages the caller has not
 * read; clients whose review check-in is answered; documents to sign waiting more than 7 days; reviews past
 * their date; reviews due in 30 days without a check-in; profile changes clients asked for; clients who must
 * be sent their statement another way (the last complete quarter's access ledger); vulnerability records due
 * for review in 30 days or past it; import previews waiting to be confirmed or cancelled.
 */
export const WORK_KINDS = [
  'unread_messages',
  'checkin_answered',
  'signature',
  'review_overdue',
  'review_due',
  'changes_pending',
  'needs_statement',
  'vulnerability_review',
  'imports_waiting',
] as const;
export const WorkKind = z.enum(WORK_KINDS);
export type WorkKind = z.infer<typeof WorkKind>;

export const AdminWorkItem = z
  .object({
    kind: WorkKind,
    /** Threads, clients, changes or import previews, as the kind counts them. */
    count: z.number().int().nonnegative(),
    /** The back-office address listing exactly what the count counts. */
    to: z.string(),
  })
  .meta({ id: 'AdminWorkItem' });
export type AdminWorkItem = z.infer<typeof AdminWorkItem>;

export const AdminWork = z
  .object({
    scope: WorkScope,
    items: z.array(AdminWorkItem),
    /**
     * The advisers the caller covers for today (holiday cover): with `scope=me` their clients and threads
     * are counted as the caller's.
     */
    covering: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
    /** The quarter `needs_statement` is about: the last complete one, '2026-Q3'. */
    statement_quarter: z.string(),
  })
  .meta({ id: 'AdminWork' });
export type AdminWork = z.infer<typeof AdminWork>;
