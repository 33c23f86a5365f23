import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema/index';
import { trustDevice } from '../../apps/api/src/shared/sessions/device-repository';
import { sessionPolicy } from '../../apps/api/src/shared/sessions/policy';
import { stateFile, TRUSTED } from './states';

/**
 * Each account's device, trusted as a sign-in with both factors leaves it (DESIGN.md: DEVICE_TRUST_DAYS), and
 * a browser state holding that device's id, as the app keeps it: the journeys sign these accounts in with the
 * password alone. Made with the data, where a set-up project signed each in through the form before any
 * journey could start (some 20 s of a run); the sign-in journeys still take every step, code included.
 */
export async function seedTrustedDevices(db: Database, dataDir: string, origin: string) {
  const now = new Date();
  const until = sessionPolicy().trustedUntil(now);
  for (const [name, email] of Object.entries(TRUSTED) as [keyof typeof TRUSTED, string][]) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`The demo data has no ${email}`);
    // As the app makes one (apps/web/src/shared/http/device-id.ts): 16 random bytes in hex.
    const device = randomBytes(16).toString('hex');
    await trustDevice(db, user.id, device, until, now);
    const state = { cookies: [], origins: [{ origin, localStorage: [{ name: 'device', value: device }] }] };
    writeFileSync(stateFile(dataDir, name), JSON.stringify(state));
  }
}
