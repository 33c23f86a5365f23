import type { TableQuery } from '@sextant/contracts/admin';
import type { StaffSort } from '@sextant/contracts/admin-staff';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { nameOrEmailContains, surnameFirst } from '@/db/name-search';
import { firms, sessions, users } from '@/db/schema/index';
import { pageWindow, sortedBy, totalRows } from '@/db/table';

/** The signed-in staff member with their firm. */
export async function findStaffMember(db: Database, userId: string, firmId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      role: users.role,
      firmId: firms.id,
      firmName: firms.name,
      firmLogo: firms.logo,
    })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(and(eq(users.id, userId), eq(users.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

export type StaffStatusValue = 'invited' | 'active' | 'inactive';
const staffRoles = inArray(users.role, ['adviser', 'admin']);
const statusOf = sql<StaffStatusValue>`case when not ${users.active} then 'inactive' when ${users.passwordHash} is null then 'invited' else 'active' end`;

const statusFilter = (status: StaffStatusValue | undefined): SQL | undefined => {
  if (status === 'inactive') return eq(users.active, false);
  if (status === 'invited') return and(eq(users.active, true), isNull(users.passwordHash));
  if (status === 'active') return and(eq(users.active, true), sql`${users.passwordHash} is not null`);
  return undefined;
};

const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  role: users.role,
  status: statusOf,
  mfaConfigured: sql<boolean>`${users.mfaSecret} is not null`,
  lastSignIn: sql<
    Date | string | null
  >`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = "users"."id" and ${sessions.mfaVerified})`,
  createdAt: users.createdAt,
  active: users.active,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`,
};

export async function listStaff(
  db: Database,
  firmId: string,
  query: TableQuery<StaffSort> & { status?: StaffStatusValue | undefined },
) {
  const sortColumn = {
    name: surnameFirst(users),
    email: users.email,
    role: users.role,
    created_at: users.createdAt,
  }[query.sort];
  return db
    .select({ ...staffColumns, total: totalRows })
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        staffRoles,
        statusFilter(query.status),
        nameOrEmailContains(users, query.q),
      ),
    )
    .orderBy(sortedBy(sortColumn, query.order), sortedBy(users.id, query.order))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

/** A staff member (adviser or admin) of the firm, or null. */
export async function findStaffOfFirm(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.firmId, firmId), staffRoles))
    .limit(1);
  return row ?? null;
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffOfFirm>>>;

export async function updateStaff(
  db: Database,
  firmId: string,
  id: string,
  changes: Partial<Pick<typeof users.$inferInsert, 'role' | 'active' | 'updatedAt'>>,
) {
  await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), eq(users.firmId, firmId), staffRoles));
}
