import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import {
  dueDiligenceReports,
  firms,
  insights,
  notifications,
  policies,
  termsAcceptances,
  termsVersions,
  users,
  valuations,
} from '@/db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { DEMO_TOTP_SECRET, seedDemoData } from './demo';

describe.each(testDatabaseKinds)('demo data on %s', (kind) => {
  let handle: DatabaseHandle;
  const today = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());
  const count = async (table: PgTable) =>
    ((await handle.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;

  it('seeds an empty database as DESIGN.md says, and only once', async () => {
    expect(await seedDemoData(handle.db, today)).toBe(true);
    const [firm] = await handle.db.select().from(firms);
    expect(firm).toMatchObject({ fcaNumber: expect.any(String), fcaRegisteredDate: expect.any(String) });
    expect(firm!.logo).toMatch(/^data:image\/svg\+xml/);
    expect(firm!.bio.length).toBeGreaterThan(50);

    const people = await handle.db.select().from(users);
    const byEmail = Object.fromEntries(people.map((u) => [u.email, u]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'adviser@sextant.test',
      'demo@sextant.test',
      'new@sextant.test',
      'vip@sextant.test',
    ]);
    expect(byEmail['demo@sextant.test']).toMatchObject({
      mfaSecret: DEMO_TOTP_SECRET,
      vip: false,
      role: 'client',
    });
    expect(byEmail['vip@sextant.test']).toMatchObject({ mfaSecret: DEMO_TOTP_SECRET, vip: true });
    expect(byEmail['new@sextant.test']).toMatchObject({ mfaSecret: null });
    expect(byEmail['adviser@sextant.test']).toMatchObject({ role: 'admin', mfaSecret: DEMO_TOTP_SECRET });
    expect(byEmail['demo@sextant.test']!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [terms] = await handle.db.select().from(termsVersions);
    expect(terms!.version).toBe(1);
    const acceptedBy = (await handle.db.select().from(termsAcceptances)).map((a) => a.userId);
    expect(acceptedBy).not.toContain(byEmail['new@sextant.test']!.id);
    expect(acceptedBy).toContain(byEmail['demo@sextant.test']!.id);

    for (const email of ['demo@sextant.test', 'vip@sextant.test']) {
      const own = await handle.db.select().from(policies).where(eq(policies.clientId, byEmail[email]!.id));
      expect(own).toHaveLength(4);
      for (const policy of own) {
        const [span] = await handle.db
          .select({
            days: sql<number>`(max(valued_on) - min(valued_on))::int`,
            n: sql<number>`count(*)::int`,
          })
          .from(valuations)
          .where(eq(valuations.policyId, policy.id));
        expect(span!.days).toBeGreaterThanOrEqual(730);
        expect(span!.n).toBe(span!.days + 1);
      }
    }
    const years = (await handle.db.select().from(dueDiligenceReports)).map((r) => r.financialYear).sort();
    expect(years).toEqual(['2024/25', '2025/26']);
    expect(await count(insights)).toBeGreaterThanOrEqual(30);
    const [mine] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, byEmail['demo@sextant.test']!.id));
    expect(mine!.n).toBeGreaterThan(10);

    const before = await count(valuations);
    expect(await seedDemoData(handle.db, today)).toBe(false);
    expect(await count(valuations)).toBe(before);
    expect(await count(users)).toBe(4);
  });
});
