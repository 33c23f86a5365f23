import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageThreads, users } from '@/db/schema/index';
import { apiListOf, callAs, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addStaff } from '@/test/firms';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, mailsTo, userByEmail } from '@/test/sign-in';

const DAY = 86_400_000;
const NOW = new Date('2026-11-21T09:00:00Z');
type Staff = Awaited<ReturnType<typeof addStaff>>;

describe.each(testDatabaseKinds)('holiday cover on %s', (kind) => {
  let ctx: TestContext;
  let away: Staff;
  let cover: Staff;
  let spare: Staff;
  let oldThreadId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        await createDemoThread(db, { firmId: firm.id, clientId: demo.id, today: NOW });
      },
    });
    [away, cover, spare] = [await addStaff(ctx), await addStaff(ctx), await addStaff(ctx)];
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    await ctx.db.update(users).set({ adviserId: away.id }).where(eq(users.id, demo.id));
    // The demo thread is the away adviser's.
    const [thread] = await ctx.db
      .update(messageThreads)
      .set({ assignedTo: away.id })
      .where(eq(messageThreads.clientId, demo.id))
      .returning();
    oldThreadId = thread!.id;
  });
  afterAll(() => ctx?.close());

  /** Tokens at the clock's time (sessions end after 12 hours, so each step signs in afresh). */
  const token = async (email: string) => (await tokenFor(ctx.app, email)).token;
  const asAdmin = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(ctx, method, url, await token('adviser@sextant.test'), payload);
  const today = () => ctx.clock().toISOString().slice(0, 10);
  const day = (offset: number) => new Date(ctx.clock().getTime() + offset * DAY).toISOString().slice(0, 10);
  const arrange = (values: Record<string, unknown>) =>
    asAdmin('POST', '/v1/admin/cover', {
      adviser_id: away.id,
      cover_id: cover.id,
      starts_on: today(),
      ends_on: today(),
      ...values,
    });
  const errorsOf = async (res: Awaited<ReturnType<typeof arrange>>) => {
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors as Record<string, string[]>;
  };
  async function clientWrites(subject: string) {
    const res = await callAs(ctx, 'POST', '/v1/message', await token('demo@sextant.test'), {
      subject,
      body: 'Please call me.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, res.json().uuid));
    return thread!;
  }

  it('refuses dates, people and clashes in plain words', async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const { other } = await otherFirmWithAdmin(ctx);
    expect(await errorsOf(await arrange({ ends_on: day(-1), starts_on: today() }))).toEqual({
      ends_on: ['The last day must be on or after the first day.'],
    });
    expect(await errorsOf(await arrange({ starts_on: day(-1) }))).toEqual({
      starts_on: ['Cover cannot start before today.'],
    });
    expect(await errorsOf(await arrange({ ends_on: day(400) }))).toEqual({
      ends_on: ['Cover can last at most a year: change the client’s adviser instead.'],
    });
    const staff = ['Choose an active adviser or admin of your firm.'];
    expect(await errorsOf(await arrange({ cover_id: demo.id }))).toEqual({ cover_id: staff });
    expect(await errorsOf(await arrange({ adviser_id: other.adviser.id }))).toEqual({ adviser_id: staff });
    expect(await errorsOf(await arrange({ cover_id: away.id }))).toEqual({
      cover_id: ['Choose someone other than the adviser who is away.'],
    });
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, spare.id));
    expect(await errorsOf(await arrange({ cover_id: spare.id }))).toEqual({ cover_id: staff });
    await ctx.db.update(users).set({ active: true }).where(eq(users.id, spare.id));
    expect((await errorsOf(await arrange({ adviser_id: 'nobody' }))).adviser_id).toEqual([
      'Choose the adviser who is away.',
    ]);
    expect((await errorsOf(await arrange({ starts_on: '2026-13-01' }))).starts_on).toEqual([
      'Enter a date as YYYY-MM-DD.',
    ]);
  });

  it('refuses a cover that overlaps one of either person', async () => {
    const first = await arrange({ starts_on: day(10), ends_on: day(14) });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().uuid as string;
    // The adviser is away already.
    expect(
      (await errorsOf(await arrange({ cover_id: spare.id, starts_on: day(14), ends_on: day(20) }))).starts_on,
    ).toEqual([
      expect.stringMatching(/^Staff adviser is already away from 1 December 2026 to 5 December 2026/),
    ]);
    // The cover is away themselves: the away adviser cannot cover for the spare then.
    expect(
      await errorsOf(
        await arrange({ adviser_id: spare.id, cover_id: away.id, starts_on: day(12), ends_on: day(12) }),
      ),
    ).toHaveProperty('cover_id');
    // The cover cannot go away while covering.
    expect(
      await errorsOf(
        await arrange({ adviser_id: cover.id, cover_id: spare.id, starts_on: day(9), ends_on: day(10) }),
      ),
    ).toHaveProperty('adviser_id');
    // Days apart are fine; so is covering two advisers at once.
    const later = await arrange({ adviser_id: spare.id, starts_on: day(12), ends_on: day(13) });
    expect(later.statusCode, later.body).toBe(201);
    for (const uuid of [id, later.json().uuid])
      expect((await asAdmin('POST', `/v1/admin/cover/${uuid}/cancel`)).statusCode).toBe(200);
  });

  it('while it runs, gives the cover new threads, the emails and the away adviser’s queue', async () => {
    const res = await arrange({ starts_on: today(), ends_on: day(2) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      adviser: { uuid: away.id, name: 'Staff adviser' },
      cover: { uuid: cover.id },
      status: 'current',
      created_by: { name: 'Priya Shah' },
    });
    const audit = (await auditRows(ctx, 'admin.cover.create', away.email)).at(-1);
    expect(audit!.details).toMatchObject({ cover: res.json().uuid, adviser: away.id, covered_by: cover.id });
    const listed = (await asAdmin('GET', '/v1/admin/cover')).json().items as Array<{ uuid: string }>;
    expect(listed.map((item) => item.uuid)).toEqual([res.json().uuid]);

    const thread = await clientWrites('While you are away');
    expect(thread.assignedTo).toBe(cover.id);
    expect(await mailsTo(ctx, cover.email)).toHaveLength(1);
    expect(await mailsTo(ctx, away.email)).toHaveLength(0);
    // A reply in the away adviser's own thread reaches the cover too.
    await callAs(ctx, 'POST', `/v1/message/${oldThreadId}/reply`, await token('demo@sextant.test'), {
      body: 'Any news?',
    });
    expect(await mailsTo(ctx, cover.email)).toHaveLength(2);
    expect(await mailsTo(ctx, away.email)).toHaveLength(0);

    // The cover's My work holds the away adviser's clients and threads, each count its list's size.
    const coverToken = await token(cover.email);
    const work = (await callAs(ctx, 'GET', '/v1/admin/work?scope=me', coverToken)).json();
    expect(work.covering).toEqual([{ uuid: away.id, name: 'Staff adviser' }]);
    const unread = work.items.find((item: { kind: string }) => item.kind === 'unread_messages');
    expect(unread.count).toBe(2);
    for (const item of work.items as Array<{ to: string; count: number }>)
      expect((await callAs(ctx, 'GET', apiListOf(item.to), coverToken)).json().total, item.to).toBe(
        item.count,
      );
    const mine = (await callAs(ctx, 'GET', '/v1/admin/clients?adviser=me', coverToken)).json();
    expect(mine.items.map((row: { email: string }) => row.email)).toEqual(['demo@sextant.test']);
  });

  it('ends by itself after its last day: the adviser has their clients and emails back', async () => {
    ctx.clock.advance(3 * DAY);
    const before = (await mailsTo(ctx, away.email)).length;
    const coverMails = (await mailsTo(ctx, cover.email)).length;
    const thread = await clientWrites('Back from holiday?');
    expect(thread.assignedTo).toBe(away.id);
    expect(await mailsTo(ctx, away.email)).toHaveLength(before + 1);
    expect(await mailsTo(ctx, cover.email)).toHaveLength(coverMails);
    const work = (await callAs(ctx, 'GET', '/v1/admin/work?scope=me', await token(cover.email))).json();
    expect(work.covering).toEqual([]);
    expect((await asAdmin('GET', '/v1/admin/cover')).json().items).toEqual([]);
  });

  it('cancels a cover, audited; another firm’s admin and advisers cannot', async () => {
    const res = await arrange({ starts_on: day(5), ends_on: day(9) });
    expect(res.json().status).toBe('upcoming');
    const id = res.json().uuid as string;
    const { otherAdmin } = await otherFirmWithAdmin(ctx);
    expect((await callAs(ctx, 'POST', `/v1/admin/cover/${id}/cancel`, otherAdmin)).statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', '/v1/admin/cover', otherAdmin)).json().items).toEqual([]);
    expect(
      (await callAs(ctx, 'POST', `/v1/admin/cover/${id}/cancel`, await token(cover.email))).statusCode,
    ).toBe(401);
    const cancelled = await asAdmin('POST', `/v1/admin/cover/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const [audit] = (await auditRows(ctx, 'admin.cover.cancel', away.email)).slice(-1);
    expect(audit!.details).toMatchObject({ cover: id, starts_on: day(5), ends_on: day(9) });
    expect((await errorsOf(await asAdmin('POST', `/v1/admin/cover/${id}/cancel`))).cover).toEqual([
      'This cover has already ended or been cancelled.',
    ]);
    expect((await asAdmin('GET', '/v1/admin/cover')).json().items).toEqual([]);
  });
});
