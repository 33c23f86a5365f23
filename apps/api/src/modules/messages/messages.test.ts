import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms, messages, messageThreads, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, userByEmail } from '@/test/sign-in';
import { preview } from './service';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

type ThreadList = {
  threads: Array<{
    uuid: string;
    subject: string;
    last_message_at: string;
    unread_count: number;
    last_message_preview: string;
  }>;
  unreadTotal: number;
};

describe('preview', () => {
  it('collapses white space and cuts long text at a word with an ellipsis', () => {
    expect(preview('  Hello,\n\n  see   you\tthen.  ')).toBe('Hello, see you then.');
    expect(preview(null)).toBe('');
    const long = `${'word '.repeat(50)}end`;
    const cut = preview(long);
    expect(cut.length).toBeLessThanOrEqual(140);
    expect(cut).toMatch(/word…$/);
    expect(preview('x'.repeat(300))).toBe(`${'x'.repeat(139)}…`);
  });
});

describe.each(testDatabaseKinds)('messages on %s', (kind) => {
  let ctx: TestContext;
  let tokens: Record<string, string>;
  let adviserId: string;
  let demoThreadId: string;
  let otherFirm: { clientEmail: string; threadId: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        await createDemoThread(db, { firmId: firm.id, clientId: demo.id, today: NOW });
      },
    });
    adviserId = (await userByEmail(ctx, 'adviser@sextant.test')).id;
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.clientId, demo.id));
    demoThreadId = thread!.id;

    const [firm] = await ctx.db
      .insert(firms)
      .values({ name: 'Other', fcaNumber: '1', fcaRegisteredDate: '2020-01-01', supportEmail: 'o@o.test' })
      .returning();
    const [client] = await ctx.db
      .insert(users)
      .values({ firmId: firm!.id, email: 'client@other.test', firstName: 'O', surname: 'Ther' })
      .returning();
    const [otherThread] = await ctx.db
      .insert(messageThreads)
      .values({ firmId: firm!.id, clientId: client!.id, subject: 'Other firm thread', lastMessageAt: NOW })
      .returning();
    await ctx.db
      .insert(messages)
      .values({ threadId: otherThread!.id, senderId: client!.id, body: 'Hi', createdAt: NOW });
    otherFirm = { clientEmail: client!.email, threadId: otherThread!.id };

    tokens = {};
    for (const email of ['demo@sextant.test', 'vip@sextant.test', otherFirm.clientEmail]) {
      tokens[email] = (await tokenFor(ctx.app, email)).token;
    }
  });
  afterAll(() => ctx?.close());

  const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[email]}` },
      ...(payload ? { payload } : {}),
    });
  const list = async (email: string): Promise<ThreadList> => {
    const res = await call(email, 'GET', '/v1/message');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** A message from the adviser, written straight to the database as the back office would. */
  const firmWrites = async (threadId: string, body: string, at: Date) => {
    await ctx.db.insert(messages).values({ threadId, senderId: adviserId, body, createdAt: at });
    await ctx.db.update(messageThreads).set({ lastMessageAt: at }).where(eq(messageThreads.id, threadId));
  };

  it("lists the seeded thread with the client's own message, nothing unread", async () => {
    expect(await list('demo@sextant.test')).toEqual({
      threads: [
        {
          uuid: demoThreadId,
          subject: 'Your annual review',
          last_message_at: new Date(NOW.getTime() - 2 * 86_400_000).toISOString(),
          unread_count: 0,
          last_message_preview: 'Hello, could we move my annual review to next month?',
        },
      ],
      unreadTotal: 0,
    });
    expect(await list('vip@sextant.test')).toEqual({ threads: [], unreadTotal: 0 });
  });

  it('counts messages from the firm as unread until the client reads the thread', async () => {
    await firmWrites(demoThreadId, 'Of course.  How about\nthe 14th?', new Date(NOW.getTime() - 30 * MINUTE));
    await firmWrites(
      demoThreadId,
      'Or the 15th, if that suits better.',
      new Date(NOW.getTime() - 20 * MINUTE),
    );
    const before = await list('demo@sextant.test');
    expect(before.unreadTotal).toBe(2);
    expect(before.threads[0]).toMatchObject({
      uuid: demoThreadId,
      unread_count: 2,
      last_message_at: new Date(NOW.getTime() - 20 * MINUTE).toISOString(),
      last_message_preview: 'Or the 15th, if that suits better.',
    });

    const res = await call('demo@sextant.test', 'GET', `/v1/message/${demoThreadId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: demoThreadId,
      subject: 'Your annual review',
      messages: [
        {
          uuid: expect.any(String),
          body: 'Hello, could we move my annual review to next month?',
          created_at: new Date(NOW.getTime() - 3 * 86_400_000).toISOString(),
          from: 'client',
          sender_name: 'Alex Morgan',
        },
        {
          uuid: expect.any(String),
          body: 'Of course.  How about\nthe 14th?',
          created_at: new Date(NOW.getTime() - 30 * MINUTE).toISOString(),
          from: 'firm',
          sender_name: 'Priya Shah',
        },
        expect.objectContaining({ from: 'firm', body: 'Or the 15th, if that suits better.' }),
      ],
    });
    const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, demoThreadId));
    expect(thread!.clientReadAt).toEqual(ctx.clock());

    const after = await list('demo@sextant.test');
    expect(after.unreadTotal).toBe(0);
    expect(after.threads[0]!.unread_count).toBe(0);

    ctx.clock.advance(MINUTE);
    await firmWrites(demoThreadId, 'Any news?', ctx.clock());
    ctx.clock.advance(MINUTE);
    expect((await list('demo@sextant.test')).unreadTotal).toBe(1);
  });

  it('adds a trimmed reply, moves the thread to the top and keeps unread firm messages unread', async () => {
    const started = await call('demo@sextant.test', 'POST', '/v1/message', {
      subject: 'Second topic',
      body: 'Another question.',
    });
    expect(started.statusCode).toBe(201);
    const secondId = started.json().uuid;
    expect((await list('demo@sextant.test')).threads.map((t) => t.uuid)).toEqual([secondId, demoThreadId]);

    ctx.clock.advance(MINUTE);
    const res = await call('demo@sextant.test', 'POST', `/v1/message/${demoThreadId}/reply`, {
      body: '  The 15th suits me.\n\nThanks!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      uuid: expect.any(String),
      body: 'The 15th suits me.\n\nThanks!',
      created_at: ctx.clock().toISOString(),
      from: 'client',
      sender_name: 'Alex Morgan',
    });
    const after = await list('demo@sextant.test');
    expect(after.threads.map((t) => t.uuid)).toEqual([demoThreadId, secondId]);
    expect(after.threads[0]).toMatchObject({
      last_message_at: ctx.clock().toISOString(),
      last_message_preview: 'The 15th suits me. Thanks!',
      unread_count: 1,
    });
    const thread = (await call('demo@sextant.test', 'GET', `/v1/message/${demoThreadId}`)).json();
    expect(thread.messages.at(-1)).toEqual(res.json());
    expect(thread.messages.at(-2).body).toBe('Any news?');
  });

  it('starts a thread with a subject and its first message', async () => {
    const client = await addClient(ctx);
    tokens[client.email] = (await tokenFor(ctx.app, client.email)).token;
    ctx.clock.advance(MINUTE);
    const res = await call(client.email, 'POST', '/v1/message', {
      subject: '  Change of address  ',
      body: 'I have moved house.',
    });
    expect(res.statusCode).toBe(201);
    const thread = res.json();
    expect(thread).toEqual({
      uuid: expect.any(String),
      subject: 'Change of address',
      messages: [
        {
          uuid: expect.any(String),
          body: 'I have moved house.',
          created_at: ctx.clock().toISOString(),
          from: 'client',
          sender_name: 'Test Client',
        },
      ],
    });
    expect(await list(client.email)).toEqual({
      threads: [
        {
          uuid: thread.uuid,
          subject: 'Change of address',
          last_message_at: ctx.clock().toISOString(),
          unread_count: 0,
          last_message_preview: 'I have moved house.',
        },
      ],
      unreadTotal: 0,
    });
    const [stored] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, thread.uuid));
    expect(stored).toMatchObject({ clientId: client.id, firmId: client.firmId, assignedTo: null });
    expect((await call(client.email, 'GET', `/v1/message/${thread.uuid}`)).json()).toEqual(thread);
  });

  it('accepts a body of exactly 10,000 characters', async () => {
    const body = 'a'.repeat(10_000);
    const res = await call('vip@sextant.test', 'POST', '/v1/message', { subject: 's'.repeat(200), body });
    expect(res.statusCode).toBe(201);
    expect(res.json().messages[0].body).toBe(body);
    expect(res.json().subject).toHaveLength(200);
    const reply = await call('vip@sextant.test', 'POST', `/v1/message/${res.json().uuid}/reply`, { body });
    expect(reply.statusCode).toBe(201);
  });

  describe('answers 422 for bad text, and stores nothing', () => {
    const cases: Array<[string, object, string]> = [
      ['a 10,001-character body', { subject: 'Hi', body: 'a'.repeat(10_001) }, 'body'],
      ['an empty body', { subject: 'Hi', body: '' }, 'body'],
      ['a blank body', { subject: 'Hi', body: ' \n\t ' }, 'body'],
      ['no body', { subject: 'Hi' }, 'body'],
      ['a body that is not text', { subject: 'Hi', body: 42 }, 'body'],
      ['a NUL character', { subject: 'Hi', body: 'a\u0000b' }, 'body'],
      ['a 201-character subject', { subject: 's'.repeat(201), body: 'x' }, 'subject'],
      ['a blank subject', { subject: '   ', body: 'x' }, 'subject'],
      ['no subject', { body: 'x' }, 'subject'],
      ['a subject over two lines', { subject: 'a\nb', body: 'x' }, 'subject'],
    ];

    it.each(cases)('starting a thread with %s', async (_, payload, field) => {
      const before = await ctx.db.select().from(messages);
      const res = await call('vip@sextant.test', 'POST', '/v1/message', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, errors: { [field]: [expect.any(String)] } });
      expect(await ctx.db.select().from(messages)).toHaveLength(before.length);
    });

    it.each(cases.filter(([, , field]) => field === 'body'))('replying with %s', async (_, payload) => {
      const { subject: _subject, ...body } = payload as { subject?: string };
      const before = await ctx.db.select().from(messages).where(eq(messages.threadId, demoThreadId));
      const res = await call('demo@sextant.test', 'POST', `/v1/message/${demoThreadId}/reply`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.body).toEqual([expect.any(String)]);
      expect(await ctx.db.select().from(messages).where(eq(messages.threadId, demoThreadId))).toHaveLength(
        before.length,
      );
    });
  });

  it("answers 404 to every call on another client's or another firm's thread, and changes nothing", async () => {
    const threadBefore = await ctx.db.select().from(messageThreads).orderBy(asc(messageThreads.id));
    const messagesBefore = await ctx.db.select().from(messages);
    const cases: Array<[string, string]> = [
      ['vip@sextant.test', demoThreadId],
      [otherFirm.clientEmail, demoThreadId],
      ['demo@sextant.test', otherFirm.threadId],
      ['demo@sextant.test', MISSING_UUID],
    ];
    for (const [email, id] of cases) {
      const read = await call(email, 'GET', `/v1/message/${id}`);
      expect(read.statusCode, `${email} reads ${id}`).toBe(404);
      expect(read.json()).toMatchObject({ name: 'Not Found', status: 404 });
      const reply = await call(email, 'POST', `/v1/message/${id}/reply`, { body: 'Let me in' });
      expect(reply.statusCode, `${email} replies to ${id}`).toBe(404);
    }
    expect(await ctx.db.select().from(messageThreads).orderBy(asc(messageThreads.id))).toEqual(threadBefore);
    expect(await ctx.db.select().from(messages)).toHaveLength(messagesBefore.length);
    const vipThreads = (await list('vip@sextant.test')).threads.map((t) => t.uuid);
    expect(vipThreads).not.toContain(demoThreadId);
    expect(vipThreads).not.toContain(otherFirm.threadId);
    expect((await list(otherFirm.clientEmail)).threads.map((t) => t.uuid)).toEqual([otherFirm.threadId]);
  });

  it('answers 422 for a malformed thread id', async () => {
    for (const id of ['not-a-uuid', `${demoThreadId}x`]) {
      const read = await call('demo@sextant.test', 'GET', `/v1/message/${id}`);
      expect(read.statusCode).toBe(422);
      expect(read.json().errors.id).toEqual([expect.any(String)]);
      const reply = await call('demo@sextant.test', 'POST', `/v1/message/${id}/reply`, { body: 'x' });
      expect(reply.statusCode).toBe(422);
    }
  });

  it('answers 401 without a client session', async () => {
    const adviser = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const calls = [
      ['GET', '/v1/message'],
      ['POST', '/v1/message'],
      ['GET', `/v1/message/${demoThreadId}`],
      ['POST', `/v1/message/${demoThreadId}/reply`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = { subject: 'x', body: 'x' };
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      const res = await ctx.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${adviser}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
