import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportReasons, supportRequests } from '@/db/schema/index';
import { FIRM, SUPPORT_REASONS } from '@/demo/content';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createSupportReasons } from '@/test/fixtures/support-reasons';
import { auditRows, form, mailsTo, multipart, newEmail, userByEmail } from '@/test/sign-in';
import { SUPPORT_SENT } from './service';

describe.each(testDatabaseKinds)('contact support on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        await createDemoPeople(db);
        await createSupportReasons(db);
      },
    });
  });
  afterAll(() => ctx?.close());

  const contact = (fields: Record<string, string>, encode: typeof form = form) => {
    const body = encode(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/v1/user/contact-support',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: '192.0.2.44',
    });
  };
  const requestsFrom = (email: string) =>
    ctx.db.select().from(supportRequests).where(eq(supportRequests.email, email));

  it('GET /v1/user/get-contact-support-reasons answers the list of reasons, without a token', async () => {
    const res = await ctx.app.inject('/v1/user/get-contact-support-reasons');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUPPORT_REASONS);
  });

  it('stores a request from a known email and mails it to the firm', async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const res = await contact({
      name: 'Alex Morgan',
      email: 'demo@sextant.test',
      reason: SUPPORT_REASONS[1]!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUPPORT_SENT });

    const [row] = await requestsFrom('demo@sextant.test');
    expect(row).toMatchObject({
      firmId: demo.firmId,
      userId: demo.id,
      name: 'Alex Morgan',
      reason: SUPPORT_REASONS[1],
      ip: '192.0.2.44',
      createdAt: ctx.clock(),
      resolvedAt: null,
    });
    const mails = await mailsTo(ctx, FIRM.supportEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.header('reply-to')).toBe('demo@sextant.test');
    expect(mails[0]!.header('subject')).toContain(SUPPORT_REASONS[1]);
    expect(mails[0]!.text).toContain('Alex Morgan');
    expect(mails[0]!.text).toContain('demo@sextant.test');
    expect(
      (await mailsTo(ctx, 'demo@sextant.test')).filter((m) => !m.header('to')?.includes(FIRM.supportEmail)),
    ).toEqual([]);
    const [audit] = await auditRows(ctx, 'support.request', 'demo@sextant.test');
    expect(audit).toMatchObject({ actorId: demo.id, firmId: demo.firmId, ip: '192.0.2.44' });
  });

  it('answers an unknown email exactly alike, stores it, and mails no one', async () => {
    const known = await contact({ name: 'Sam', email: 'new@sextant.test', reason: SUPPORT_REASONS[0]! });
    const before = (await ctx.outbox()).length;
    const email = newEmail('stranger');
    const unknown = await contact({ name: 'Sam', email, reason: SUPPORT_REASONS[0]! });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await ctx.outbox()).toHaveLength(before);
    const [row] = await requestsFrom(email);
    expect(row).toMatchObject({ firmId: null, userId: null, name: 'Sam', reason: SUPPORT_REASONS[0] });
  });

  it('takes the form as multipart/form-data and as JSON', async () => {
    expect(
      (
        await contact(
          { name: 'Victoria Hale', email: 'vip@sextant.test', reason: 'Something else' },
          multipart,
        )
      ).statusCode,
    ).toBe(200);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/contact-support',
      payload: { name: 'Victoria Hale', email: 'VIP@sextant.test', reason: 'My account is locked' },
    });
    expect(json.statusCode).toBe(200);
    expect((await requestsFrom('vip@sextant.test')).map((r) => r.reason).sort()).toEqual([
      'My account is locked',
      'Something else',
    ]);
  });

  it('answers 422 for a reason not on the list, and stores nothing', async () => {
    const email = newEmail('reason');
    const res = await contact({ name: 'Sam', email, reason: 'Give me a discount' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ reason: ['Please select a reason.'] });
    expect(await requestsFrom(email)).toEqual([]);
  });

  it('answers 422 with field errors for a missing name, a bad email or no reason', async () => {
    const res = await contact({ name: '', email: 'not-an-email', reason: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'reason']);
  });

  // Last: it adds a second firm to the deployment.
  it("offers the firm's own active reasons while the deployment serves one firm, and only shared ones after", async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    await ctx.db.insert(supportReasons).values([
      { firmId: demo.firmId, label: 'Question about fees', position: 1 },
      { firmId: demo.firmId, label: 'Retired reason', position: 2, active: false },
    ]);
    const offered = async () => (await ctx.app.inject('/v1/user/get-contact-support-reasons')).json();
    expect(await offered()).toEqual([...SUPPORT_REASONS, 'Question about fees']);
    const fees = await contact({ name: 'Alex Morgan', email: demo.email, reason: 'Question about fees' });
    expect(fees.statusCode).toBe(200);
    expect((await contact({ name: 'A', email: demo.email, reason: 'Retired reason' })).statusCode).toBe(422);

    await addFirm(ctx);
    expect(await offered()).toEqual(SUPPORT_REASONS);
  });
});
