import type { AdminClientDocument, DocumentEvidence } from '@sextant/contracts/admin-documents';
import { type ClientDocument, DOCUMENT_TEXTS, type DocumentPage } from '@sextant/contracts/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDocuments, documentEvents, notifications } from '@/db/schema/index';
import { unzipFiles } from '@/shared/zip';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { letterPdf, publishDocument, sha256Hex, uploadDocument } from '@/test/fixtures/documents';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { freshCode, mailsTo, userByEmail, wrongCode } from '@/test/sign-in';
import { pdfBytes } from '@/test/upload';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const CLIENT_IP = '203.0.113.9';
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const NEW_DOCUMENT_MAIL = 'You have a new document in your portal';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds)('the client document vault on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let demo: { id: string; token: string };
  let vip: { id: string; token: string };
  let other: Awaited<ReturnType<typeof addFirm>> & { adminToken: string; clientToken: string };
  let policy: { id: string; reference: string; productType: string };
  let statementBytes: Uint8Array;
  /** demo@'s documents, and one each of another client of the firm and of another firm's client. */
  const docs = {} as Record<
    'statement' | 'letter' | 'acknowledge' | 'sign' | 'sign2' | 'vip' | 'otherFirm',
    AdminClientDocument
  >;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        const provider = await createProvider(db, firm.id);
        const created = await createPolicy(db, {
          firmId: firm.id,
          clientId: demo.id,
          providerId: provider.id,
          reference: 'HV-0101-ISA',
          productType: 'Stocks & Shares ISA',
        });
        policy = { id: created.id, reference: created.reference, productType: created.productType };
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const demoUser = await userByEmail(ctx, 'demo@sextant.test');
    demo = { id: demoUser.id, token: (await tokenFor(ctx.app, demoUser.email)).token };
    const vipUser = await userByEmail(ctx, 'vip@sextant.test');
    vip = { id: vipUser.id, token: (await tokenFor(ctx.app, vipUser.email)).token };
    const firm = await addFirm(ctx);
    other = {
      ...firm,
      adminToken: (await tokenFor(ctx.app, firm.admin.email)).token,
      clientToken: (await tokenFor(ctx.app, firm.client.email)).token,
    };

    statementBytes = await letterPdf('Valuation statement Q3 2026', 'Alex Morgan', NOW);
    docs.statement = await publishDocument(
      ctx,
      admin,
      demo.id,
      { category: 'valuation_statement', title: 'Valuation statement Q3 2026', policy_id: policy.id },
      { data: statementBytes, filename: 'statement.pdf' },
    );
    ctx.clock.advance(MINUTE);
    docs.letter = await publishDocument(ctx, admin, demo.id, { title: 'Welcome letter' });
    // Published last year: the year filter finds it alone.
    await ctx.db
      .update(clientDocuments)
      .set({ publishedAt: new Date('2025-06-02T10:00:00Z') })
      .where(eq(clientDocuments.id, docs.letter.uuid));
    ctx.clock.advance(MINUTE);
    docs.acknowledge = await publishDocument(
      ctx,
      admin,
      demo.id,
      { category: 'suitability_report', title: 'Suitability report', requires: 'acknowledge' },
      { data: pdfBytes('suitability') },
    );
    ctx.clock.advance(MINUTE);
    docs.sign = await publishDocument(
      ctx,
      admin,
      demo.id,
      { category: 'other', title: 'Client agreement', requires: 'sign' },
      { data: pdfBytes('agreement') },
    );
    ctx.clock.advance(MINUTE);
    docs.sign2 = await publishDocument(
      ctx,
      admin,
      demo.id,
      { category: 'contract_note', title: 'Switch instruction', requires: 'sign' },
      { data: pdfBytes('switch') },
    );
    docs.vip = await publishDocument(ctx, admin, vip.id, {
      title: 'Victoria’s letter',
      requires: 'acknowledge',
    });
    docs.otherFirm = await publishDocument(ctx, other.adminToken, other.client.id, {
      title: 'Their letter',
      requires: 'sign',
    });
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'user-agent': AGENT },
      remoteAddress: CLIENT_IP,
      ...(payload ? { payload } : {}),
    });
  const list = async (query = '', token = demo.token) => {
    const res = await call(token, 'GET', `/v1/document${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentPage;
  };
  const ids = (page: DocumentPage) => page.documents.map((d) => d.uuid);
  const view = async (id: string, token = demo.token) => {
    const res = await call(token, 'GET', `/v1/document/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientDocument;
  };
  const evidence = async (id: string) => {
    const res = await call(admin, 'GET', `/v1/admin/documents/${id}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentEvidence;
  };
  const sign = (id: string, fullName: string, code: string) =>
    call(demo.token, 'POST', `/v1/document/${id}/sign`, { full_name: fullName, code });

  it('lists only the client’s own current documents, newest first, with counts, years and filters', async () => {
    const all = await list();
    expect(ids(all)).toEqual([
      docs.sign2.uuid,
      docs.sign.uuid,
      docs.acknowledge.uuid,
      docs.statement.uuid,
      docs.letter.uuid,
    ]);
    expect(all.pagination).toEqual({ totalCount: 5, defaultPageSize: 20, pageCount: 1, currentPage: 1 });
    expect(all.counts).toEqual({ unread: 5, action: 3 });
    expect(all.years).toEqual([2026, 2025]);

    expect(ids(await list('?category=letter'))).toEqual([docs.letter.uuid]);
    expect(ids(await list('?category=valuation_statement'))).toEqual([docs.statement.uuid]);
    expect(ids(await list('?year=2025'))).toEqual([docs.letter.uuid]);
    expect(ids(await list('?year=2026&category=letter'))).toEqual([]);
    expect(ids(await list('?status=action'))).toEqual([
      docs.sign2.uuid,
      docs.sign.uuid,
      docs.acknowledge.uuid,
    ]);
    const unread = await list('?status=unread');
    expect(unread.pagination.totalCount).toBe(5);
    // Counts are across every page, whatever the filters.
    expect((await list('?category=letter')).counts).toEqual({ unread: 5, action: 3 });
    const beyond = await list('?page=2');
    expect(beyond.documents).toEqual([]);
    expect(beyond.pagination).toEqual({ totalCount: 5, defaultPageSize: 20, pageCount: 1, currentPage: 2 });

    // No filter reaches another client's documents, of this firm or another.
    for (const query of ['', '?category=letter', '?status=action', '?status=unread', '?year=2026']) {
      const found = ids(await list(query));
      expect(found).not.toContain(docs.vip.uuid);
      expect(found).not.toContain(docs.otherFirm.uuid);
    }
    expect(ids(await list('', vip.token))).toEqual([docs.vip.uuid]);
    expect(ids(await list('', other.clientToken))).toEqual([docs.otherFirm.uuid]);

    for (const query of ['?category=memo', '?status=done', '?page=0', '?year=99']) {
      expect((await call(demo.token, 'GET', `/v1/document${query}`)).statusCode, query).toBe(422);
    }
    expect((await call(admin, 'GET', '/v1/document')).statusCode).toBe(401);
  });

  it('shows one document with its policy and what the client still has to do', async () => {
    expect(await view(docs.statement.uuid)).toEqual({
      uuid: docs.statement.uuid,
      title: 'Valuation statement Q3 2026',
      category: 'valuation_statement',
      version: 1,
      requires: 'none',
      policy: { uuid: policy.id, reference: 'HV-0101-ISA', product_type: 'Stocks & Shares ISA' },
      published_at: NOW.toISOString(),
      filename: 'Valuation statement Q3 2026.pdf',
      size: statementBytes.length,
      sha256: sha256Hex(statementBytes),
      unread: true,
      action: null,
      opened_at: null,
      completed_at: null,
    });
    expect(await view(docs.acknowledge.uuid)).toMatchObject({ action: 'acknowledge', policy: null });
    expect(await view(docs.sign.uuid)).toMatchObject({ action: 'sign', requires: 'sign' });
  });

  it('serves the file sandboxed, not sniffed and not stored, recording "opened", or "downloaded" with download=1', async () => {
    const opened = await call(demo.token, 'GET', `/v1/document/${docs.statement.uuid}/file`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['cache-control']).toMatch(/no-store/);
    expect(opened.headers['content-disposition']).toMatch(
      /^inline; filename="Valuation statement Q3 2026\.pdf"$/,
    );
    expect(new Uint8Array(opened.rawPayload)).toEqual(new Uint8Array(statementBytes));

    const seen = await view(docs.statement.uuid);
    expect(seen.unread).toBe(false);
    expect(seen.opened_at).toBe(ctx.clock().toISOString());
    expect((await list()).counts.unread).toBe(4);
    expect(ids(await list('?status=unread'))).not.toContain(docs.statement.uuid);

    const saved = await call(demo.token, 'GET', `/v1/document/${docs.statement.uuid}/file?download=1`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);
    expect(saved.headers['content-security-policy']).toMatch(/sandbox/);
    expect(saved.headers['x-content-type-options']).toBe('nosniff');
    expect(saved.headers['cache-control']).toMatch(/no-store/);

    const found = await evidence(docs.statement.uuid);
    const byClient = found.events.filter((e) => e.kind === 'opened' || e.kind === 'downloaded');
    expect(byClient).toEqual([
      expect.objectContaining({ kind: 'opened', actor: 'Alex Morgan', ip: CLIENT_IP, user_agent: AGENT }),
      expect.objectContaining({ kind: 'downloaded', actor: 'Alex Morgan', ip: CLIENT_IP, user_agent: AGENT }),
    ]);
    expect(found.first_opened_at).toBe(ctx.clock().toISOString());
    expect(found.downloaded_at).toBe(ctx.clock().toISOString());
    expect(
      (await call(demo.token, 'GET', `/v1/document/${docs.statement.uuid}/file?download=yes`)).statusCode,
    ).toBe(422);
  });

  it('refuses to acknowledge or sign a document the client has not opened (409, saying so), recording nothing', async () => {
    const before = await ctx.db.select().from(documentEvents);
    const acknowledged = await call(demo.token, 'POST', `/v1/document/${docs.acknowledge.uuid}/acknowledge`);
    expect(acknowledged.statusCode).toBe(409);
    expect(acknowledged.json().message).toBe(DOCUMENT_TEXTS.openBeforeAcknowledging);
    const signed = await sign(docs.sign.uuid, 'Alex Morgan', freshCode(ctx));
    expect(signed.statusCode).toBe(409);
    expect(signed.json().message).toBe(DOCUMENT_TEXTS.openBeforeSigning);
    expect(await ctx.db.select().from(documentEvents)).toHaveLength(before.length);
    expect(await view(docs.sign.uuid)).toMatchObject({ action: 'sign', completed_at: null });
  });

  it('acknowledges with the moment, IP, user agent and SHA-256, after the document was opened; not twice, and not a document needing nothing', async () => {
    expect((await call(demo.token, 'GET', `/v1/document/${docs.acknowledge.uuid}/file`)).statusCode).toBe(
      200,
    );
    const openedAt = ctx.clock().toISOString();
    ctx.clock.advance(MINUTE);
    const res = await call(demo.token, 'POST', `/v1/document/${docs.acknowledge.uuid}/acknowledge`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: docs.acknowledge.uuid,
      action: null,
      completed_at: ctx.clock().toISOString(),
    });
    const found = await evidence(docs.acknowledge.uuid);
    expect(found.first_opened_at).toBe(openedAt);
    expect(found.acknowledged_at).toBe(ctx.clock().toISOString());
    // The evidence in order: opened, then acknowledged.
    expect(found.events.map((e) => e.kind).filter((k) => k === 'opened' || k === 'acknowledged')).toEqual([
      'opened',
      'acknowledged',
    ]);
    expect(found.events.find((e) => e.kind === 'acknowledged')).toEqual({
      kind: 'acknowledged',
      at: ctx.clock().toISOString(),
      actor: 'Alex Morgan',
      ip: CLIENT_IP,
      user_agent: AGENT,
      sha256: sha256Hex(pdfBytes('suitability')),
      signed_name: null,
    });
    expect((await list()).counts.action).toBe(2);

    const twice = await call(demo.token, 'POST', `/v1/document/${docs.acknowledge.uuid}/acknowledge`);
    expect(twice.statusCode).toBe(409);
    const nothing = await call(demo.token, 'POST', `/v1/document/${docs.letter.uuid}/acknowledge`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toMatch(/does not need/);
    // A document to sign is signed, not acknowledged.
    expect((await call(demo.token, 'POST', `/v1/document/${docs.sign.uuid}/acknowledge`)).statusCode).toBe(
      409,
    );
    const events = await ctx.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.documentId, docs.letter.uuid));
    expect(events.map((e) => e.kind)).not.toContain('acknowledged');
  });

  it('signs with the account’s name (title, accents, case and spaces aside) and a fresh code, never a reused one', async () => {
    for (const doc of [docs.sign, docs.sign2])
      expect((await call(demo.token, 'GET', `/v1/document/${doc.uuid}/file?download=1`)).statusCode).toBe(
        200,
      );
    ctx.clock.advance(MINUTE);
    const code = freshCode(ctx);
    const wrongName = await sign(docs.sign.uuid, 'Alex Smith', code);
    expect(wrongName.statusCode).toBe(422);
    expect(Object.keys(wrongName.json().errors)).toEqual(['full_name']);
    const firstNameOnly = await sign(docs.sign.uuid, 'Alex', code);
    expect(firstNameOnly.json().errors).toHaveProperty('full_name');

    const badCode = await sign(docs.sign.uuid, 'Alex Morgan', wrongCode(ctx));
    expect(badCode.statusCode).toBe(422);
    expect(Object.keys(badCode.json().errors)).toEqual(['code']);
    expect((await sign(docs.sign.uuid, 'Alex Morgan', '12345')).json().errors).toHaveProperty('code');

    // The refusals above used up nothing: the same code still signs.
    const signed = await sign(docs.sign.uuid, '  dr.   ÁLEX   mórgan ', code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ action: null, completed_at: ctx.clock().toISOString() });
    const found = await evidence(docs.sign.uuid);
    expect(found.signed_at).toBe(ctx.clock().toISOString());
    expect(found.events.find((e) => e.kind === 'signed')).toEqual({
      kind: 'signed',
      at: ctx.clock().toISOString(),
      actor: 'Alex Morgan',
      ip: CLIENT_IP,
      user_agent: AGENT,
      sha256: sha256Hex(pdfBytes('agreement')),
      signed_name: 'dr. ÁLEX mórgan',
    });

    // The code just used cannot sign a second document.
    const reused = await sign(docs.sign2.uuid, 'Alex Morgan', code);
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['code']);
    const second = await sign(docs.sign2.uuid, 'MR ALEX MORGAN', freshCode(ctx));
    expect(second.statusCode, second.body).toBe(200);

    expect((await sign(docs.sign.uuid, 'Alex Morgan', freshCode(ctx))).statusCode).toBe(409);
    expect((await sign(docs.acknowledge.uuid, 'Alex Morgan', freshCode(ctx))).statusCode).toBe(409);
    expect((await sign(docs.letter.uuid, 'Alex Morgan', freshCode(ctx))).statusCode).toBe(409);
    expect((await list()).counts.action).toBe(0);
    // Signed after it was opened: read, and nothing left to do.
    expect(await view(docs.sign.uuid)).toMatchObject({ unread: false, action: null });

    // The client's own record shows each signature: their sign-in history, and their data export.
    const history = (await call(demo.token, 'GET', '/v1/user/sign-ins')).json();
    expect(history.items.filter((item: { kind: string }) => item.kind === 'document_signed')).toHaveLength(2);
    expect(history.items[0]).toMatchObject({ kind: 'document_signed', ip: CLIENT_IP });
    expect((await call(demo.token, 'POST', '/v1/client/export')).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const zip = unzipFiles(
      new Uint8Array((await call(demo.token, 'GET', '/v1/client/export/file')).rawPayload),
    );
    const signIns = Buffer.from(zip['sign-ins.csv']!).toString('utf8');
    expect(signIns.match(/document\.sign/g)).toHaveLength(2);
  });

  it('gives the client their evidence certificate of a document they signed, and of nothing else', async () => {
    const copy = await call(demo.token, 'GET', `/v1/document/${docs.sign.uuid}/evidence.pdf`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="evidence-.+\.pdf"$/);
    expect(Buffer.from(copy.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    const staffCopy = await call(admin, 'GET', `/v1/admin/documents/${docs.sign.uuid}/evidence.pdf`);
    expect(staffCopy.statusCode).toBe(200);
    // Not signed or acknowledged: nothing to certify yet.
    const notYet = await call(demo.token, 'GET', `/v1/document/${docs.statement.uuid}/evidence.pdf`);
    expect(notYet.statusCode).toBe(409);
    for (const id of [docs.vip.uuid, docs.otherFirm.uuid, MISSING_UUID])
      expect((await call(demo.token, 'GET', `/v1/document/${id}/evidence.pdf`)).statusCode).toBe(404);
  });

  it('answers 404 for another client’s and another firm’s documents on every call, recording nothing', async () => {
    const before = await ctx.db.select().from(documentEvents);
    for (const id of [docs.vip.uuid, docs.otherFirm.uuid, MISSING_UUID]) {
      const calls: Array<[Method, string, object?]> = [
        ['GET', `/v1/document/${id}`],
        ['GET', `/v1/document/${id}/file`],
        ['GET', `/v1/document/${id}/file?download=1`],
        ['POST', `/v1/document/${id}/acknowledge`],
        ['POST', `/v1/document/${id}/sign`, { full_name: 'Alex Morgan', code: freshCode(ctx) }],
      ];
      for (const [method, url, payload] of calls) {
        const res = await call(demo.token, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // And the other way round: their clients cannot reach demo@'s documents.
    for (const token of [vip.token, other.clientToken]) {
      expect((await call(token, 'GET', `/v1/document/${docs.statement.uuid}`)).statusCode).toBe(404);
      expect((await call(token, 'GET', `/v1/document/${docs.statement.uuid}/file`)).statusCode).toBe(404);
      expect(
        (await call(token, 'POST', `/v1/document/${docs.acknowledge.uuid}/acknowledge`)).statusCode,
      ).toBe(404);
    }
    expect((await call(demo.token, 'GET', '/v1/document/not-a-uuid')).statusCode).toBe(422);
    expect(await ctx.db.select().from(documentEvents)).toHaveLength(before.length);
  });

  it('takes a withdrawn document away from the client while the firm keeps its file and evidence', async () => {
    const opened = await call(demo.token, 'GET', `/v1/document/${docs.letter.uuid}/file`);
    expect(opened.statusCode).toBe(200);
    const withdrawn = await call(admin, 'POST', `/v1/admin/documents/${docs.letter.uuid}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().state).toBe('withdrawn');

    expect(ids(await list())).not.toContain(docs.letter.uuid);
    expect(ids(await list('?year=2025'))).toEqual([]);
    expect((await list()).years).toEqual([2026]);
    expect((await call(demo.token, 'GET', `/v1/document/${docs.letter.uuid}`)).statusCode).toBe(404);
    expect((await call(demo.token, 'GET', `/v1/document/${docs.letter.uuid}/file`)).statusCode).toBe(404);
    expect(
      (await call(demo.token, 'GET', `/v1/document/${docs.letter.uuid}/file?download=1`)).statusCode,
    ).toBe(404);

    const found = await evidence(docs.letter.uuid);
    expect(found.document.state).toBe('withdrawn');
    expect(found.events.map((e) => e.kind)).toEqual(['published', 'notified', 'opened', 'withdrawn']);
    const file = await call(admin, 'GET', `/v1/admin/documents/${docs.letter.uuid}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('supersedes a document with a new version: only the new one shows, unread, to acknowledge again; the old evidence stays', async () => {
    ctx.clock.advance(MINUTE);
    const correction = await publishDocument(
      ctx,
      admin,
      demo.id,
      {
        category: 'suitability_report',
        title: 'Suitability report (corrected)',
        requires: 'acknowledge',
        replaces: docs.acknowledge.uuid,
      },
      { data: pdfBytes('suitability v2') },
    );
    expect(correction).toMatchObject({ version: 2, series: docs.acknowledge.series, state: 'current' });

    const current = ids(await list());
    expect(current).toContain(correction.uuid);
    expect(current).not.toContain(docs.acknowledge.uuid);
    expect((await call(demo.token, 'GET', `/v1/document/${docs.acknowledge.uuid}`)).statusCode).toBe(404);
    expect((await call(demo.token, 'GET', `/v1/document/${docs.acknowledge.uuid}/file`)).statusCode).toBe(
      404,
    );
    expect(await view(correction.uuid)).toMatchObject({
      version: 2,
      unread: true,
      action: 'acknowledge',
      completed_at: null,
      sha256: sha256Hex(pdfBytes('suitability v2')),
    });
    expect(ids(await list('?status=action'))).toEqual([correction.uuid]);

    // The earlier version was opened, not this one: it must be read again before it is acknowledged.
    const unopened = await call(demo.token, 'POST', `/v1/document/${correction.uuid}/acknowledge`);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json().message).toBe(DOCUMENT_TEXTS.openBeforeAcknowledging);
    expect((await call(demo.token, 'GET', `/v1/document/${correction.uuid}/file`)).statusCode).toBe(200);
    const acknowledged = await call(demo.token, 'POST', `/v1/document/${correction.uuid}/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);

    const old = await evidence(docs.acknowledge.uuid);
    expect(old.document.state).toBe('superseded');
    expect(old.events.map((e) => e.kind)).toEqual([
      'published',
      'notified',
      'opened',
      'acknowledged',
      'superseded',
    ]);
    expect(old.events.find((e) => e.kind === 'acknowledged')!.sha256).toBe(
      sha256Hex(pdfBytes('suitability')),
    );
    const fresh = await evidence(correction.uuid);
    expect(fresh.events.find((e) => e.kind === 'acknowledged')!.sha256).toBe(
      sha256Hex(pdfBytes('suitability v2')),
    );

    // A notification about the old version now opens the new one.
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, demo.id), eq(notifications.subjectId, correction.uuid)));
    expect(notice).toBeDefined();
    const stale = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, docs.acknowledge.uuid));
    expect(stale).toEqual([]);

    // Only a current document of this client can be corrected.
    for (const replaces of [docs.acknowledge.uuid, docs.letter.uuid, docs.vip.uuid, docs.otherFirm.uuid]) {
      const res = await uploadDocument(ctx, admin, demo.id, { title: 'Again', replaces });
      expect(res.statusCode, replaces).toBe(422);
      expect(res.json().errors).toHaveProperty('replaces');
    }
  });

  it('names the document in the notification and emails nothing of it', async () => {
    const res = await call(demo.token, 'GET', '/v1/notification');
    expect(res.statusCode).toBe(200);
    const notifications = res.json().notifications as Array<{
      title: string;
      body: string;
      link: string | null;
      subject: { kind: string; id: string } | null;
    }>;
    const statement = notifications.find((n) => n.subject?.id === docs.statement.uuid);
    expect(statement).toMatchObject({
      title: 'New document',
      body: 'Valuation statement Q3 2026 is in your documents.',
      subject: { kind: 'document', id: docs.statement.uuid },
      link: `/tabs/documents/view/${docs.statement.uuid}`,
    });
    expect(notifications.find((n) => n.subject?.id === docs.sign.uuid)).toMatchObject({
      title: 'Document to sign',
      subject: { kind: 'document', id: docs.sign.uuid },
    });
    expect(notifications.every((n) => n.subject?.kind === 'document')).toBe(true);

    const mails = await mailsTo(ctx, 'demo@sextant.test');
    expect(mails.length).toBeGreaterThanOrEqual(6);
    for (const mail of mails) {
      expect(mail.header('subject')).toBe(NEW_DOCUMENT_MAIL);
      expect(mail.text).not.toMatch(/Valuation statement|Suitability|HV-0101|agreement/i);
      expect(mail.text).toMatch(/https:\/\/portal\.test\/tabs\/documents\/view\/[0-9a-f-]{36}/);
    }
  });

  it('stops optional document emails when the client turns them off, but never a statement or a document needing action', async () => {
    const off = await call(demo.token, 'PUT', '/v1/client/email-preferences', {
      documents: false,
      messages: true,
      reviews: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    const sent = async () => (await mailsTo(ctx, 'demo@sextant.test')).length;
    const before = await sent();

    const letter = await publishDocument(ctx, admin, demo.id, { title: 'Office move' });
    expect(await sent()).toBe(before);
    expect((await evidence(letter.uuid)).notified_at).toBeNull();

    const statement = await publishDocument(ctx, admin, demo.id, {
      category: 'valuation_statement',
      title: 'Valuation statement, Q4 2026',
    });
    expect(await sent()).toBe(before + 1);
    expect((await evidence(statement.uuid)).notified_at).toBe(ctx.clock().toISOString());

    const toRead = await publishDocument(ctx, admin, demo.id, {
      title: 'New terms',
      requires: 'acknowledge',
    });
    expect(await sent()).toBe(before + 2);
    expect((await evidence(toRead.uuid)).notified_at).not.toBeNull();
    const toSign = await publishDocument(ctx, admin, demo.id, { title: 'Mandate', requires: 'sign' });
    expect(await sent()).toBe(before + 3);
    expect((await evidence(toSign.uuid)).notified_at).not.toBeNull();

    // The notification in the app comes whatever the email choice.
    const inbox = (await call(demo.token, 'GET', '/v1/notification')).json().notifications as Array<{
      subject: { id: string } | null;
    }>;
    expect(inbox.some((n) => n.subject?.id === letter.uuid)).toBe(true);
    const on = await call(demo.token, 'PUT', '/v1/client/email-preferences', {
      documents: true,
      messages: true,
      reviews: true,
    });
    expect(on.statusCode).toBe(200);
    await publishDocument(ctx, admin, demo.id, { title: 'Christmas opening hours' });
    expect(await sent()).toBe(before + 4);
  });
});

describe('signing tries', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('are limited per client, so an authenticator code cannot be guessed by trying many', async () => {
    ctx = await createTestContext('pglite', {
      limits: { signPer15Minutes: 2 },
      seed: async (db) => {
        await createDemoPeople(db, NOW);
      },
    });
    const admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const token = (await tokenFor(ctx.app, demo.email)).token;
    const document = await publishDocument(ctx, admin, demo.id, { title: 'Agreement', requires: 'sign' });
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/v1/document/${document.uuid}/file`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode).toBe(200);
    const sign = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/document/${document.uuid}/sign`,
        headers: { authorization: `Bearer ${token}` },
        payload: { full_name: 'Alex Morgan', code },
      });
    expect((await sign(wrongCode(ctx))).statusCode).toBe(422);
    expect((await sign(wrongCode(ctx))).statusCode).toBe(422);
    const limited = await sign(freshCode(ctx));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/v1/document/${document.uuid}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).toMatchObject({ action: 'sign' });
  });
});
