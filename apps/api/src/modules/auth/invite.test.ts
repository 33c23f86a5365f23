// The auth service's invites (reset.ts): an invite's code sets the first password. Its flow's own tests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { addClient, createLogin, lastLinkCode, requestReset, setPassword, userByEmail } from '@/test/sign-in';
import { INVITE_CODE_MS } from './reset';

const NEW_PASSWORD = 'Harbour-lights-42';

describe.each(testDatabaseKinds)('invites on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  describe('invites: GET /v1/invite/{code} and set-password', () => {
    it('answers the invited email and name, then the code sets the password once', async () => {
      const user = await addClient(ctx);
      const link = await ctx.app.auth.sendInvite(user, null);
      expect(link).toMatch(/^https:\/\/portal\.test\/invite\/[A-Za-z0-9_-]{43}$/);
      const code = link.split('/').at(-1)!;
      expect(await lastLinkCode(ctx, user.email, 'invite')).toBe(code);
      const res = await ctx.app.inject(`/v1/invite/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: user.email, first_name: user.firstName });

      expect((await setPassword(ctx, code, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
      const used = await ctx.app.inject(`/v1/invite/${code}`);
      expect(used.statusCode).toBe(404);
      expect(used.json()).toMatchObject({ name: 'Not Found', status: 404 });
      expect((await setPassword(ctx, code, 'Another-password-7')).statusCode).toBe(422);
      const [row] = await ctx.db.select().from(invites).where(eq(invites.userId, user.id));
      expect(row!.usedAt).not.toBeNull();
    });

    it('answers 404 for an unknown code and for a reset code', async () => {
      expect((await ctx.app.inject(`/v1/invite/${'B'.repeat(43)}`)).statusCode).toBe(404);
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      expect(
        (await ctx.app.inject(`/v1/invite/${await lastLinkCode(ctx, user.email, 'password-reset')}`))
          .statusCode,
      ).toBe(404);
    });

    it('expires after 14 days', async () => {
      const user = await addClient(ctx);
      const code = (await ctx.app.auth.sendInvite(user, null)).split('/').at(-1)!;
      ctx.clock.advance(INVITE_CODE_MS - 60_000);
      expect((await ctx.app.inject(`/v1/invite/${code}`)).statusCode).toBe(200);
      ctx.clock.advance(2 * 60_000);
      expect((await ctx.app.inject(`/v1/invite/${code}`)).statusCode).toBe(404);
      expect((await setPassword(ctx, code, NEW_PASSWORD)).statusCode).toBe(422);
    });

    it('records who invited', async () => {
      const user = await addClient(ctx);
      const adviser = await userByEmail(ctx, 'adviser@sextant.test');
      await ctx.app.auth.sendInvite(user, adviser.id);
      const [row] = await ctx.db.select().from(invites).where(eq(invites.userId, user.id));
      expect(row!.createdBy).toBe(adviser.id);
    });
  });
});
