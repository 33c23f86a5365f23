import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { claimsOf, signIn } from '@/test/sign-in';

describe.each(testDatabaseKinds)('the staff boundary on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, token: string) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('signs staff in with the same password and TOTP steps, and the token says staff', async () => {
    const jwt = await signIn(ctx, 'adviser@sextant.test');
    expect(claimsOf(jwt)).toMatchObject({ role: 'admin', vip: false });
    const me = await get('/v1/admin/me', jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'adviser@sextant.test',
      role: 'admin',
      firm: { name: expect.any(String) },
    });
  });

  it("answers an adviser's own firm, never another", async () => {
    const adviser = await addStaff(ctx, 'adviser');
    const other = await addFirm(ctx);
    const mine = (await get('/v1/admin/me', (await tokenFor(ctx.app, adviser.email)).token)).json();
    const theirs = (await get('/v1/admin/me', (await tokenFor(ctx.app, other.adviser.email)).token)).json();
    expect(mine).toMatchObject({ role: 'adviser', firm: { uuid: adviser.firmId } });
    expect(theirs.firm.uuid).toBe(other.firm.id);
  });

  it('keeps a client out of every staff call, and staff out of every client call', async () => {
    const client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    const staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    expect((await get('/v1/admin/me', client)).statusCode).toBe(401);
    for (const url of [
      '/v1/policy',
      '/v1/client',
      '/v1/firm',
      '/v1/notification',
      '/v1/message',
      '/v1/user/terms',
    ]) {
      expect((await get(url, staff)).statusCode, url).toBe(401);
    }
  });

  it('refuses a staff session that has not passed its second factor', async () => {
    const pending = (await tokenFor(ctx.app, 'adviser@sextant.test', { mfaVerified: false })).token;
    expect((await get('/v1/admin/me', pending)).statusCode).toBe(401);
  });
});
