import type { ActionCentre } from '@sextant/contracts/action';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAmendments, termsVersions } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { publishDocument } from '@/test/fixtures/documents';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { freshCode, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds)('the action centre on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let demo: { id: string; token: string; firmId: string };
  let vip: { id: string; token: string };
  let threadId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        threadId = (await createDemoThread(db, { firmId: firm.id, clientId: demo.id, today: NOW })).id;
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const demoUser = await userByEmail(ctx, 'demo@sextant.test');
    demo = {
      id: demoUser.id,
      firmId: demoUser.firmId,
      token: (await tokenFor(ctx.app, demoUser.email)).token,
    };
    const vipUser = await userByEmail(ctx, 'vip@sextant.test');
    vip = { id: vipUser.id, token: (await tokenFor(ctx.app, vipUser.email)).token };
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const centre = async (token = demo.token) => {
    const res = await call(token, 'GET', '/v1/action');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ActionCentre).items;
  };
  const summary = async (token = demo.token) =>
    (await centre(token)).map((item) => [item.kind, item.count, item.subject]);

  it('is empty for a client who owes nothing', async () => {
    expect(await centre(vip.token)).toEqual([]);
    // demo@'s only message is their own: nothing unread.
    expect(await centre()).toEqual([]);
    expect((await call(admin, 'GET', '/v1/action')).statusCode).toBe(401);
  });

  it('lists documents to sign, acknowledge and read, unread messages and a pending change, most pressing first', async () => {
    const letter = await publishDocument(ctx, admin, demo.id, { title: 'Office move' });
    ctx.clock.advance(MINUTE);
    const toRead = await publishDocument(ctx, admin, demo.id, {
      category: 'suitability_report',
      title: 'Suitability report',
      requires: 'acknowledge',
    });
    ctx.clock.advance(MINUTE);
    const toSign = await publishDocument(ctx, admin, demo.id, {
      title: 'Client agreement',
      requires: 'sign',
    });
    const reply = await call(admin, 'POST', `/v1/admin/messages/${threadId}/reply`, {
      body: 'Of course. How about the 14th?',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await ctx.db
      .insert(clientAmendments)
      .values({ clientId: demo.id, changedFields: { telephone_mobile: '07700 900999' } });

    const items = await centre();
    expect(items).toEqual([
      {
        kind: 'sign',
        title: 'A document to sign',
        detail: expect.any(String),
        count: 1,
        subject: toSign.uuid,
        due: null,
      },
      {
        kind: 'acknowledge',
        title: 'A document to read and confirm',
        detail: expect.any(String),
        count: 1,
        subject: toRead.uuid,
        due: null,
      },
      {
        kind: 'messages',
        title: 'A new message from your adviser',
        detail: expect.any(String),
        count: 1,
        subject: threadId,
        due: null,
      },
      {
        kind: 'read',
        title: 'A new document',
        detail: expect.any(String),
        count: 1,
        subject: letter.uuid,
        due: null,
      },
      {
        kind: 'profile_pending',
        title: 'Your change of details is with the firm',
        detail: expect.any(String),
        count: 1,
        subject: null,
        due: null,
      },
    ]);
    // Another client of the firm still owes nothing.
    expect(await centre(vip.token)).toEqual([]);
  });

  it('counts several of a kind without naming one, and drops each as the client does it', async () => {
    const secondSign = await publishDocument(ctx, admin, demo.id, { title: 'Switch form', requires: 'sign' });
    const secondLetter = await publishDocument(ctx, admin, demo.id, { title: 'Newsletter' });
    const items = await centre();
    expect(items.find((i) => i.kind === 'sign')).toMatchObject({
      title: '2 documents to sign',
      count: 2,
      subject: null,
    });
    expect(items.find((i) => i.kind === 'read')).toMatchObject({
      title: '2 new documents',
      count: 2,
      subject: null,
    });

    // Reading the newest letter leaves one, named.
    expect((await call(demo.token, 'GET', `/v1/document/${secondLetter.uuid}/file`)).statusCode).toBe(200);
    const stillToSign = (await centre()).find((i) => i.kind === 'sign')!;
    expect((await centre()).find((i) => i.kind === 'read')).toMatchObject({
      count: 1,
      subject: expect.any(String),
    });
    expect(stillToSign.count).toBe(2);

    // Signing one (opened first) names the other; the documents list agrees.
    const open = async (id: string) =>
      expect((await call(demo.token, 'GET', `/v1/document/${id}/file`)).statusCode).toBe(200);
    await open(secondSign.uuid);
    const signed = await call(demo.token, 'POST', `/v1/document/${secondSign.uuid}/sign`, {
      full_name: 'Alex Morgan',
      code: freshCode(ctx),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const sign = (await centre()).find((i) => i.kind === 'sign')!;
    expect(sign.count).toBe(1);
    const action = (await call(demo.token, 'GET', '/v1/document?status=action')).json();
    expect(action.documents.map((d: { uuid: string }) => d.uuid)).toContain(sign.subject);

    // Opening the thread reads the message; opening the last letter reads it.
    expect((await call(demo.token, 'GET', `/v1/message/${threadId}`)).statusCode).toBe(200);
    const letter = (await centre()).find((i) => i.kind === 'read')!;
    expect((await call(demo.token, 'GET', `/v1/document/${letter.subject}/file?download=1`)).statusCode).toBe(
      200,
    );
    const toAcknowledge = (await centre()).find((i) => i.kind === 'acknowledge')!;
    await open(toAcknowledge.subject!);
    await open(sign.subject!);
    expect(
      (await call(demo.token, 'POST', `/v1/document/${toAcknowledge.subject}/acknowledge`)).statusCode,
    ).toBe(200);
    const signNow = await call(demo.token, 'POST', `/v1/document/${sign.subject}/sign`, {
      full_name: 'Alex Morgan',
      code: freshCode(ctx),
    });
    expect(signNow.statusCode, signNow.body).toBe(200);
    // A document to acknowledge or sign is never "to read" as well, opened or not.
    expect(await summary()).toEqual([['profile_pending', 1, null]]);
  });

  it('asks for updated terms first', async () => {
    await ctx.db.insert(termsVersions).values({ firmId: demo.firmId, version: 2, text: 'Updated terms' });
    expect(await summary()).toEqual([
      ['terms', 1, null],
      ['profile_pending', 1, null],
    ]);
    expect((await centre(vip.token)).map((i) => i.kind)).toEqual(['terms']);
  });
});
