import { eq } from 'drizzle-orm';
import type { App } from '@/app';
import { users } from '@/db/schema/index';
import { createSession } from '@/shared/sessions/repository';

/** A bearer token for a session of the user, as sign-in would make it, without going through sign-in. */
export async function tokenFor(app: App, email: string, options: { mfaVerified?: boolean } = {}) {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const now = app.clock();
  const expiresAt = app.sessionPolicy.endOf(now);
  const sessionId = await createSession(app.db, {
    userId: user.id,
    deviceId: null,
    mfaVerified: options.mfaVerified ?? true,
    ip: '127.0.0.1',
    userAgent: null,
    now,
    expiresAt,
  });
  const token = await app.tokens.sign(
    { sub: user.id, sid: sessionId, vip: user.vip, role: user.role },
    expiresAt,
    now,
  );
  return { token, sessionId, user };
}
