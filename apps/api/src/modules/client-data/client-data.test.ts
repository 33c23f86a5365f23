import { type ClientExport, EXPORT_PARTS } from '@sextant/contracts/client-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientExports, messages, messageThreads, policies, providers } from '@/db/schema/index';
import { unzipFiles } from '@/shared/zip';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { publishDocument } from '@/test/fixtures/documents';
import { createDemoThread } from '@/test/fixtures/messages';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { addTransactions } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';
import { auditRows, DEMO_TOTP_SECRET, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;
const DEMO_MESSAGE = 'Hello, could we move my annual review to next month?';
const VIP_MESSAGE = 'Please keep my SIPP drawdown plans between us: Victoria.';
const OTHER_MESSAGE = 'A message from a client of another firm entirely.';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds)('the client’s own data on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let demo: { id: string; token: string };
  let vip: { id: string; token: string };
  let other: Awaited<ReturnType<typeof addFirm>> & { clientToken: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip } = await createDemoPeople(db, NOW);
        const { policies: created } = await createDemoPortfolios(db, firm, [demo, vip], {
          today: NOW,
          valuationDays: 3,
          providers: 2,
        });
        await addTransactions(db, created[0]!.id, [
          { date: '2026-11-01', type: 'contribution', amount: '250.00', description: 'Monthly saving' },
          { date: '2026-11-02', type: 'charge', amount: '4.00', description: 'Platform fee' },
        ]);
        await createDemoThread(db, { firmId: firm.id, clientId: demo.id, today: NOW });
        const [thread] = await db
          .insert(messageThreads)
          .values({ firmId: firm.id, clientId: vip.id, subject: 'Drawdown', lastMessageAt: NOW })
          .returning();
        await db.insert(messages).values({ threadId: thread!.id, senderId: vip.id, body: VIP_MESSAGE });
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const demoUser = await userByEmail(ctx, 'demo@sextant.test');
    demo = { id: demoUser.id, token: (await tokenFor(ctx.app, demoUser.email)).token };
    const vipUser = await userByEmail(ctx, 'vip@sextant.test');
    vip = { id: vipUser.id, token: (await tokenFor(ctx.app, vipUser.email)).token };

    const firm = await addFirm(ctx);
    other = { ...firm, clientToken: (await tokenFor(ctx.app, firm.client.email)).token };
    const [provider] = await ctx.db
      .insert(providers)
      .values({ firmId: firm.firm.id, name: 'Elsewhere Life' })
      .returning();
    await ctx.db.insert(policies).values({
      firmId: firm.firm.id,
      clientId: firm.client.id,
      providerId: provider!.id,
      reference: 'ZZ-9999-ISA',
      productType: 'Stocks & Shares ISA',
      startDate: '2021-04-06',
    });
    const [thread] = await ctx.db
      .insert(messageThreads)
      .values({ firmId: firm.firm.id, clientId: firm.client.id, subject: 'Elsewhere', lastMessageAt: NOW })
      .returning();
    await ctx.db
      .insert(messages)
      .values({ threadId: thread!.id, senderId: firm.client.id, body: OTHER_MESSAGE });

    await publishDocument(ctx, admin, demo.id, {
      category: 'suitability_report',
      title: 'Suitability report for Alex',
      requires: 'acknowledge',
    });
    await publishDocument(ctx, admin, vip.id, { title: 'Victoria’s fee letter' });
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('keeps the optional email choices, all on at first, audited', async () => {
    const start = await call(demo.token, 'GET', '/v1/client/email-preferences');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ documents: true, messages: true, reviews: true });
    const chosen = { documents: false, messages: true, reviews: false };
    const put = await call(demo.token, 'PUT', '/v1/client/email-preferences', chosen);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(chosen);
    expect((await call(demo.token, 'GET', '/v1/client/email-preferences')).json()).toEqual(chosen);
    const [audit] = await auditRows(ctx, 'client.email_preferences');
    expect(audit).toMatchObject({ actorId: demo.id, details: { off: ['documents', 'reviews'] } });
    // One client's choice is theirs alone.
    expect((await call(vip.token, 'GET', '/v1/client/email-preferences')).json()).toEqual({
      documents: true,
      messages: true,
      reviews: true,
    });
    expect(
      (await call(demo.token, 'PUT', '/v1/client/email-preferences', { documents: false })).statusCode,
    ).toBe(422);
    expect((await call(admin, 'GET', '/v1/client/email-preferences')).statusCode).toBe(401);
  });

  it('answers 404 before any export', async () => {
    expect((await call(demo.token, 'GET', '/v1/client/export')).statusCode).toBe(404);
    expect((await call(demo.token, 'GET', '/v1/client/export/file')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/v1/client/export')).statusCode).toBe(401);
  });

  it('builds one export at a time in the background, audited, then serves it as a ZIP', async () => {
    // Held in the queue until the test runs it, so "building" is what the second request sees.
    await ctx.app.jobs.stop();
    const first = await call(demo.token, 'POST', '/v1/client/export');
    expect(first.statusCode, first.body).toBe(202);
    const building = first.json() as ClientExport;
    expect(building).toEqual({
      uuid: expect.any(String),
      status: 'building',
      created_at: NOW.toISOString(),
      ready_at: null,
      expires_at: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      size: null,
    });
    const second = await call(demo.token, 'POST', '/v1/client/export');
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(building);
    expect((await call(demo.token, 'GET', '/v1/client/export')).json()).toEqual(building);
    expect((await call(demo.token, 'GET', '/v1/client/export/file')).statusCode).toBe(404);
    expect(await ctx.db.select().from(clientExports).where(eq(clientExports.clientId, demo.id))).toHaveLength(
      1,
    );
    const audits = await auditRows(ctx, 'client.export');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: demo.id, subject: building.uuid });
    // Another client has no export, and cannot see this one.
    expect((await call(vip.token, 'GET', '/v1/client/export')).statusCode).toBe(404);

    ctx.app.jobs.start();
    await ctx.app.jobs.drain();
    const ready = await call(demo.token, 'GET', '/v1/client/export');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      uuid: building.uuid,
      status: 'ready',
      ready_at: NOW.toISOString(),
      size: expect.any(Number),
    });
    expect(ready.json().size).toBeGreaterThan(0);

    const file = await call(demo.token, 'GET', '/v1/client/export/file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="sextant-data-2026-11-21.zip"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.length).toBe(ready.json().size);
    expect((await call(vip.token, 'GET', '/v1/client/export/file')).statusCode).toBe(404);
  });

  it('holds every listed part, the client’s own data, and nothing of another client', async () => {
    const file = await call(demo.token, 'GET', '/v1/client/export/file');
    const files = unzipFiles(new Uint8Array(file.rawPayload));
    expect(Object.keys(files).sort()).toEqual([...EXPORT_PARTS].sort());
    const text = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
    );
    for (const name of EXPORT_PARTS.filter((part) => part.endsWith('.json'))) {
      expect(() => JSON.parse(text[name]!), name).not.toThrow();
    }

    const profile = JSON.parse(text['profile.json']!);
    expect(profile).toMatchObject({ email: 'demo@sextant.test', first_name: 'Alex', surname: 'Morgan' });
    expect(text['policies.csv']).toContain('HV-0101-ISA');
    expect(text['policies.json']).toContain('HV-0104-GIA');
    expect(text['valuations.csv']).toContain('HV-0102-SIPP');
    expect(text['transactions.csv']).toContain('Monthly saving');
    // Each charge says who it paid (a charge written without a kind is other).
    expect(text['transactions.csv']).toContain(',reference,charge_kind');
    expect(text['transactions.csv']).toMatch(/Platform fee,,other/);
    expect(JSON.parse(text['messages.json']!)).toEqual([
      expect.objectContaining({ subject: 'Your annual review', sender: 'you', body: DEMO_MESSAGE }),
    ]);
    const documents = JSON.parse(text['documents.json']!);
    expect(documents).toEqual([
      expect.objectContaining({
        title: 'Suitability report for Alex',
        requires: 'acknowledge',
        evidence: [
          expect.objectContaining({ kind: 'published' }),
          expect.objectContaining({ kind: 'notified' }),
        ],
      }),
    ]);
    // The staff member who published it is not the client's data: no address or browser of theirs.
    expect(documents[0].evidence[0]).toMatchObject({ kind: 'published', ip: null, user_agent: null });
    expect(text['documents.csv']).toContain('Suitability report for Alex');
    expect(JSON.parse(text['consents.json']!).optional_emails_turned_off).toEqual(['documents', 'reviews']);
    expect(JSON.parse(text['terms.json']!)).toEqual([expect.objectContaining({ version: 1 })]);
    expect(JSON.parse(text['notifications.json']!)).toEqual([
      expect.objectContaining({ title: 'Document to read and acknowledge' }),
    ]);

    const everything = Object.values(text).join('\n');
    for (const theirs of [
      'vip@sextant.test',
      'Victoria',
      'HV-0201',
      VIP_MESSAGE,
      'fee letter',
      other.client.email,
      'ZZ-9999-ISA',
      OTHER_MESSAGE,
      'new@sextant.test',
      vip.id,
      other.client.id,
    ]) {
      expect(everything, theirs).not.toContain(theirs);
    }
    // Nor the account's secrets.
    const account = await userByEmail(ctx, 'demo@sextant.test');
    expect(everything).not.toContain(account.passwordHash);
    expect(everything).not.toContain(DEMO_TOTP_SECRET);
    expect(profile.authenticator_set_up).toBe(true);
  });

  it('starts a new export once the last is ready, keeps each 24 hours, then answers 404', async () => {
    ctx.clock.advance(HOUR);
    demo.token = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    const again = await call(demo.token, 'POST', '/v1/client/export');
    expect(again.statusCode).toBe(202);
    expect(again.json().status).toBe('building');
    await ctx.app.jobs.drain();
    const latest = (await call(demo.token, 'GET', '/v1/client/export')).json() as ClientExport;
    expect(latest).toMatchObject({ uuid: again.json().uuid, status: 'ready' });
    expect(await auditRows(ctx, 'client.export')).toHaveLength(2);

    ctx.clock.advance(24 * HOUR + 60_000);
    demo.token = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    expect((await call(demo.token, 'GET', '/v1/client/export')).statusCode).toBe(404);
    expect((await call(demo.token, 'GET', '/v1/client/export/file')).statusCode).toBe(404);

    // The hourly prune then deletes the files themselves.
    expect(await ctx.db.select().from(clientExports).where(eq(clientExports.clientId, demo.id))).toHaveLength(
      2,
    );
    await ctx.app.jobs.enqueue('task:prune-client-exports', {});
    await ctx.app.jobs.drain();
    expect(await ctx.db.select().from(clientExports).where(eq(clientExports.clientId, demo.id))).toEqual([]);
  });
  it('leaves out a document the firm withdrew, and keeps the others', async () => {
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const kept = await publishDocument(ctx, admin, demo.id, { title: 'Annual letter for Alex' });
    const withdrawn = await publishDocument(ctx, admin, demo.id, { title: 'Sent to Alex in error' });
    const res = await call(admin, 'POST', `/v1/admin/documents/${withdrawn.uuid}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    demo.token = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    expect((await call(demo.token, 'POST', '/v1/client/export')).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const file = await call(demo.token, 'GET', '/v1/client/export/file');
    expect(file.statusCode).toBe(200);
    const files = unzipFiles(new Uint8Array(file.rawPayload));
    const documents = JSON.parse(Buffer.from(files['documents.json']!).toString('utf8'));
    const csv = Buffer.from(files['documents.csv']!).toString('utf8');
    expect(documents.map((d: { id: string }) => d.id)).toContain(kept.uuid);
    expect(csv).toContain('Annual letter for Alex');
    expect(documents.map((d: { id: string }) => d.id)).not.toContain(withdrawn.uuid);
    expect(csv).not.toContain('Sent to Alex in error');
    expect(csv).not.toContain(withdrawn.uuid);
  });
});
