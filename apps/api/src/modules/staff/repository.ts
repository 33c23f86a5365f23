import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firms, users } from '../../db/schema/index';

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
