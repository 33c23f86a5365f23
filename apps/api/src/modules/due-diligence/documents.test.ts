import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, providers } from '@/db/schema/index';
import { isPdf, safePdfFilename } from '@/shared/pdf-files';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createProvider } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';
import { multipartFiles, pdfBytes } from '@/test/upload';
import { pdfProblem } from './documents';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

describe('PDF checks', () => {
  it('knows a PDF by its first bytes', () => {
    expect(isPdf(pdfBytes())).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-1.4'))).toBe(false);
    expect(pdfProblem(Buffer.alloc(0))).toMatch(/Choose/);
    expect(pdfProblem(Buffer.from('GIF89a'))).toMatch(/not a PDF/);
    expect(pdfProblem(pdfBytes())).toBeNull();
  });

  it('makes file names safe for a header', () => {
    expect(safePdfFilename('Report 2025.pdf', 'x')).toBe('Report 2025.pdf');
    expect(safePdfFilename('../../etc/passwd', 'x')).toBe('passwd.pdf');
    expect(safePdfFilename('C:\\Users\\me\\a"b;c\r\n.PDF', 'x')).toBe('a-b-c.pdf');
    expect(safePdfFilename('Überblick é.pdf', 'x')).toBe('Uberblick e.pdf');
    expect(safePdfFilename('"";', 'fallback name')).toBe('fallback name.pdf');
    expect(safePdfFilename(undefined, '')).toBe('document.pdf');
    expect(safePdfFilename(`${'a'.repeat(300)}.pdf`, 'x').length).toBeLessThanOrEqual(100);
  });
});

describe.each(testDatabaseKinds)('due-diligence documents on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let otherClient: string;
  let providerId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm } = await createDemoPeople(db, NOW);
        await createProvider(db, firm.id);
      },
    });
    const me = await tokenFor(ctx.app, 'adviser@sextant.test');
    admin = me.token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    other = await addFirm(ctx);
    otherAdmin = (await tokenFor(ctx.app, other.admin.email)).token;
    otherClient = (await tokenFor(ctx.app, other.client.email)).token;
    const [provider] = await ctx.db.select().from(providers).where(eq(providers.firmId, me.user.firmId));
    providerId = provider!.id;
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const upload = (token: string, url: string, data: Buffer | string, fields: Record<string, string> = {}) => {
    const body = multipartFiles({ file: { data, filename: 'upload.pdf' } }, fields);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };

  const newReport = async (year: string, token = admin) => {
    const res = await call(token, 'POST', '/v1/admin/due-diligence', { financial_year: year, title: year });
    expect(res.statusCode).toBe(201);
    return res.json() as AdminReport;
  };

  const download = (token: string, href: string) => call(token, 'GET', href);

  it('attaches a report PDF, replaces it, and serves it to the firm’s clients only once published', async () => {
    const report = await newReport('2010/11');
    const url = `/v1/admin/due-diligence/${report.uuid}/document`;
    const first = await upload(admin, url, pdfBytes('first'), { filename: 'Panel review "2010".pdf' });
    expect(first.statusCode, first.body).toBe(200);
    const document = first.json().document;
    expect(document).toMatchObject({
      filename: 'Panel review -2010.pdf',
      content_type: 'application/pdf',
      size: pdfBytes('first').length,
      _links: { self: { href: `/v1/admin/documents/${document.uuid}` } },
    });
    expect(await auditRows(ctx, 'admin.due_diligence.document.attach', report.uuid)).toHaveLength(1);

    // Staff may preview it at once.
    const preview = await download(admin, document._links.self.href);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(pdfBytes('first'))).toBe(true);

    // A draft's PDF: no client gets it.
    const clientHref = `/v1/due-diligence/document/${document.uuid}`;
    expect((await download(client, clientHref)).statusCode).toBe(404);

    await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/publish`);
    const listed = (await call(client, 'GET', '/v1/due-diligence')).json().items;
    const entry = listed.find((r: { uuid: string }) => r.uuid === report.uuid);
    expect(entry._links.document).toEqual({ href: clientHref });
    const view = (await call(client, 'GET', `/v1/due-diligence/${report.uuid}/view`)).json();
    expect(view._links.document).toEqual({ href: clientHref });

    const res = await download(client, clientHref);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Panel review -2010.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdfBytes('first'))).toBe(true);

    // Another firm's client, its staff, and staff on the client call: 404 or 401, never the bytes.
    expect((await download(otherClient, clientHref)).statusCode).toBe(404);
    expect((await download(otherAdmin, document._links.self.href)).statusCode).toBe(404);
    expect((await download(admin, clientHref)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: clientHref })).statusCode).toBe(401);
    expect((await download(client, document._links.self.href)).statusCode).toBe(401);

    // A replacement takes the old one's place; the old one is gone.
    const second = await upload(admin, url, pdfBytes('second'));
    expect(second.statusCode).toBe(200);
    const replaced = second.json().document;
    expect(replaced.uuid).not.toBe(document.uuid);
    // The part's own file name does not survive the multipart parser: without a filename field, the year.
    expect(replaced.filename).toBe('due-diligence-2010-11.pdf');
    expect((await download(client, clientHref)).statusCode).toBe(404);
    const newer = await download(client, `/v1/due-diligence/document/${replaced.uuid}`);
    expect(newer.rawPayload.equals(pdfBytes('second'))).toBe(true);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, document.uuid))).toEqual([]);

    // Unpublished again: hidden again.
    await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/unpublish`);
    expect((await download(client, `/v1/due-diligence/document/${replaced.uuid}`)).statusCode).toBe(404);
    await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/publish`);

    // Removed: gone for everyone, and the link goes with it.
    const removed = await call(admin, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().document).toBeNull();
    expect((await download(admin, replaced._links.self.href)).statusCode).toBe(404);
    expect((await download(client, `/v1/due-diligence/document/${replaced.uuid}`)).statusCode).toBe(404);
    const after = (await call(client, 'GET', `/v1/due-diligence/${report.uuid}/view`)).json();
    expect(after._links.document).toBeUndefined();
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await auditRows(ctx, 'admin.due_diligence.document.remove', report.uuid)).toHaveLength(1);
  });

  it('attaches a provider report’s PDF, served once the report is published', async () => {
    const report = await newReport('2009/10');
    const base = `/v1/admin/due-diligence/${report.uuid}/providers/${providerId}`;
    // No provider report yet: nothing to attach to.
    expect((await upload(admin, `${base}/document`, pdfBytes())).statusCode).toBe(404);
    await call(admin, 'PUT', `${base}/report`, { body: '<p>Review</p>' });
    await call(admin, 'PUT', `/v1/admin/due-diligence/${report.uuid}/panel`, {
      entries: [{ provider_id: providerId, rating: 'Good' }],
    });
    const attached = await upload(admin, `${base}/document`, pdfBytes('provider'));
    expect(attached.statusCode, attached.body).toBe(200);
    const document = attached.json().provider_reports[0].document;
    expect(document.filename).toMatch(/^due-diligence-2009-10-[A-Za-z ]+\.pdf$/);
    const href = `/v1/due-diligence/document/${document.uuid}`;
    expect((await download(client, href)).statusCode).toBe(404);

    await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/publish`);
    const providerReport = (
      await call(client, 'GET', `/v1/due-diligence/${report.uuid}/provider/${providerId}`)
    ).json();
    expect(providerReport._links.document).toEqual({ href });
    const res = await download(client, href);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes('provider'))).toBe(true);
    expect((await download(otherClient, href)).statusCode).toBe(404);

    const removed = await call(admin, 'DELETE', `${base}/document`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().provider_reports[0].document).toBeNull();
    expect((await download(client, href)).statusCode).toBe(404);

    // Deleting the provider report deletes its PDF.
    const again = (await upload(admin, `${base}/document`, pdfBytes('again'))).json();
    const againId = again.provider_reports[0].document.uuid;
    await call(admin, 'DELETE', `${base}/report`);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, againId))).toEqual([]);
  });

  it('refuses what is not a PDF: 422', async () => {
    const report = await newReport('2008/09');
    const url = `/v1/admin/due-diligence/${report.uuid}/document`;
    for (const data of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(' %PDF-1.4 leading space'),
      Buffer.alloc(0),
    ]) {
      const res = await upload(admin, url, data);
      expect(res.statusCode, data.toString('latin1').slice(0, 20)).toBe(422);
      expect(res.json().errors.file).toBeDefined();
    }
    // A text field, not a file; JSON with no file.
    const body = multipartFiles({}, { file: '%PDF-1.4 as text' });
    const asText = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin}` },
    });
    expect(asText.statusCode).toBe(422);
    expect((await call(admin, 'POST', url, { file: '%PDF-1.4' })).statusCode).toBe(422);
    const read = (await call(admin, 'GET', `/v1/admin/due-diligence/${report.uuid}`)).json();
    expect(read.document).toBeNull();
  });

  it('refuses files over 10 MB', async () => {
    const report = await newReport('2007/08');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(admin, `/v1/admin/due-diligence/${report.uuid}/document`, big);
    expect([413, 422]).toContain(res.statusCode);
    const read = (await call(admin, 'GET', `/v1/admin/due-diligence/${report.uuid}`)).json();
    expect(read.document).toBeNull();
  });

  it('keeps firms apart: another firm’s staff cannot attach to or preview ours', async () => {
    const report = await newReport('2006/07');
    const url = `/v1/admin/due-diligence/${report.uuid}/document`;
    expect((await upload(otherAdmin, url, pdfBytes())).statusCode).toBe(404);
    expect(
      (
        await upload(
          otherAdmin,
          `/v1/admin/due-diligence/${report.uuid}/providers/${providerId}/document`,
          pdfBytes(),
        )
      ).statusCode,
    ).toBe(404);
    expect((await upload(client, url, pdfBytes())).statusCode).toBe(401);
    expect((await download(admin, `/v1/admin/documents/${MISSING_UUID}`)).statusCode).toBe(404);
    expect((await download(client, `/v1/due-diligence/document/${MISSING_UUID}`)).statusCode).toBe(404);
    expect((await download(client, '/v1/due-diligence/document/nope')).statusCode).toBe(422);
  });
});
