import type {
  AdminClientService,
  AdminReview,
  ReviewReport,
  StaffProfile,
} from '@sextant/contracts/admin-service';
import type { ClientReview, ClientService } from '@sextant/contracts/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { publishDocument, uploadDocument } from '@/test/fixtures/documents';
import { createDemoPeople, createPerson } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, mailsTo, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const DAY = 86_400_000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const CHECKIN_MAIL = 'Your annual review: a quick check-in';
/** A 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PHOTO = `data:image/png;base64,${PNG_BASE64}`;

const ANSWERS = {
  wants_review: true,
  circumstances_changed: true,
  income_changed: false,
  health_changed: false,
  dependants_changed: true,
  objectives_changed: false,
  risk_changed: false,
  to_discuss: '  Our second grandchild arrived; we would like to start a Junior ISA.  ',
};

type Method = 'GET' | 'POST' | 'PUT';
interface Person {
  id: string;
  email: string;
  token: string;
}

describe.each(testDatabaseKinds)('the ongoing-service cycle on %s', (kind) => {
  let ctx: TestContext;
  let admin: Person;
  let adviser: Person & { name: string };
  /** demo@: delivered by acknowledging the pack; vip@: declines in the check-in; carys: declined by staff;
   * ellen: delivered at a meeting; dev: never answers. */
  let demo: Person;
  let vip: Person;
  let carys: Person;
  let ellen: Person;
  let dev: Person;
  let other: Awaited<ReturnType<typeof addFirm>> & { adminToken: string; clientToken: string };
  const reviewOf = {} as Record<'demo' | 'vip' | 'carys' | 'ellen' | 'dev', string>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, terms } = await createDemoPeople(db, NOW);
        for (const [firstName, surname] of [
          ['Carys', 'Jones'],
          ['Ellen', 'Wood'],
          ['Dev', 'Patel'],
        ] as const)
          await createPerson(db, {
            firm,
            firstName,
            surname,
            email: `${firstName.toLowerCase()}@sextant.test`,
            acceptedTermsId: terms.id,
          });
      },
    });
    const person = async (email: string): Promise<Person> => {
      const user = await userByEmail(ctx, email);
      return { id: user.id, email, token: (await tokenFor(ctx.app, email)).token };
    };
    admin = await person('adviser@sextant.test');
    const staff = await addStaff(ctx, 'adviser');
    adviser = { ...(await person(staff.email)), name: `${staff.firstName} ${staff.surname}` };
    demo = await person('demo@sextant.test');
    vip = await person('vip@sextant.test');
    carys = await person('carys@sextant.test');
    ellen = await person('ellen@sextant.test');
    dev = await person('dev@sextant.test');
    const firm = await addFirm(ctx);
    other = {
      ...firm,
      adminToken: (await tokenFor(ctx.app, firm.admin.email)).token,
      clientToken: (await tokenFor(ctx.app, firm.client.email)).token,
    };
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const setService = (client: Person, date: string | null, adviserId: string | null = adviser.id) =>
    ok<AdminClientService>(admin.token, 'PUT', `/v1/admin/clients/${client.id}/service`, {
      adviser_id: adviserId,
      next_review_date: date,
    });
  const clientService = (client: Person) => ok<ClientService>(client.token, 'GET', '/v1/review');
  const adminService = (client: Person) =>
    ok<AdminClientService>(admin.token, 'GET', `/v1/admin/clients/${client.id}/service`);
  const report = (from: string, to: string) =>
    ok<ReviewReport>(admin.token, 'GET', `/v1/admin/reports/reviews?from=${from}&to=${to}`);
  /** The daily review-cycle run, queued as the scheduler queues it and run here: answers what it did. */
  const runCycle = async () => {
    const id = await ctx.app.jobs.enqueue('task:review-cycle', {});
    await ctx.app.jobs.drain();
    const job = await ctx.app.jobs.find('task:review-cycle', id!);
    expect(job?.status).toBe('done');
    return job!.result;
  };
  const nextReviewDate = async (client: Person) =>
    (await ctx.db.select().from(users).where(eq(users.id, client.id)))[0]!.nextReviewDate;

  describe('the adviser’s public profile', () => {
    const profileUrl = (id: string) => `/v1/admin/staff/${id}/profile`;
    const profile: StaffProfile = {
      job_title: 'Chartered Financial Planner',
      phone: '+44 1392 496 001',
      booking_url: 'https://book.example/harbour/staff',
      photo: PHOTO,
    };

    it('lets a staff member set their own job title, phone, booking link and photo, audited', async () => {
      const saved = await ok<StaffProfile>(adviser.token, 'PUT', profileUrl(adviser.id), {
        ...profile,
        job_title: '  Chartered Financial Planner ',
      });
      expect(saved).toEqual(profile);
      expect(await ok<StaffProfile>(admin.token, 'GET', profileUrl(adviser.id))).toEqual(profile);
      expect(await auditRows(ctx, 'admin.staff.profile', adviser.id)).toHaveLength(1);
      // An admin may change anyone's; a blank value is no value.
      const byAdmin = await ok<StaffProfile>(admin.token, 'PUT', profileUrl(adviser.id), {
        ...profile,
        phone: '  ',
      });
      expect(byAdmin.phone).toBeNull();
      expect(await ok<StaffProfile>(adviser.token, 'PUT', profileUrl(adviser.id), profile)).toEqual(profile);
    });

    it('refuses a photo that is not a PNG, JPEG or WebP by its bytes, or is over 200 KB', async () => {
      const photo = async (value: string) => {
        const res = await call(adviser.token, 'PUT', profileUrl(adviser.id), { ...profile, photo: value });
        return { status: res.statusCode, errors: Object.keys(res.json().errors ?? {}) };
      };
      const refused = { status: 422, errors: ['photo'] };
      expect(await photo(`data:image/png;base64,${Buffer.from('not an image').toString('base64')}`)).toEqual(
        refused,
      );
      expect(await photo(`data:image/jpeg;base64,${PNG_BASE64}`)).toEqual(refused);
      expect(
        await photo(`data:image/svg+xml;base64,${Buffer.from('<svg onload="x()"/>').toString('base64')}`),
      ).toEqual(refused);
      expect(await photo('https://images.example/me.png')).toEqual(refused);
      const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(201 * 1024)]);
      expect(await photo(`data:image/png;base64,${big.toString('base64')}`)).toEqual(refused);
      const booking = await call(adviser.token, 'PUT', profileUrl(adviser.id), {
        ...profile,
        booking_url: 'http://book.example',
      });
      expect(booking.statusCode).toBe(422);
      expect(booking.json().errors).toHaveProperty('booking_url');
      expect(await ok<StaffProfile>(admin.token, 'GET', profileUrl(adviser.id))).toEqual(profile);
    });

    it('answers 403 to an adviser changing another staff member, and 404 across firms or for a client', async () => {
      const res = await call(adviser.token, 'PUT', profileUrl(admin.id), profile);
      expect(res.statusCode).toBe(403);
      expect((await ok<StaffProfile>(admin.token, 'GET', profileUrl(admin.id))).job_title).toBeNull();
      for (const [method, payload] of [['GET'], ['PUT', profile]] as const) {
        expect((await call(other.adminToken, method, profileUrl(adviser.id), payload)).statusCode).toBe(404);
        expect((await call(admin.token, method, profileUrl(other.adviser.id), payload)).statusCode).toBe(404);
        expect((await call(admin.token, method, profileUrl(demo.id), payload)).statusCode).toBe(404);
        expect((await call(admin.token, method, profileUrl(MISSING_UUID), payload)).statusCode).toBe(404);
      }
      expect((await call(demo.token, 'GET', profileUrl(adviser.id))).statusCode).toBe(401);
    });
  });

  it('shows a client with no adviser and no review date nothing to do', async () => {
    expect(await clientService(demo)).toEqual({
      adviser: null,
      next_review_date: null,
      interval_months: 12,
      review: null,
    });
    expect((await ok<{ items: unknown[] }>(demo.token, 'GET', '/v1/action')).items).toEqual([]);
  });

  it('opens the check-in when staff set a review date within 30 days: notified, emailed, in the action centre', async () => {
    const service = await setService(demo, '2026-12-15');
    expect(service.adviser).toEqual({ uuid: adviser.id, name: adviser.name });
    expect(service.next_review_date).toBe('2026-12-15');
    expect(service.current).toMatchObject({
      client: { uuid: demo.id, name: 'Alex Morgan' },
      adviser: { uuid: adviser.id, name: adviser.name },
      review_date: '2026-12-15',
      status: 'checkin_open',
      checkin: null,
      pack: null,
    });
    expect(service.history).toEqual([]);
    reviewOf.demo = service.current!.uuid;
    expect(await auditRows(ctx, 'admin.client.service', demo.id)).toHaveLength(1);

    const notifications = (
      await ok<{ notifications: Array<{ subject: unknown; link: string }> }>(
        demo.token,
        'GET',
        '/v1/notification',
      )
    ).notifications;
    expect(notifications).toEqual([
      expect.objectContaining({
        title: 'Your annual review check-in',
        subject: { kind: 'review', id: reviewOf.demo },
        link: '/tabs/review',
      }),
    ]);
    const mails = await mailsTo(ctx, demo.email);
    expect(mails.map((m) => m.header('subject'))).toEqual([CHECKIN_MAIL]);
    expect(mails[0]!.text).toContain('https://portal.test/tabs/review');

    const actions = await ok<{ items: Array<{ kind: string }> }>(demo.token, 'GET', '/v1/action');
    expect(actions.items).toEqual([
      expect.objectContaining({
        kind: 'review_checkin',
        subject: reviewOf.demo,
        due: '2026-12-15',
        count: 1,
      }),
    ]);

    // The client sees their adviser as the firm presents them, the date and the open check-in.
    expect(await clientService(demo)).toEqual({
      adviser: {
        uuid: adviser.id,
        name: adviser.name,
        job_title: 'Chartered Financial Planner',
        photo: PHOTO,
        phone: '+44 1392 496 001',
        email: adviser.email,
        booking_url: 'https://book.example/harbour/staff',
      },
      next_review_date: '2026-12-15',
      interval_months: 12,
      review: {
        uuid: reviewOf.demo,
        review_date: '2026-12-15',
        status: 'checkin_open',
        checkin_opened_at: ctx.clock().toISOString(),
        checkin_submitted_at: null,
        checkin: null,
        pack: null,
      },
    });

    // Setting it again, or the daily run, opens nothing more.
    await setService(demo, '2026-12-15');
    expect(await runCycle()).toEqual({ opened: 0, unanswered: 0 });
    expect(await mailsTo(ctx, demo.email)).toHaveLength(1);
  });

  it('opens nothing for a date further off, and refuses an adviser from elsewhere or another firm’s client', async () => {
    const service = await setService(vip, '2027-03-01');
    expect(service).toMatchObject({ next_review_date: '2027-03-01', current: null, history: [] });
    expect(await clientService(vip)).toMatchObject({ next_review_date: '2027-03-01', review: null });
    expect(await mailsTo(ctx, vip.email)).toEqual([]);

    for (const adviserId of [other.adviser.id, demo.id, MISSING_UUID]) {
      const res = await call(admin.token, 'PUT', `/v1/admin/clients/${vip.id}/service`, {
        adviser_id: adviserId,
        next_review_date: '2027-03-01',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('adviser_id');
    }
    const badDate = await call(admin.token, 'PUT', `/v1/admin/clients/${vip.id}/service`, {
      adviser_id: null,
      next_review_date: '2027-02-30',
    });
    expect(badDate.statusCode).toBe(422);
    const past = await call(admin.token, 'PUT', `/v1/admin/clients/${vip.id}/service`, {
      adviser_id: null,
      next_review_date: '2026-01-05',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.next_review_date).toEqual(['The next review date cannot be in the past.']);
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { adviser_id: null, next_review_date: '2026-12-01' }],
    ] as const) {
      expect(
        (await call(other.adminToken, method, `/v1/admin/clients/${vip.id}/service`, payload)).statusCode,
      ).toBe(404);
      expect(
        (await call(admin.token, method, `/v1/admin/clients/${other.client.id}/service`, payload)).statusCode,
      ).toBe(404);
      expect(
        (await call(admin.token, method, `/v1/admin/clients/${adviser.id}/service`, payload)).statusCode,
      ).toBe(404);
    }
    expect(await nextReviewDate(vip)).toBe('2027-03-01');
  });

  it('takes the client’s check-in once, shows the answers to staff, and clears it from the action centre', async () => {
    for (const token of [vip.token, other.clientToken]) {
      expect((await call(token, 'POST', `/v1/review/${reviewOf.demo}/checkin`, ANSWERS)).statusCode).toBe(
        404,
      );
      expect((await ok<ClientService>(token, 'GET', '/v1/review')).review).toBeNull();
    }
    const incomplete = await call(demo.token, 'POST', `/v1/review/${reviewOf.demo}/checkin`, {
      wants_review: true,
    });
    expect(incomplete.statusCode).toBe(422);

    // The admin watches demo@ besides their adviser: both are told, each once.
    await ok(admin.token, 'PUT', `/v1/admin/clients/${demo.id}/watchers/me`, { watching: true });
    const answeredMail = 'A client has answered their review check-in';
    const answeredMails = async (to: string) =>
      (await mailsTo(ctx, to)).filter((mail) => mail.header('subject') === answeredMail);
    expect(await answeredMails(adviser.email)).toEqual([]);

    ctx.clock.advance(60_000);
    const review = await ok<ClientReview>(demo.token, 'POST', `/v1/review/${reviewOf.demo}/checkin`, ANSWERS);
    const stored = { ...ANSWERS, to_discuss: ANSWERS.to_discuss.trim() };
    expect(review).toMatchObject({
      status: 'checkin_done',
      checkin_submitted_at: ctx.clock().toISOString(),
      checkin: stored,
    });
    expect((await call(demo.token, 'POST', `/v1/review/${reviewOf.demo}/checkin`, ANSWERS)).statusCode).toBe(
      409,
    );
    expect((await call(demo.token, 'POST', `/v1/review/${MISSING_UUID}/checkin`, ANSWERS)).statusCode).toBe(
      404,
    );

    const service = await adminService(demo);
    expect(service.current).toMatchObject({ status: 'checkin_done', checkin: stored });
    expect(await auditRows(ctx, 'client.review.checkin', reviewOf.demo)).toHaveLength(1);
    expect((await ok<{ items: unknown[] }>(demo.token, 'GET', '/v1/action')).items).toEqual([]);

    // The adviser and the watcher are emailed who answered and whether they want the review, none of the answers.
    const [toAdviser, ...more] = await answeredMails(adviser.email);
    expect(more).toEqual([]);
    expect(toAdviser!.text).toContain(
      'Alex Morgan has answered their review check-in: they would like their review.',
    );
    expect(toAdviser!.text).toContain(`https://portal.test/admin/clients/${demo.id}`);
    expect(toAdviser!.text).toContain('turn off “Email me when a client writes” in Messages');
    const [toWatcher] = await answeredMails(admin.email);
    expect(toWatcher!.text).toContain('You watch Alex Morgan');
    for (const mail of [toAdviser!, toWatcher!]) expect(mail.text).not.toContain('grandchild');
    expect(await answeredMails(demo.email)).toEqual([]);
    await ok(admin.token, 'PUT', `/v1/admin/clients/${demo.id}/watchers/me`, { watching: false });
  });

  it('delivers the review when the client acknowledges its pack, and sets the next one 12 months on', async () => {
    // The pack is for this client's open review only.
    const wrongReview = await uploadDocument(ctx, admin.token, vip.id, {
      category: 'annual_review_pack',
      title: 'Pack',
      review_id: reviewOf.demo,
    });
    expect(wrongReview.statusCode).toBe(422);
    expect(wrongReview.json().errors).toHaveProperty('review_id');

    const draft = await publishDocument(ctx, adviser.token, demo.id, {
      category: 'annual_review_pack',
      title: 'Annual review pack 2026 (draft)',
      requires: 'acknowledge',
      review_id: reviewOf.demo,
    });
    expect(draft.review).toBe(reviewOf.demo);
    expect((await clientService(demo)).review!.pack).toMatchObject({ uuid: draft.uuid });
    // A corrected pack (as the back office sends it, naming the review again) becomes the review's pack.
    ctx.clock.advance(60_000);
    const pack = await publishDocument(ctx, adviser.token, demo.id, {
      category: 'annual_review_pack',
      title: 'Annual review pack 2026',
      requires: 'acknowledge',
      review_id: reviewOf.demo,
      replaces: draft.uuid,
    });
    expect(pack).toMatchObject({ review: reviewOf.demo, version: 2 });
    expect((await call(demo.token, 'POST', `/v1/document/${draft.uuid}/acknowledge`)).statusCode).toBe(404);
    const before = await clientService(demo);
    expect(before.review).toMatchObject({
      status: 'checkin_done',
      pack: { uuid: pack.uuid, title: 'Annual review pack 2026', completed_at: null },
    });
    const actions = await ok<{ items: Array<{ kind: string; subject: string | null }> }>(
      demo.token,
      'GET',
      '/v1/action',
    );
    expect(actions.items.map((i) => [i.kind, i.subject])).toEqual([['acknowledge', pack.uuid]]);

    expect((await call(demo.token, 'GET', `/v1/document/${pack.uuid}/file`)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const acknowledged = await call(demo.token, 'POST', `/v1/document/${pack.uuid}/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);

    const after = await clientService(demo);
    expect(after.next_review_date).toBe('2027-12-15');
    expect(after.review).toMatchObject({
      uuid: reviewOf.demo,
      status: 'delivered',
      pack: { uuid: pack.uuid, completed_at: ctx.clock().toISOString() },
    });
    const service = await adminService(demo);
    expect(service.current).toBeNull();
    expect(service.history).toEqual([
      expect.objectContaining({
        uuid: reviewOf.demo,
        status: 'delivered',
        outcome_at: ctx.clock().toISOString(),
      }),
    ]);
    // A closed review takes no pack and no outcome.
    const late = await uploadDocument(ctx, admin.token, demo.id, { title: 'Late', review_id: reviewOf.demo });
    expect(late.statusCode).toBe(422);
    const outcome = await call(admin.token, 'POST', `/v1/admin/reviews/${reviewOf.demo}/outcome`, {
      outcome: 'declined',
    });
    expect(outcome.statusCode).toBe(409);
    expect(await nextReviewDate(demo)).toBe('2027-12-15');
  });

  it('declines the review when the client says so in the check-in', async () => {
    const service = await setService(vip, '2026-12-05');
    reviewOf.vip = service.current!.uuid;
    expect(service.current!.status).toBe('checkin_open');
    const declined = await ok<ClientReview>(vip.token, 'POST', `/v1/review/${reviewOf.vip}/checkin`, {
      ...ANSWERS,
      wants_review: false,
      to_discuss: '',
    });
    expect(declined.status).toBe('declined');
    const told = (await mailsTo(ctx, adviser.email)).filter((mail) => mail.text.includes('Victoria'));
    expect(told.map((mail) => mail.text.match(/check-in: (.+)$/m)?.[1])).toEqual([
      'they would rather not have a review this time.',
    ]);
    expect(await nextReviewDate(vip)).toBe('2027-12-05');
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, reviewOf.vip));
    expect(row).toMatchObject({
      outcome: 'declined',
      outcomeBy: vip.id,
      outcomeNote: 'Declined in the check-in',
    });
    expect((await ok<{ items: unknown[] }>(vip.token, 'GET', '/v1/action')).items).toEqual([]);
  });

  it('records a review declined or delivered at a meeting by staff, once, and not for another firm', async () => {
    // carys@ turned review emails off: notified in the app, not emailed.
    await ok(carys.token, 'PUT', '/v1/client/email-preferences', {
      documents: true,
      messages: true,
      reviews: false,
    });
    reviewOf.carys = (await setService(carys, '2026-12-01')).current!.uuid;
    expect(await mailsTo(ctx, carys.email)).toEqual([]);
    const inbox = await ok<{ notifications: Array<{ subject: unknown }> }>(
      carys.token,
      'GET',
      '/v1/notification',
    );
    expect(inbox.notifications.map((n) => n.subject)).toEqual([{ kind: 'review', id: reviewOf.carys }]);

    const url = `/v1/admin/reviews/${reviewOf.carys}/outcome`;
    expect((await call(other.adminToken, 'POST', url, { outcome: 'declined' })).statusCode).toBe(404);
    expect(
      (await call(admin.token, 'POST', `/v1/admin/reviews/${MISSING_UUID}/outcome`, { outcome: 'declined' }))
        .statusCode,
    ).toBe(404);
    const declined = await ok<AdminReview>(admin.token, 'POST', url, {
      outcome: 'declined',
      note: 'Phoned to say not this year.',
    });
    expect(declined).toMatchObject({
      status: 'declined',
      outcome_note: 'Phoned to say not this year.',
      meeting_held_on: null,
      outcome_at: ctx.clock().toISOString(),
    });
    expect((await call(admin.token, 'POST', url, { outcome: 'declined' })).statusCode).toBe(409);
    expect(await auditRows(ctx, 'admin.review.outcome', reviewOf.carys)).toHaveLength(1);
    expect(await nextReviewDate(carys)).toBe('2027-12-01');
    // The client can no longer answer the check-in.
    expect(
      (await call(carys.token, 'POST', `/v1/review/${reviewOf.carys}/checkin`, ANSWERS)).statusCode,
    ).toBe(409);

    reviewOf.ellen = (await setService(ellen, '2026-12-10')).current!.uuid;
    const ellenUrl = `/v1/admin/reviews/${reviewOf.ellen}/outcome`;
    const noMeeting = await call(admin.token, 'POST', ellenUrl, { outcome: 'delivered' });
    expect(noMeeting.statusCode).toBe(422);
    expect(noMeeting.json().errors).toHaveProperty('meeting_held_on');
    const future = await call(admin.token, 'POST', ellenUrl, {
      outcome: 'delivered',
      meeting_held_on: '2026-11-22',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toHaveProperty('meeting_held_on');
    const delivered = await ok<AdminReview>(adviser.token, 'POST', ellenUrl, {
      outcome: 'delivered',
      meeting_held_on: '2026-11-20',
    });
    expect(delivered).toMatchObject({ status: 'delivered', meeting_held_on: '2026-11-20' });
    expect(await nextReviewDate(ellen)).toBe('2027-12-10');
  });

  it('counts the reviews in a period: due, delivered, declined, no response and open', async () => {
    reviewOf.dev = (await setService(dev, '2026-12-03')).current!.uuid;
    const december = await report('2026-12-01', '2026-12-31');
    expect({ ...december, reviews: undefined }).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      due: 5,
      delivered: 2,
      declined: 2,
      no_response: 0,
      open: 1,
      reviews: undefined,
    });
    // In review-date order.
    expect(december.reviews.map((r) => [r.client.name, r.review_date, r.status])).toEqual([
      ['Carys Jones', '2026-12-01', 'declined'],
      ['Dev Patel', '2026-12-03', 'checkin_open'],
      ['Victoria Hale', '2026-12-05', 'declined'],
      ['Ellen Wood', '2026-12-10', 'delivered'],
      ['Alex Morgan', '2026-12-15', 'delivered'],
    ]);
    const part = await report('2026-12-04', '2026-12-10');
    expect([part.due, part.delivered, part.declined, part.open]).toEqual([2, 1, 1, 0]);
    expect((await report('2027-01-01', '2027-12-31')).due).toBe(0);

    const backwards = await call(
      admin.token,
      'GET',
      '/v1/admin/reports/reviews?from=2026-12-31&to=2026-12-01',
    );
    expect(backwards.statusCode).toBe(422);
    expect((await call(admin.token, 'GET', '/v1/admin/reports/reviews?from=2026-12-01')).statusCode).toBe(
      422,
    );
    const theirs = await ok<ReviewReport>(
      other.adminToken,
      'GET',
      '/v1/admin/reports/reviews?from=2026-12-01&to=2026-12-31',
    );
    expect(theirs).toMatchObject({ due: 0, reviews: [] });
    expect(
      (await call(demo.token, 'GET', '/v1/admin/reports/reviews?from=2026-12-01&to=2026-12-31')).statusCode,
    ).toBe(401);
  });

  it('marks no response when the scheduled run comes more than 30 days after the review date', async () => {
    // 30 days after 3 December: still open.
    ctx.clock.advance(Date.parse('2027-01-02T09:00:00Z') - ctx.clock().getTime());
    expect(await runCycle()).toEqual({ opened: 0, unanswered: 0 });

    // A day later the daily run ends it.
    ctx.clock.advance(DAY);
    expect(await runCycle()).toEqual({ opened: 0, unanswered: 1 });
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, reviewOf.dev));
    expect(row).toMatchObject({ outcome: 'no_response', outcomeBy: null });
    expect(await nextReviewDate(dev)).toBe('2027-12-03');

    admin.token = (await tokenFor(ctx.app, admin.email)).token;
    dev.token = (await tokenFor(ctx.app, dev.email)).token;
    const december = await report('2026-12-01', '2026-12-31');
    expect([
      december.due,
      december.delivered,
      december.declined,
      december.no_response,
      december.open,
    ]).toEqual([5, 2, 2, 1, 0]);
    expect((await call(dev.token, 'POST', `/v1/review/${reviewOf.dev}/checkin`, ANSWERS)).statusCode).toBe(
      409,
    );
    expect((await clientService(dev)).review).toMatchObject({ status: 'no_response' });
    expect((await ok<{ items: unknown[] }>(dev.token, 'GET', '/v1/action')).items).toEqual([]);
    // Ended reviews stay ended; the next ones are a year off.
    expect(await runCycle()).toEqual({ opened: 0, unanswered: 0 });
  });
});
