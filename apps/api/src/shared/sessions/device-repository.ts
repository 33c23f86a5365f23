import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { devices, deviceTrusts } from '@/db/schema/index';

/**
 * The devices the app registers and the trust a second factor earns on them: sign-in reads and records
 * it, the user can list and revoke it per device, signing a device out or changing the password ends it,
 * and a new authenticator forgets it.
 */

export async function upsertDevice(db: Database, id: string, type: string, now: Date): Promise<void> {
  await db
    .insert(devices)
    .values({ id, type, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: devices.id, set: { lastSeenAt: now } });
}

/** A trust of the user's that is neither past its end nor revoked. */
const liveTrust = (userId: string, now: Date) =>
  and(eq(deviceTrusts.userId, userId), gt(deviceTrusts.trustedUntil, now), isNull(deviceTrusts.revokedAt));

/** Whether the device skips the user's second factor now; if so, the sign-in is recorded as its last use. */
export async function useTrustedDevice(
  db: Database,
  userId: string,
  deviceId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(deviceTrusts)
    .set({ lastUsedAt: now })
    .where(and(liveTrust(userId, now), eq(deviceTrusts.deviceId, deviceId)))
    .returning({ id: deviceTrusts.id });
  return rows.length === 1;
}

/** Trusts the device until `until` after an MFA on it, again if it was revoked. */
export async function trustDevice(db: Database, userId: string, deviceId: string, until: Date, now: Date) {
  await upsertDevice(db, deviceId, 'unknown', now);
  await db
    .insert(deviceTrusts)
    .values({ userId, deviceId, trustedUntil: until, createdAt: now })
    .onConflictDoUpdate({
      target: [deviceTrusts.userId, deviceTrusts.deviceId],
      set: { trustedUntil: until, revokedAt: null },
    });
}

export interface TrustedDevice {
  id: string;
  /** As the app registered it (`POST /v1/devices`), or `unknown`. */
  type: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  trustedUntil: Date;
}

/** The user's devices that skip the second factor now, the most recently used first. */
export async function listTrustedDevices(db: Database, userId: string, now: Date): Promise<TrustedDevice[]> {
  return db
    .select({
      id: deviceTrusts.id,
      type: devices.type,
      createdAt: deviceTrusts.createdAt,
      lastUsedAt: deviceTrusts.lastUsedAt,
      trustedUntil: deviceTrusts.trustedUntil,
    })
    .from(deviceTrusts)
    .innerJoin(devices, eq(devices.id, deviceTrusts.deviceId))
    .where(liveTrust(userId, now))
    .orderBy(sql`${deviceTrusts.lastUsedAt} desc nulls last`, desc(deviceTrusts.createdAt));
}

/** Ends one of the user's trusted devices: its next sign-in asks for the second factor. False if none. */
export async function revokeTrustedDevice(db: Database, userId: string, id: string, now: Date) {
  const rows = await db
    .update(deviceTrusts)
    .set({ revokedAt: now })
    .where(and(liveTrust(userId, now), eq(deviceTrusts.id, id)))
    .returning({ id: deviceTrusts.id });
  return rows.length === 1;
}

/**
 * Ends the user's trust in the one device `only`, or in every device `except` the one in use (null: every
 * device): a device signed out must not sign back in with the password alone. Answers how many ended.
 */
export async function revokeDeviceTrusts(
  db: Database,
  userId: string,
  which: { only: string } | { except: string | null },
  now: Date,
): Promise<number> {
  const device =
    'only' in which
      ? eq(deviceTrusts.deviceId, which.only)
      : which.except !== null
        ? ne(deviceTrusts.deviceId, which.except)
        : undefined;
  const rows = await db
    .update(deviceTrusts)
    .set({ revokedAt: now })
    .where(and(liveTrust(userId, now), device))
    .returning({ id: deviceTrusts.id });
  return rows.length;
}

/** Forgets every device the user trusted: that trust was earned with an authenticator now replaced or removed. */
export async function forgetTrustedDevices(db: Database, userId: string): Promise<void> {
  await db.delete(deviceTrusts).where(eq(deviceTrusts.userId, userId));
}
