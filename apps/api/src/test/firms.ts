import { firms, termsAcceptances, termsVersions, users } from '@/db/schema/index';
import type { TestContext } from './context';
import { DEMO_TOTP_SECRET, newEmail, userByEmail } from './sign-in';

/**
 * A second firm beside the demo one, with an admin, an adviser and a client (the demo password and TOTP
 * secret, terms v1 accepted), so a test can show that firm A's staff never reach firm B's data.
 */
export async function addFirm(ctx: TestContext, name = 'Other Firm') {
  const demo = await userByEmail(ctx, 'demo@sextant.test');
  const [firm] = await ctx.db
    .insert(firms)
    .values({ name, fcaNumber: '999999', fcaRegisteredDate: '2020-01-01', supportEmail: 'help@other.test' })
    .returning();
  const [terms] = await ctx.db
    .insert(termsVersions)
    .values({ firmId: firm!.id, version: 1, text: 'Other terms' })
    .returning();
  const person = (role: 'client' | 'adviser' | 'admin', prefix: string) => ({
    firmId: firm!.id,
    role,
    email: newEmail(prefix),
    passwordHash: demo.passwordHash,
    firstName: prefix,
    surname: name,
    mfaSecret: DEMO_TOTP_SECRET,
  });
  const [admin, adviser, client] = await ctx.db
    .insert(users)
    .values([person('admin', 'admin'), person('adviser', 'adviser'), person('client', 'client')])
    .returning();
  await ctx.db
    .insert(termsAcceptances)
    .values({ userId: client!.id, termsVersionId: terms!.id, ip: '127.0.0.1' });
  return { firm: firm!, admin: admin!, adviser: adviser!, client: client!, terms: terms! };
}

/** A staff member of the demo firm (the demo password and TOTP secret). */
export async function addStaff(ctx: TestContext, role: 'adviser' | 'admin' = 'adviser') {
  const demo = await userByEmail(ctx, 'adviser@sextant.test');
  const [user] = await ctx.db
    .insert(users)
    .values({
      firmId: demo.firmId,
      role,
      email: newEmail(role),
      passwordHash: demo.passwordHash,
      firstName: 'Staff',
      surname: role,
      mfaSecret: DEMO_TOTP_SECRET,
    })
    .returning();
  return user!;
}
