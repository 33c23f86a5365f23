import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAmendments, clientDocuments, documentEvents, reviews, users } from '@/db/schema/index';
import { apiListOf } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { userByEmail } from '@/test/sign-in';

const DAY = 86_400_000;

type Work = {
  scope: 'me' | 'firm';
  items: Array<{ kind: string; count: number; to: string }>;
  statement_quarter: string;
};

describe.each(testDatabaseKinds)('My work on %s', (kind) => {
  let ctx: TestContext;
  let adminToken: string;
  let adviserToken: string;
  let otherAdminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, new Date('2026-11-21T09:00:00Z'));
        await createDemoThread(db, {
          firmId: firm.id,
          clientId: demo.id,
          today: new Date('2026-11-21T09:00:00Z'),
        });
      },
    });
    const now = ctx.clock();
    const admin = await userByEmail(ctx, 'adviser@sextant.test');
    const adviser = await addStaff(ctx, 'adviser');
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const vip = await userByEmail(ctx, 'vip@sextant.test');
    // The demo client is the adviser's; the VIP client is the admin's.
    await ctx.db.update(users).set({ adviserId: adviser.id }).where(eq(users.id, demo.id));
    await ctx.db.update(users).set({ adviserId: admin.id }).where(eq(users.id, vip.id));
    const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
    const review = (clientId: string, reviewDate: string, answered = false) => ({
      firmId: admin.firmId,
      clientId,
      adviserId: null,
      reviewDate,
      checkinSubmittedAt: answered ? now : null,
    });
    await ctx.db.insert(reviews).values([
      review(demo.id, day(-3)), // overdue, the adviser's
      review(vip.id, day(10), true), // answered, the admin's: not "due" (it has a check-in)
    ]);
    const document = (clientId: string, daysAgo: number, title: string) => ({
      firmId: admin.firmId,
      clientId,
      seriesId: crypto.randomUUID(),
      category: 'suitability_report' as const,
      title,
      filename: `${title}.pdf`,
      requires: 'sign' as const,
      size: 3,
      sha256: 'a'.repeat(64),
      data: Buffer.from('pdf'),
      publishedAt: new Date(now.getTime() - daysAgo * DAY),
    });
    const [waiting, , signed] = await ctx.db
      .insert(clientDocuments)
      .values([document(demo.id, 8, 'old'), document(vip.id, 3, 'recent'), document(vip.id, 9, 'signed')])
      .returning();
    await ctx.db.insert(documentEvents).values({ documentId: signed!.id, kind: 'signed', actorId: vip.id });
    expect(waiting).toBeDefined();
    await ctx.db.insert(clientAmendments).values({ clientId: vip.id, changedFields: { first_name: 'Vee' } });

    adminToken = (await tokenFor(ctx.app, admin.email)).token;
    adviserToken = (await tokenFor(ctx.app, adviser.email)).token;
    otherAdminToken = (await tokenFor(ctx.app, (await addFirm(ctx)).admin.email)).token;
  });
  afterAll(() => ctx?.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const workOf = async (token: string, scope?: 'me' | 'firm') => {
    const res = await get(token, `/v1/admin/work${scope ? `?scope=${scope}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Work;
  };
  const counts = (work: Work) => Object.fromEntries(work.items.map((item) => [item.kind, item.count]));

  /** Each count is the total of the list its address opens, for the same person. */
  async function expectCountsMatchLists(token: string, work: Work) {
    for (const item of work.items) {
      const list = await get(token, apiListOf(item.to));
      expect(list.statusCode, item.to).toBe(200);
      expect(list.json().total, item.to).toBe(item.count);
    }
  }

  it('shows an admin the firm, each count the size of the list it opens', async () => {
    const work = await workOf(adminToken);
    expect(work.scope).toBe('firm');
    expect(counts(work)).toEqual({
      unread_messages: 1,
      checkin_answered: 1,
      signature: 1,
      review_overdue: 1,
      review_due: 0,
      changes_pending: 1,
      // No client of the firm looked at the portal last quarter.
      needs_statement: 3,
      vulnerability_review: 0,
      imports_waiting: 0,
    });
    expect(work.items.map((item) => item.to)).toEqual([
      '/admin/messages?unread=true',
      '/admin/clients?waiting=checkin_answered',
      '/admin/clients?waiting=signature',
      '/admin/clients?waiting=review_overdue',
      '/admin/clients?waiting=review_due',
      '/admin/amendments',
      '/admin/clients?waiting=needs_statement',
      '/admin/clients?waiting=vulnerability_review',
      '/admin/import',
    ]);
    expect(work.statement_quarter).toBe('2026-Q3');
    await expectCountsMatchLists(adminToken, work);
  });

  it('shows an adviser their own clients and threads', async () => {
    const work = await workOf(adviserToken);
    expect(work.scope).toBe('me');
    // The demo client's overdue review and old unsigned document are the adviser's; nothing is assigned yet.
    expect(counts(work)).toEqual({
      unread_messages: 0,
      checkin_answered: 0,
      signature: 1,
      review_overdue: 1,
      review_due: 0,
      changes_pending: 0,
      needs_statement: 1,
      vulnerability_review: 0,
      imports_waiting: 0,
    });
    expect(work.items.find((item) => item.kind === 'signature')!.to).toBe(
      '/admin/clients?waiting=signature&adviser=me',
    );
    await expectCountsMatchLists(adviserToken, work);
    // The admin's own: the VIP client's answered check-in and change request.
    const own = await workOf(adminToken, 'me');
    expect(counts(own)).toMatchObject({
      checkin_answered: 1,
      changes_pending: 1,
      signature: 0,
      review_overdue: 0,
    });
    await expectCountsMatchLists(adminToken, own);
  });

  it('counts a review due within 30 days only until its check-in is answered', async () => {
    const ana = await userByEmail(ctx, 'new@sextant.test');
    const due = new Date(ctx.clock().getTime() + 20 * DAY).toISOString().slice(0, 10);
    const [row] = await ctx.db
      .insert(reviews)
      .values({ firmId: ana.firmId, clientId: ana.id, reviewDate: due })
      .returning();
    expect(counts(await workOf(adminToken)).review_due).toBe(1);
    await ctx.db.update(reviews).set({ checkinSubmittedAt: ctx.clock() }).where(eq(reviews.id, row!.id));
    const work = await workOf(adminToken);
    expect(counts(work)).toMatchObject({ review_due: 0, checkin_answered: 2 });
    await expectCountsMatchLists(adminToken, work);
  });

  it('shows another firm nothing of ours, and refuses clients and bad scopes', async () => {
    // Only their own client, who has not looked at the portal either.
    const theirs = counts(await workOf(otherAdminToken));
    expect(Object.entries(theirs).filter(([, count]) => count > 0)).toEqual([['needs_statement', 1]]);
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    expect((await get((await tokenFor(ctx.app, demo.email)).token, '/v1/admin/work')).statusCode).toBe(401);
    const bad = await get(adminToken, '/v1/admin/work?scope=everyone');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.scope).toEqual(['Scope must be one of: me or firm.']);
  });
});
