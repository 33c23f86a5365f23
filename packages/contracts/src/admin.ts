import { z } from 'zod';

/** The firm's staff: advisers work the back office, admins also manage staff. */
export const StaffRole = z.enum(['adviser', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

/** `GET /v1/admin/me`: who is signed in to the back office. */
export const StaffMe = z
  .object({
    uuid: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    surname: z.string(),
    role: StaffRole,
    firm: z.object({ uuid: z.uuid(), name: z.string(), logo: z.string().nullable() }),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * The query of every back-office table: search text, one sort column (from the table's own list),
 * and a page. Tables page on the server, so 100,000 rows cost what 25 do.
 */
export function tableQuery<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
  defaultOrder: SortOrder = 'asc',
) {
  return z.object({
    q: z.string().trim().max(200).optional(),
    sort: z.enum(sortable).default(defaultSort as never),
    order: SortOrder.default(defaultOrder),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  });
}
export interface TableQuery<Sort extends string = string> {
  q?: string | undefined;
  sort: Sort;
  order: SortOrder;
  page: number;
  per_page: number;
}

/** One page of a back-office table. */
export function tablePage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  });
}
export interface TablePage<Item> {
  items: Item[];
  total: number;
  page: number;
  per_page: number;
}

/** `{ message }` for staff actions that change something and have nothing else to answer. */
export const StaffDone = z.object({ message: z.string() });
export type StaffDone = z.infer<typeof StaffDone>;
