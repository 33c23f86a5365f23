import type {
  AdminClientDocument,
  AdminClientDocumentList,
  DocumentEvidence,
} from '@sextant/contracts/admin-documents';
import type { AccessLedger } from '@sextant/contracts/admin-service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccessDays, clientDocuments } from '@/db/schema/index';
import { pdfText } from '@/shared/pdf/pdf-text';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { letterPdf, publishDocument, sha256Hex, uploadDocument } from '@/test/fixtures/documents';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows, freshCode, userByEmail } from '@/test/sign-in';
import { pdfBytes } from '@/test/upload';

const NOW = new Date('2026-11-21T09:00:00Z');
const DAY = 86_400_000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const STAFF_AGENT = 'Mozilla/5.0 (Macintosh) Firefox/140.0';

type Method = 'GET' | 'POST';

describe.each(testDatabaseKinds)('the back office’s client documents on %s', (kind) => {
  let ctx: TestContext;
  let admin: { id: string; token: string };
  let adviser: { id: string; email: string; token: string; name: string };
  let demo: { id: string; token: string };
  let vip: { id: string; token: string };
  let newcomerId: string;
  let policyId: string;
  let vipPolicyId: string;
  let other: Awaited<ReturnType<typeof addFirm>> & { adminToken: string; document: AdminClientDocument };
  let reviewPack: { bytes: Uint8Array; document: AdminClientDocument };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip } = await createDemoPeople(db, NOW);
        const provider = await createProvider(db, firm.id);
        const policy = (clientId: string, reference: string) =>
          createPolicy(db, {
            firmId: firm.id,
            clientId,
            providerId: provider.id,
            reference,
            productType: 'Stocks & Shares ISA',
          });
        policyId = (await policy(demo.id, 'HV-0101-ISA')).id;
        vipPolicyId = (await policy(vip.id, 'HV-0201-ISA')).id;
      },
    });
    const me = await tokenFor(ctx.app, 'adviser@sextant.test');
    admin = { id: me.user.id, token: me.token };
    const staff = await addStaff(ctx, 'adviser');
    adviser = {
      id: staff.id,
      email: staff.email,
      token: (await tokenFor(ctx.app, staff.email)).token,
      name: `${staff.firstName} ${staff.surname}`,
    };
    const demoUser = await userByEmail(ctx, 'demo@sextant.test');
    demo = { id: demoUser.id, token: (await tokenFor(ctx.app, demoUser.email)).token };
    const vipUser = await userByEmail(ctx, 'vip@sextant.test');
    vip = { id: vipUser.id, token: (await tokenFor(ctx.app, vipUser.email)).token };
    newcomerId = (await userByEmail(ctx, 'new@sextant.test')).id;
    const firm = await addFirm(ctx);
    const otherAdmin = (await tokenFor(ctx.app, firm.admin.email)).token;
    other = {
      ...firm,
      adminToken: otherAdmin,
      document: await publishDocument(ctx, otherAdmin, firm.client.id, { title: 'Their letter' }),
    };
    const bytes = await letterPdf('Annual review pack 2026', 'Alex Morgan', NOW);
    reviewPack = {
      bytes,
      document: await publishDocument(
        ctx,
        admin.token,
        demo.id,
        { category: 'annual_review_pack', title: 'Annual review pack 2026', requires: 'acknowledge' },
        { data: bytes, filename: 'review-pack.pdf' },
      ),
    };
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'user-agent': STAFF_AGENT },
      remoteAddress: '198.51.100.4',
      ...(payload ? { payload } : {}),
    });
  const evidence = async (id: string, token = admin.token) => {
    const res = await call(token, 'GET', `/v1/admin/documents/${id}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentEvidence;
  };
  const staffList = async (clientId: string) => {
    const res = await call(admin.token, 'GET', `/v1/admin/clients/${clientId}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminClientDocumentList).items;
  };

  it('publishes a PDF to one client, stored with its SHA-256, audited, notified and emailed', async () => {
    const bytes = pdfBytes('statement');
    const res = await uploadDocument(
      ctx,
      adviser.token,
      demo.id,
      { category: 'valuation_statement', title: 'Q3 statement', policy_id: policyId },
      { data: bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as AdminClientDocument;
    expect(document).toEqual({
      uuid: expect.any(String),
      series: document.uuid,
      version: 1,
      title: 'Q3 statement',
      category: 'valuation_statement',
      requires: 'none',
      policy: { uuid: policyId, reference: 'HV-0101-ISA' },
      review: null,
      filename: 'Q3 statement.pdf',
      size: bytes.length,
      sha256: sha256Hex(bytes),
      published_at: NOW.toISOString(),
      published_by: adviser.name,
      state: 'current',
      first_opened_at: null,
      completed_at: null,
    });
    const [stored] = await ctx.db.select().from(clientDocuments).where(eq(clientDocuments.id, document.uuid));
    expect(Buffer.from(stored!.data).equals(bytes)).toBe(true);
    const [audit] = await auditRows(ctx, 'admin.document.upload', document.uuid);
    expect(audit).toMatchObject({
      actorId: adviser.id,
      details: { client: demo.id, category: 'valuation_statement', version: 1 },
    });
    const found = await evidence(document.uuid);
    expect(found).toMatchObject({
      client: { uuid: demo.id, name: 'Alex Morgan', email: 'demo@sextant.test' },
      published_at: NOW.toISOString(),
      notified_at: NOW.toISOString(),
      first_opened_at: null,
      downloaded_at: null,
      acknowledged_at: null,
      signed_at: null,
      certificate_available: false,
    });
    expect(found.events.map((e) => [e.kind, e.actor])).toEqual([
      ['published', adviser.name],
      ['notified', null],
    ]);
  });

  it('refuses a file that is not a PDF by its bytes, an empty one, one over 20 MB, and fields that do not fit', async () => {
    const count = async () => (await ctx.db.select().from(clientDocuments)).length;
    const before = await count();
    const refusal = async (
      fields: Parameters<typeof uploadDocument>[3],
      file?: Parameters<typeof uploadDocument>[4],
      clientId = demo.id,
    ) => {
      const res = await uploadDocument(ctx, admin.token, clientId, fields, file);
      return { status: res.statusCode, errors: Object.keys(res.json().errors ?? {}) };
    };
    // A PNG, an HTML page and a text file, each named .pdf and declared application/pdf.
    for (const data of [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      '<html><script>alert(1)</script></html>',
      'PDF-1.4 not quite',
    ]) {
      expect(await refusal({}, { data, filename: 'statement.pdf' })).toEqual({
        status: 422,
        errors: ['file'],
      });
    }
    expect(await refusal({}, { data: '', filename: 'empty.pdf' })).toEqual({ status: 422, errors: ['file'] });
    const tooBig = await uploadDocument(
      ctx,
      admin.token,
      demo.id,
      {},
      { data: Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]) },
    );
    expect([413, 422]).toContain(tooBig.statusCode);
    if (tooBig.statusCode === 422) expect(tooBig.json().errors).toHaveProperty('file');

    expect((await refusal({ title: '  ' })).errors).toEqual(['title']);
    expect((await refusal({ category: 'memo' })).errors).toEqual(['category']);
    expect((await refusal({ requires: 'countersign' })).errors).toEqual(['requires']);
    expect(await refusal({ policy_id: vipPolicyId })).toEqual({ status: 422, errors: ['policy_id'] });
    expect(await refusal({ review_id: MISSING_UUID })).toEqual({ status: 422, errors: ['review_id'] });
    expect((await refusal({}, undefined, MISSING_UUID)).status).toBe(404);
    expect((await refusal({}, undefined, admin.id)).status).toBe(404);
    expect((await refusal({}, undefined, other.client.id)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('serves staff the file with the same headers, audited as admin.document.open and recorded as staff_opened', async () => {
    const res = await call(adviser.token, 'GET', `/v1/admin/documents/${reviewPack.document.uuid}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(new Uint8Array(res.rawPayload)).toEqual(new Uint8Array(reviewPack.bytes));
    const audits = await auditRows(ctx, 'admin.document.open', reviewPack.document.uuid);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(adviser.id);
    const found = await evidence(reviewPack.document.uuid);
    expect(found.events.at(-1)).toMatchObject({
      kind: 'staff_opened',
      actor: adviser.name,
      ip: '198.51.100.4',
      user_agent: STAFF_AGENT,
    });
    // A staff member reading it is not the client reading it.
    expect(found.first_opened_at).toBeNull();
    expect(found.document.first_opened_at).toBeNull();
  });

  it('keeps the evidence and answers a certificate whose hash is the file’s SHA-256, only once acknowledged', async () => {
    const { uuid } = reviewPack.document;
    const early = await call(admin.token, 'GET', `/v1/admin/documents/${uuid}/evidence.pdf`);
    expect(early.statusCode).toBe(409);

    ctx.clock.advance(60_000);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/v1/document/${uuid}/file?download=1`,
      headers: { authorization: `Bearer ${demo.token}`, 'user-agent': 'ClientBrowser/1.0' },
      remoteAddress: '203.0.113.20',
    });
    expect(opened.statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const acknowledged = await ctx.app.inject({
      method: 'POST',
      url: `/v1/document/${uuid}/acknowledge`,
      headers: { authorization: `Bearer ${demo.token}`, 'user-agent': 'ClientBrowser/1.0' },
      remoteAddress: '203.0.113.20',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);

    const hash = sha256Hex(reviewPack.bytes);
    const found = await evidence(uuid);
    expect(found.document.sha256).toBe(hash);
    expect(found.certificate_available).toBe(true);
    expect(found.downloaded_at).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    expect(found.first_opened_at).toBe(found.downloaded_at);
    expect(found.acknowledged_at).toBe(ctx.clock().toISOString());
    expect(found.document.completed_at).toBe(ctx.clock().toISOString());
    const given = found.events.find((e) => e.kind === 'acknowledged')!;
    expect(given).toMatchObject({
      actor: 'Alex Morgan',
      ip: '203.0.113.20',
      user_agent: 'ClientBrowser/1.0',
    });
    expect(given.sha256).toBe(hash);

    const res = await call(adviser.token, 'GET', `/v1/admin/documents/${uuid}/evidence.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/evidence-Annual review pack 2026\.pdf/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = await pdfText(new Uint8Array(res.rawPayload));
    const joined = text.join('');
    expect(text).toContain('Evidence certificate');
    // The hash of the file, and the hash recorded at the acknowledgement, both drawn in full.
    expect(joined.split(hash).length - 1).toBeGreaterThanOrEqual(2);
    expect(joined).toContain('matches the file');
    expect(joined).toContain('Alex Morgan');
    expect(joined).toContain('203.0.113.20');
    expect(joined).toContain(given.at);
    // It was read first, and says so.
    expect(joined).toMatch(
      new RegExp(`First opened \\(UTC\\):?\\s*${found.first_opened_at!.replaceAll('.', '\\.')}`),
    );
    expect(joined).toMatch(/Read first:?\s*opened before it was acknowledged/);
    // The firm's copy shows where its staff were; the client's own copy shows only where the client was.
    expect(joined).toContain('198.51.100.4');
    const own = await call(demo.token, 'GET', `/v1/document/${uuid}/evidence.pdf`);
    expect(own.statusCode).toBe(200);
    const ownText = (await pdfText(new Uint8Array(own.rawPayload))).join('');
    expect(ownText).toContain('203.0.113.20');
    expect(ownText).toMatch(/Read first:?\s*opened before it was acknowledged/);
    expect(ownText).not.toContain('198.51.100.4');
    expect(ownText).not.toContain(STAFF_AGENT);
    expect(ownText).not.toContain('staff_opened');
  });

  it('certifies a signature with the typed name', async () => {
    const document = await publishDocument(
      ctx,
      admin.token,
      demo.id,
      { category: 'suitability_report', title: 'Pension transfer report', requires: 'sign' },
      { data: pdfBytes('transfer') },
    );
    expect((await call(demo.token, 'GET', `/v1/document/${document.uuid}/file`)).statusCode).toBe(200);
    const signed = await call(demo.token, 'POST', `/v1/document/${document.uuid}/sign`, {
      full_name: 'Mr Alex Morgan',
      code: freshCode(ctx),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const found = await evidence(document.uuid);
    expect(found.signed_at).toBe(ctx.clock().toISOString());
    expect(found.acknowledged_at).toBeNull();
    const res = await call(admin.token, 'GET', `/v1/admin/documents/${document.uuid}/evidence.pdf`);
    expect(res.statusCode).toBe(200);
    const joined = (await pdfText(new Uint8Array(res.rawPayload))).join('');
    expect(joined).toContain(sha256Hex(pdfBytes('transfer')));
    expect(joined).toContain('Mr Alex Morgan');
    expect(joined).toContain('authenticator code');
  });

  it('withdraws a document: the client loses it, the firm keeps the file and evidence; audited once', async () => {
    const document = await publishDocument(ctx, admin.token, demo.id, {
      title: 'Sent in error',
      requires: 'acknowledge',
    });
    ctx.clock.advance(60_000);
    const res = await call(adviser.token, 'POST', `/v1/admin/documents/${document.uuid}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid: document.uuid, state: 'withdrawn' });
    const again = await call(admin.token, 'POST', `/v1/admin/documents/${document.uuid}/withdraw`);
    expect(again.statusCode).toBe(200);
    expect(again.json().state).toBe('withdrawn');
    expect(await auditRows(ctx, 'admin.document.withdraw', document.uuid)).toHaveLength(1);

    const clientList = (await call(demo.token, 'GET', '/v1/document')).json();
    expect(clientList.documents.map((d: { uuid: string }) => d.uuid)).not.toContain(document.uuid);
    expect((await call(demo.token, 'GET', `/v1/document/${document.uuid}`)).statusCode).toBe(404);
    expect((await call(demo.token, 'GET', `/v1/document/${document.uuid}/file`)).statusCode).toBe(404);
    expect((await call(demo.token, 'POST', `/v1/document/${document.uuid}/acknowledge`)).statusCode).toBe(
      404,
    );

    const found = await evidence(document.uuid);
    expect(found.document.state).toBe('withdrawn');
    expect(found.events.map((e) => e.kind)).toEqual(['published', 'notified', 'withdrawn']);
    expect(found.events.at(-1)!.actor).toBe(adviser.name);
    expect((await call(admin.token, 'GET', `/v1/admin/documents/${document.uuid}/file`)).statusCode).toBe(
      200,
    );
    expect((await staffList(demo.id)).find((d) => d.uuid === document.uuid)!.state).toBe('withdrawn');
  });

  it('lists every document of the client for staff: current, superseded and withdrawn, versions together', async () => {
    const first = await publishDocument(ctx, admin.token, vip.id, {
      title: 'Fee letter',
      requires: 'acknowledge',
    });
    ctx.clock.advance(60_000);
    const second = await publishDocument(ctx, admin.token, vip.id, {
      title: 'Fee letter',
      requires: 'acknowledge',
      replaces: first.uuid,
    });
    const items = await staffList(vip.id);
    expect(items.map((d) => [d.uuid, d.version, d.state])).toEqual([
      [second.uuid, 2, 'current'],
      [first.uuid, 1, 'superseded'],
    ]);
    expect(second.series).toBe(first.uuid);
    expect((await staffList(demo.id)).every((d) => d.uuid !== second.uuid)).toBe(true);
    const res = await call(admin.token, 'GET', `/v1/admin/clients/${MISSING_UUID}/documents`);
    expect(res.statusCode).toBe(404);
    expect((await call(admin.token, 'GET', `/v1/admin/clients/${admin.id}/documents`)).statusCode).toBe(404);
  });

  it('answers 404 to another firm’s staff for every document call, and ours for theirs', async () => {
    const id = reviewPack.document.uuid;
    const theirs = other.document.uuid;
    const calls = (doc: string, client: string): Array<[Method, string]> => [
      ['GET', `/v1/admin/clients/${client}/documents`],
      ['GET', `/v1/admin/documents/${doc}/file`],
      ['GET', `/v1/admin/documents/${doc}/evidence`],
      ['GET', `/v1/admin/documents/${doc}/evidence.pdf`],
      ['POST', `/v1/admin/documents/${doc}/withdraw`],
    ];
    for (const [method, url] of calls(id, demo.id)) {
      expect((await call(other.adminToken, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url] of calls(theirs, other.client.id)) {
      expect((await call(admin.token, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await uploadDocument(ctx, other.adminToken, demo.id)).statusCode).toBe(404);
    expect((await uploadDocument(ctx, admin.token, other.client.id)).statusCode).toBe(404);
    // Nothing happened to either document.
    expect((await evidence(id)).document.state).toBe('current');
    expect((await evidence(theirs, other.adminToken)).events.map((e) => e.kind)).toEqual([
      'published',
      'notified',
    ]);
    expect(await auditRows(ctx, 'admin.document.open', theirs)).toEqual([]);
    // Clients never reach the back office.
    expect((await call(demo.token, 'GET', `/v1/admin/documents/${id}/evidence`)).statusCode).toBe(401);
    expect((await uploadDocument(ctx, demo.token, demo.id)).statusCode).toBe(401);
  });

  describe('the quarterly access ledger', () => {
    const ledger = async (quarter: string, token = admin.token) => {
      const res = await call(token, 'GET', `/v1/admin/reports/access-ledger?quarter=${quarter}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AccessLedger;
    };
    const daysOf = async (clientId: string) =>
      (await ctx.db.select().from(clientAccessDays).where(eq(clientAccessDays.clientId, clientId))).map(
        (row) => row.day,
      );

    /**
     * The day is written by an onResponse hook, after the answer has gone: a test waits for it, and gives a
     * call that must write nothing a moment to do so before looking.
     */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

    it('records a client looking at their valuations once a day, however many calls', async () => {
      expect(await daysOf(demo.id)).toEqual([]);
      expect((await call(demo.token, 'GET', '/v1/policy')).statusCode).toBe(200);
      await expect.poll(() => daysOf(demo.id)).toEqual(['2026-11-21']);
      expect((await call(demo.token, 'GET', '/v1/policy')).statusCode).toBe(200);
      expect((await call(demo.token, 'GET', `/v1/policy/${policyId}/view`)).statusCode).toBe(200);
      await settle();
      expect(await daysOf(demo.id)).toEqual(['2026-11-21']);
      // Not a valuation: the document list, and staff looking at the client's documents.
      expect((await call(vip.token, 'GET', '/v1/document')).statusCode).toBe(200);
      expect((await call(admin.token, 'GET', `/v1/admin/clients/${vip.id}/documents`)).statusCode).toBe(200);
      await settle();
      expect(await daysOf(vip.id)).toEqual([]);
    });

    it('shows per client whether they saw a valuation or opened a statement in the quarter, and who needs one sent', async () => {
      // vip@ opens a statement (not a valuation screen); a letter opened does not count.
      const statement = await publishDocument(ctx, admin.token, vip.id, {
        category: 'valuation_statement',
        title: 'Valuation statement Q4',
      });
      const letter = await publishDocument(ctx, admin.token, newcomerId, { title: 'Welcome' });
      expect(letter.category).toBe('letter');
      const statementOpenedAt = ctx.clock().toISOString();
      const opened = await call(vip.token, 'GET', `/v1/document/${statement.uuid}/file`);
      expect(opened.statusCode).toBe(200);
      // Staff opening a statement is not the client opening it.
      expect((await call(admin.token, 'GET', `/v1/admin/documents/${statement.uuid}/file`)).statusCode).toBe(
        200,
      );

      // demo@ comes back the next day: a second day.
      ctx.clock.advance(DAY);
      demo.token = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
      admin.token = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
      adviser.token = (await tokenFor(ctx.app, adviser.email)).token;
      other.adminToken = (await tokenFor(ctx.app, other.admin.email)).token;
      // The money screens (under /v1/portfolio) show valuations too.
      expect((await call(demo.token, 'GET', '/v1/portfolio/performance')).statusCode).toBe(200);
      await expect.poll(() => daysOf(demo.id)).toEqual(['2026-11-21', '2026-11-22']);

      const q4 = await ledger('2026-Q4');
      expect(q4).toMatchObject({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31' });
      expect(q4.rows).toEqual([
        {
          client: { uuid: vip.id, name: 'Victoria Hale', email: 'vip@sextant.test' },
          valuation_days: 0,
          last_valuation_view: null,
          statements_opened: 1,
          last_statement_opened: statementOpenedAt,
          needs_statement: false,
        },
        {
          client: { uuid: demo.id, name: 'Alex Morgan', email: 'demo@sextant.test' },
          valuation_days: 2,
          last_valuation_view: '2026-11-22',
          statements_opened: 0,
          last_statement_opened: null,
          needs_statement: false,
        },
        {
          client: { uuid: newcomerId, name: 'Sam Taylor', email: 'new@sextant.test' },
          valuation_days: 0,
          last_valuation_view: null,
          statements_opened: 0,
          last_statement_opened: null,
          needs_statement: true,
        },
      ]);
      expect(q4.totals).toEqual({ clients: 3, accessed: 2, needs_statement: 1 });

      // The quarter before had no views at all: every client needs a statement sent.
      const q3 = await ledger('2026-Q3');
      expect(q3).toMatchObject({ from: '2026-07-01', to: '2026-09-30' });
      expect(
        q3.rows.map((r) => [r.client.email, r.valuation_days, r.statements_opened, r.needs_statement]),
      ).toEqual([
        ['vip@sextant.test', 0, 0, true],
        ['demo@sextant.test', 0, 0, true],
        ['new@sextant.test', 0, 0, true],
      ]);
      expect(q3.totals).toEqual({ clients: 3, accessed: 0, needs_statement: 3 });

      // Another firm's ledger holds its own clients only.
      const theirs = await ledger('2026-Q4', other.adminToken);
      expect(theirs.rows.map((r) => r.client.uuid)).toEqual([other.client.id]);
    });

    it('answers the ledger as CSV', async () => {
      const res = await call(adviser.token, 'GET', '/v1/admin/reports/access-ledger.csv?quarter=2026-Q4');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="access-ledger-2026-Q4.csv"');
      // No field here holds a comma or a quote.
      const rows = res.body
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
      expect(rows[0]).toEqual([
        'client_id',
        'name',
        'email',
        'valuation_days',
        'last_valuation_view',
        'statements_opened',
        'last_statement_opened',
        'needs_statement',
      ]);
      expect(rows.slice(1).map((r) => [r[2], r[3], r[4], r[5], r[7]])).toEqual([
        ['vip@sextant.test', '0', '', '1', 'no'],
        ['demo@sextant.test', '2', '2026-11-22', '0', 'no'],
        ['new@sextant.test', '0', '', '0', 'yes'],
      ]);
    });

    it('refuses a quarter that is not one', async () => {
      for (const quarter of ['2026-Q5', '2026Q4', '26-Q1', '']) {
        for (const path of ['access-ledger', 'access-ledger.csv']) {
          const res = await call(admin.token, 'GET', `/v1/admin/reports/${path}?quarter=${quarter}`);
          expect(res.statusCode, `${path} ${quarter}`).toBe(422);
          expect(res.json().errors).toHaveProperty('quarter');
        }
      }
      expect((await call(admin.token, 'GET', '/v1/admin/reports/access-ledger')).statusCode).toBe(422);
      expect(
        (await call(demo.token, 'GET', '/v1/admin/reports/access-ledger?quarter=2026-Q4')).statusCode,
      ).toBe(401);
    });
  });
});
