import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@/app';
import type { DatabaseHandle } from '@/db/client';
import { users } from '@/db/schema/index';
import { createSession } from '@/shared/sessions/repository';
import { TEST_JWT_SECRET, TEST_SETTINGS, testClock } from '@/test/context';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { createFirm, createPerson } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { bearer, claimsOf } from '@/test/sign-in';
import { createMailer } from './mail';

const MINUTE = 60_000;
/** Stricter than every default, so a rule still read from a constant somewhere would show. */
const RULES = { idleMs: 5 * MINUTE, absoluteMs: 60 * MINUTE, mfaPendingMs: 2 * MINUTE };
const EMAIL = 'policy@example.com';

describe.each(testDatabaseKinds)('session rules given to buildApp (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  const clock = testClock();
  const status = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/v1/user/mfa', headers: bearer(token) })).statusCode;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { firm } = await createFirm(database.db);
    await createPerson(database.db, { firm, email: EMAIL, mfa: false });
    app = await buildApp({
      database,
      jwtSecret: TEST_JWT_SECRET,
      settings: TEST_SETTINGS,
      publicUrl: 'https://portal.test',
      mailer: createMailer({
        outboxDir: path.join(mkdtempSync(path.join(tmpdir(), 'sextant-test-')), 'outbox'),
      }),
      clock,
      sessions: RULES,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps the defaults of the rules it is not given', () => {
    expect(app.sessionPolicy.rules).toMatchObject({ ...RULES, deviceTrustMs: 30 * 24 * 60 * MINUTE });
  });

  it('ends a session idle past the configured time', async () => {
    const { token } = await tokenFor(app, EMAIL);
    expect(claimsOf(token).exp * 1000).toBe(clock().getTime() + RULES.absoluteMs);
    clock.advance(RULES.idleMs);
    expect(await status(token)).toBe(200);
    clock.advance(RULES.idleMs + 1);
    expect(await status(token)).toBe(401);
  });

  it('ends a session waiting for its second factor past the configured time', async () => {
    const { token } = await tokenFor(app, EMAIL, { mfaVerified: false });
    clock.advance(RULES.mfaPendingMs);
    expect(await status(token)).toBe(200);
    clock.advance(1);
    expect(await status(token)).toBe(401);
  });

  it('refuses a correctly signed token whose ids are not uuids with 401 (it answered 500)', async () => {
    const [user] = await database.db.select().from(users);
    const now = clock();
    const expiresAt = new Date(now.getTime() + MINUTE);
    for (const [sub, sid] of [
      [user!.id, 'not-a-uuid'],
      [user!.id, "1' or '1'='1"],
      ['42', '00000000-0000-0000-0000-000000000000'],
      [user!.id, 'x'.repeat(5000)],
    ]) {
      const token = await app.tokens.sign(
        { sub: sub!, sid: sid!, vip: false, role: 'client' },
        expiresAt,
        now,
      );
      expect(await status(token), sid).toBe(401);
    }
  });

  it('ends a session begun under a longer absolute limit once the configured one has passed', async () => {
    const [user] = await database.db.select().from(users);
    const now = clock();
    const expiresAt = new Date(now.getTime() + 12 * 60 * MINUTE);
    const sid = await createSession(database.db, {
      userId: user!.id,
      deviceId: null,
      mfaVerified: true,
      ip: '127.0.0.1',
      userAgent: null,
      now,
      expiresAt,
    });
    const token = await app.tokens.sign({ sub: user!.id, sid, vip: false, role: 'client' }, expiresAt, now);
    for (let used = 0; used < RULES.absoluteMs; used += RULES.idleMs) {
      expect(await status(token)).toBe(200);
      clock.advance(RULES.idleMs);
    }
    expect(await status(token)).toBe(401);
  });
});
