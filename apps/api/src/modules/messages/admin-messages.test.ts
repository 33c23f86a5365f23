import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, messageThreadReads, messageThreads, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, mailsTo, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds)('admin messages on %s', (kind) => {
  let ctx: TestContext;
  let admin: { id: string; token: string; firmId: string };
  let adviser: { id: string; token: string; email: string };
  let client: { id: string; token: string };
  let demoThreadId: string;
  let other: Awaited<ReturnType<typeof addFirm>> & { threadId: string; adminToken: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        await createDemoThread(db, { firmId: firm.id, clientId: demo.id, today: NOW });
      },
    });
    const adminUser = await userByEmail(ctx, 'adviser@sextant.test');
    admin = {
      id: adminUser.id,
      firmId: adminUser.firmId,
      token: (await tokenFor(ctx.app, adminUser.email)).token,
    };
    const adviserUser = await addStaff(ctx, 'adviser');
    adviser = {
      id: adviserUser.id,
      email: adviserUser.email,
      token: (await tokenFor(ctx.app, adviserUser.email)).token,
    };
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    client = { id: demo.id, token: (await tokenFor(ctx.app, demo.email)).token };
    const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.clientId, demo.id));
    demoThreadId = thread!.id;

    const firm = await addFirm(ctx);
    const [otherThread] = await ctx.db
      .insert(messageThreads)
      .values({
        firmId: firm.firm.id,
        clientId: firm.client.id,
        subject: 'Other firm thread',
        lastMessageAt: NOW,
      })
      .returning();
    await ctx.db.insert(messages).values({
      threadId: otherThread!.id,
      senderId: firm.client.id,
      body: 'Hi from elsewhere',
      createdAt: NOW,
    });
    other = {
      ...firm,
      threadId: otherThread!.id,
      adminToken: (await tokenFor(ctx.app, firm.admin.email)).token,
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
  const inbox = async (token: string, query = '') => {
    const res = await call(token, 'GET', `/v1/admin/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: Array<{ uuid: string; subject: string; unread: boolean; assignee: { uuid: string } | null }>;
      total: number;
    };
  };
  const unreadCount = async (token = admin.token) =>
    (await call(token, 'GET', '/v1/admin/messages/unread-count')).json().unread as number;

  it("lists the firm's threads with client, preview, unread flag and assignee, and no other firm's", async () => {
    const page = await inbox(admin.token);
    expect(page).toEqual({
      items: [
        {
          uuid: demoThreadId,
          subject: 'Your annual review',
          client: { uuid: client.id, name: 'Alex Morgan', email: 'demo@sextant.test' },
          last_message_preview: 'Hello, could we move my annual review to next month?',
          last_message_at: new Date(NOW.getTime() - 2 * 86_400_000).toISOString(),
          unread: true,
          assignee: null,
        },
      ],
      total: 1,
      page: 1,
      per_page: 25,
    });
    expect(await unreadCount()).toBe(1);
    const theirs = await inbox(other.adminToken);
    expect(theirs.items.map((t) => t.uuid)).toEqual([other.threadId]);
  });

  it('opens a thread oldest message first and marks it read for the one who opened it only', async () => {
    const res = await call(adviser.token, 'GET', `/v1/admin/messages/${demoThreadId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: demoThreadId,
      subject: 'Your annual review',
      client: { uuid: client.id, name: 'Alex Morgan', email: 'demo@sextant.test' },
      assignee: null,
      created_at: expect.any(String),
      messages: [
        {
          uuid: expect.any(String),
          body: 'Hello, could we move my annual review to next month?',
          created_at: new Date(NOW.getTime() - 3 * 86_400_000).toISOString(),
          from: 'client',
          sender_uuid: client.id,
          sender_name: 'Alex Morgan',
        },
      ],
    });
    const [stored] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, demoThreadId));
    const reads = await ctx.db
      .select()
      .from(messageThreadReads)
      .where(eq(messageThreadReads.threadId, demoThreadId));
    expect(reads.map((read) => [read.userId, read.readAt])).toEqual([[adviser.id, ctx.clock()]]);
    expect(stored!.clientReadAt).toBeNull();
    expect((await inbox(adviser.token)).items[0]!.unread).toBe(false);
    expect((await inbox(adviser.token, '?unread=true')).items).toEqual([]);
    expect(await unreadCount(adviser.token)).toBe(0);
    // Each person has their own read mark: a colleague still sees the client's message waiting.
    expect((await inbox(admin.token, '?unread=true')).items.map((t) => t.uuid)).toEqual([demoThreadId]);
    expect(await unreadCount(admin.token)).toBe(1);
  });

  it('stores a staff reply as from the firm; the client sees it unread and from the firm', async () => {
    ctx.clock.advance(MINUTE);
    const before = (await call(client.token, 'GET', '/v1/message')).json();
    expect(before.unreadTotal).toBe(0);

    const res = await call(admin.token, 'POST', `/v1/admin/messages/${demoThreadId}/reply`, {
      body: '  Of course.\nHow about the 14th?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      uuid: expect.any(String),
      body: 'Of course.\nHow about the 14th?',
      created_at: ctx.clock().toISOString(),
      from: 'firm',
      sender_uuid: admin.id,
      sender_name: 'Priya Shah',
    });

    ctx.clock.advance(MINUTE);
    const list = (await call(client.token, 'GET', '/v1/message')).json();
    expect(list.unreadTotal).toBe(1);
    expect(list.threads[0]).toMatchObject({
      uuid: demoThreadId,
      unread_count: 1,
      last_message_at: new Date(ctx.clock().getTime() - MINUTE).toISOString(),
      last_message_preview: 'Of course. How about the 14th?',
    });
    const thread = (await call(client.token, 'GET', `/v1/message/${demoThreadId}`)).json();
    expect(thread.messages.at(-1)).toEqual({
      uuid: res.json().uuid,
      body: 'Of course.\nHow about the 14th?',
      created_at: res.json().created_at,
      from: 'firm',
      sender_name: 'Priya Shah',
    });
    expect((await call(client.token, 'GET', '/v1/message')).json().unreadTotal).toBe(0);

    // Whoever replies has read the thread; their own reply is not unread to them.
    expect((await inbox(admin.token)).items[0]).toMatchObject({ unread: false });
    expect(await unreadCount(admin.token)).toBe(0);
    const [audit] = await auditRows(ctx, 'admin.message.reply', 'demo@sextant.test');
    expect(audit).toMatchObject({
      firmId: admin.firmId,
      subject: 'demo@sextant.test',
      actorId: admin.id,
      details: { thread_id: demoThreadId, message_id: res.json().uuid, length: 30 },
    });

    // A notification opens the thread, and an email says a reply waits without saying what it is.
    const inboxPage = (await call(client.token, 'GET', '/v1/notification')).json();
    expect(inboxPage.notifications[0]).toMatchObject({
      title: 'New message from Priya Shah',
      subject: { kind: 'message', id: demoThreadId },
      link: `/tabs/messages?thread=${demoThreadId}`,
    });
    await ctx.app.mailer.settled();
    const mail = (await ctx.outbox()).at(-1)!;
    expect(mail).toContain('To: demo@sextant.test');
    expect(mail).toContain('Subject: You have a new message in your portal');
    expect(mail).not.toContain('14th');
  });

  it('makes the thread unread for the firm when the client writes again', async () => {
    ctx.clock.advance(MINUTE);
    const res = await call(client.token, 'POST', `/v1/message/${demoThreadId}/reply`, {
      body: 'The 14th is fine.',
    });
    expect(res.statusCode).toBe(201);
    expect(await unreadCount()).toBe(1);
    expect((await inbox(admin.token, '?unread=true')).items.map((t) => t.uuid)).toEqual([demoThreadId]);
    await call(admin.token, 'GET', `/v1/admin/messages/${demoThreadId}`);
    expect(await unreadCount()).toBe(0);
  });

  it('refuses a reply that breaks the client reply rule, and stores nothing', async () => {
    const cases: Array<[string, object]> = [
      ['empty', { body: '' }],
      ['blank', { body: ' \n ' }],
      ['too long', { body: 'a'.repeat(10_001) }],
      ['missing', {}],
      ['not text', { body: 42 }],
      ['NUL', { body: 'a\u0000b' }],
      ['control character', { body: 'a\u0007b' }],
    ];
    const count = async () =>
      (await ctx.db.select().from(messages).where(eq(messages.threadId, demoThreadId))).length;
    const before = await count();
    for (const [name, payload] of cases) {
      const res = await call(admin.token, 'POST', `/v1/admin/messages/${demoThreadId}/reply`, payload);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.body, name).toEqual([expect.any(String)]);
    }
    expect(await count()).toBe(before);
    const ok = await call(admin.token, 'POST', `/v1/admin/messages/${demoThreadId}/reply`, {
      body: 'b'.repeat(10_000),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('lists the active advisers and admins of the firm for the picker', async () => {
    const inactive = await addStaff(ctx, 'adviser');
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    const res = await call(adviser.token, 'GET', '/v1/admin/messages/assignees');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((s: { uuid: string }) => s.uuid);
    expect(ids).toEqual(expect.arrayContaining([admin.id, adviser.id]));
    expect(ids).toHaveLength(2);
    expect(res.json().items).toContainEqual({
      uuid: admin.id,
      name: 'Priya Shah',
      email: 'adviser@sextant.test',
      role: 'admin',
    });
  });

  it('assigns a thread to an adviser, filters by assignee, and unassigns', async () => {
    const res = await call(admin.token, 'PUT', `/v1/admin/messages/${demoThreadId}/assignee`, {
      staff_id: adviser.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assignee: { uuid: adviser.id, name: 'Staff adviser', email: adviser.email },
    });
    expect((await inbox(adviser.token, '?assigned=me')).items.map((t) => t.uuid)).toEqual([demoThreadId]);
    expect((await inbox(admin.token, '?assigned=me')).items).toEqual([]);
    expect((await inbox(admin.token, '?assigned=unassigned')).items).toEqual([]);
    expect((await inbox(admin.token)).items[0]!.assignee).toMatchObject({ uuid: adviser.id });
    const [audit] = await auditRows(ctx, 'admin.message.assign');
    expect(audit).toMatchObject({
      actorId: admin.id,
      subject: 'demo@sextant.test',
      details: { thread_id: demoThreadId, from: null, to: adviser.id },
    });

    const cleared = await call(adviser.token, 'PUT', `/v1/admin/messages/${demoThreadId}/assignee`, {
      staff_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ assignee: null });
    expect((await inbox(admin.token, '?assigned=unassigned')).items.map((t) => t.uuid)).toEqual([
      demoThreadId,
    ]);
    expect((await auditRows(ctx, 'admin.message.assign')).at(-1)!.details).toEqual({
      thread_id: demoThreadId,
      from: adviser.id,
      to: null,
    });
  });

  it('refuses to assign to anyone but an active adviser or admin of the firm (422 staff_id)', async () => {
    const inactive = await addStaff(ctx, 'admin');
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    for (const staffId of [other.adviser.id, other.admin.id, client.id, inactive.id, MISSING_UUID]) {
      const res = await call(admin.token, 'PUT', `/v1/admin/messages/${demoThreadId}/assignee`, {
        staff_id: staffId,
      });
      expect(res.statusCode, staffId).toBe(422);
      expect(res.json().errors.staff_id).toEqual([expect.any(String)]);
    }
    for (const payload of [{ staff_id: 'nope' }, {}]) {
      const res = await call(admin.token, 'PUT', `/v1/admin/messages/${demoThreadId}/assignee`, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.staff_id).toBeDefined();
    }
    const [stored] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, demoThreadId));
    expect(stored!.assignedTo).toBeNull();
  });

  it('searches subject and client, and sorts', async () => {
    ctx.clock.advance(MINUTE);
    const started = await call(client.token, 'POST', '/v1/message', {
      subject: 'Address change',
      body: 'Moved.',
    });
    expect(started.statusCode).toBe(201);
    const second = started.json().uuid as string;
    expect((await inbox(admin.token)).items.map((t) => t.uuid)).toEqual([second, demoThreadId]);
    expect((await inbox(admin.token, '?sort=subject&order=asc')).items.map((t) => t.subject)).toEqual([
      'Address change',
      'Your annual review',
    ]);
    expect((await inbox(admin.token, '?sort=last_message_at&order=asc')).items[0]!.uuid).toBe(demoThreadId);
    expect((await inbox(admin.token, '?q=annual')).items.map((t) => t.uuid)).toEqual([demoThreadId]);
    expect((await inbox(admin.token, '?q=alex%20morgan')).total).toBe(2);
    expect((await inbox(admin.token, '?q=demo%40sextant')).total).toBe(2);
    expect((await inbox(admin.token, '?q=100%25')).total).toBe(0);
    expect((await inbox(admin.token, '?q=elsewhere')).total).toBe(0);
    expect((await inbox(admin.token, '?q=Other%20firm')).total).toBe(0);
    expect((await inbox(admin.token, '?per_page=1&page=2')).items.map((t) => t.uuid)).toEqual([demoThreadId]);
    expect((await inbox(admin.token, '?sort=client')).total).toBe(2);
    for (const query of ['?sort=body', '?assigned=them', '?unread=yes', '?page=0']) {
      const res = await call(admin.token, 'GET', `/v1/admin/messages${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it("answers 404 to another firm's staff for our threads and to us for theirs, changing nothing", async () => {
    const snapshot = async () => ({
      threads: await ctx.db.select().from(messageThreads),
      reads: await ctx.db.select().from(messageThreadReads),
      messages: (await ctx.db.select().from(messages)).length,
    });
    const before = await snapshot();
    const cases: Array<[string, string]> = [
      [other.adminToken, demoThreadId],
      [admin.token, other.threadId],
      [admin.token, MISSING_UUID],
    ];
    for (const [token, id] of cases) {
      expect((await call(token, 'GET', `/v1/admin/messages/${id}`)).statusCode).toBe(404);
      expect(
        (await call(token, 'POST', `/v1/admin/messages/${id}/reply`, { body: 'Let me in' })).statusCode,
      ).toBe(404);
      expect(
        (await call(token, 'PUT', `/v1/admin/messages/${id}/assignee`, { staff_id: null })).statusCode,
      ).toBe(404);
    }
    // Even assigning our own adviser to their thread.
    const res = await call(admin.token, 'PUT', `/v1/admin/messages/${other.threadId}/assignee`, {
      staff_id: admin.id,
    });
    expect(res.statusCode).toBe(404);
    const after = await snapshot();
    expect(after.messages).toBe(before.messages);
    expect(after.threads.map((t) => [t.id, t.assignedTo, t.clientReadAt?.getTime()]).sort()).toEqual(
      before.threads.map((t) => [t.id, t.assignedTo, t.clientReadAt?.getTime()]).sort(),
    );
    expect(after.reads).toEqual(before.reads);
    const assignees = (await call(other.adminToken, 'GET', '/v1/admin/messages/assignees')).json();
    expect(assignees.items.map((s: { uuid: string }) => s.uuid).sort()).toEqual(
      [other.admin.id, other.adviser.id].sort(),
    );
    expect(await unreadCount(other.adminToken)).toBe(1);
  });

  it('answers 422 for a malformed thread id', async () => {
    for (const id of ['not-a-uuid', `${demoThreadId}x`]) {
      expect((await call(admin.token, 'GET', `/v1/admin/messages/${id}`)).json().errors.id).toBeDefined();
      expect(
        (await call(admin.token, 'POST', `/v1/admin/messages/${id}/reply`, { body: 'x' })).statusCode,
      ).toBe(422);
    }
  });

  it('answers 401 to a client session and to no session', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/v1/admin/messages'],
      ['GET', '/v1/admin/messages/unread-count'],
      ['GET', '/v1/admin/messages/assignees'],
      ['GET', `/v1/admin/messages/${demoThreadId}`],
      ['POST', `/v1/admin/messages/${demoThreadId}/reply`, { body: 'x' }],
      ['PUT', `/v1/admin/messages/${demoThreadId}/assignee`, { staff_id: null }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(client.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
  });
  it('assigns a client’s new thread to their adviser, who is emailed who wrote and never what', async () => {
    await ctx.db.update(users).set({ adviserId: adviser.id }).where(eq(users.id, client.id));
    const mailsToAdviser = () => mailsTo(ctx, adviser.email);
    expect(await mailsToAdviser()).toHaveLength(0);

    const started = await call(client.token, 'POST', '/v1/message', {
      subject: 'Moving my ISA',
      body: 'I would like to move £20,000 into my ISA.',
    });
    expect(started.statusCode, started.body).toBe(201);
    const threadId = started.json().uuid as string;
    const listed = (await inbox(adviser.token, '?assigned=me')).items.find((t) => t.uuid === threadId);
    expect(listed).toMatchObject({ assignee: { uuid: adviser.id }, unread: true });

    const [mail, ...more] = await mailsToAdviser();
    expect(more).toEqual([]);
    expect(mail!.header('subject')).toBe('A client has sent you a message');
    expect(mail!.text).toContain('Alex Morgan has written to you');
    expect(mail!.text).toContain(`https://portal.test/admin/messages/${threadId}`);
    for (const secret of ['ISA', '20,000', 'Moving']) expect(mail!.text).not.toContain(secret);

    // The client writes again: one more email. Turned off, none.
    await call(client.token, 'POST', `/v1/message/${threadId}/reply`, { body: 'Any news?' });
    expect(await mailsToAdviser()).toHaveLength(2);
    expect((await call(adviser.token, 'GET', '/v1/admin/messages/emails')).json()).toEqual({
      email_me: true,
    });
    const off = await call(adviser.token, 'PUT', '/v1/admin/messages/emails', { email_me: false });
    expect(off.json()).toEqual({ email_me: false });
    await call(client.token, 'POST', `/v1/message/${threadId}/reply`, { body: 'Hello?' });
    expect(await mailsToAdviser()).toHaveLength(2);
    // Someone else's choice is their own: the admin's emails are still on.
    expect((await call(admin.token, 'GET', '/v1/admin/messages/emails')).json()).toEqual({ email_me: true });
    expect(
      (await call(adviser.token, 'PUT', '/v1/admin/messages/emails', { email_me: true })).json(),
    ).toEqual({
      email_me: true,
    });
    const bad = await call(adviser.token, 'PUT', '/v1/admin/messages/emails', {});
    expect(bad.json().errors).toEqual({ email_me: ['Say whether to email you when a client writes.'] });
  });

  it('leaves a new thread unassigned, emailing nobody, when the client’s adviser has left', async () => {
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, adviser.id));
    const before = (await ctx.outbox()).length;
    const started = await call(client.token, 'POST', '/v1/message', {
      subject: 'Hello',
      body: 'Anyone there?',
    });
    expect(started.statusCode).toBe(201);
    const [thread] = await ctx.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, started.json().uuid));
    expect(thread!.assignedTo).toBeNull();
    expect(await ctx.outbox()).toHaveLength(before);
    await ctx.db.update(users).set({ active: true, adviserId: null }).where(eq(users.id, adviser.id));
  });

  it('emails the staff watching the client too, once each, as watchers', async () => {
    // The admin watches demo@, whose thread is unassigned (their adviser is gone from the last test).
    const admins = await userByEmail(ctx, 'adviser@sextant.test');
    const mailsToAdmin = () => mailsTo(ctx, admins.email);
    const before = (await mailsToAdmin()).length;
    await call(admin.token, 'PUT', `/v1/admin/clients/${client.id}/watchers/me`, { watching: true });
    const started = await call(client.token, 'POST', '/v1/message', {
      subject: 'Watched',
      body: 'My pension transfer',
    });
    expect(started.statusCode).toBe(201);
    const mails = (await mailsToAdmin()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Alex Morgan has written to the firm in the client portal.');
    expect(mails[0]!.text).toContain('You watch Alex Morgan');
    for (const secret of ['pension', 'Watched']) expect(mails[0]!.text).not.toContain(secret);

    // Watching and assigned: one email, as the assignee.
    const threadId = started.json().uuid as string;
    await call(admin.token, 'PUT', `/v1/admin/messages/${threadId}/assignee`, { staff_id: admins.id });
    await call(client.token, 'POST', `/v1/message/${threadId}/reply`, { body: 'Again' });
    const again = (await mailsToAdmin()).slice(before + 1);
    expect(again.map((mail) => mail.text.includes('has written to you'))).toEqual([true]);

    // Stopped watching and unassigned: nothing.
    await call(admin.token, 'PUT', `/v1/admin/clients/${client.id}/watchers/me`, { watching: false });
    await call(admin.token, 'PUT', `/v1/admin/messages/${threadId}/assignee`, { staff_id: null });
    await call(client.token, 'POST', `/v1/message/${threadId}/reply`, { body: 'Still there?' });
    expect(await mailsToAdmin()).toHaveLength(before + 2);
  });
});
