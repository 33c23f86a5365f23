import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, valuations } from '@/db/schema/index';
import { cliActor } from '@/shared/actor';
import { londonToday } from '@/shared/period';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';
import { multipartFiles } from '@/test/upload';
import { CHECK_CHUNK, type CheckOptions, reportOf, WRITE_BATCH } from '../imports/check';
import { dateProblem, parseCsv, valueProblem } from '../imports/csv';
import { writeImport } from '../imports/previews';
import { checkValuations } from './import';

const HEADER = 'policy_reference,date,value,currency';

describe('CSV reading', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, BOM, CRLF and blank lines', () => {
    const text = '\uFEFFa,b\r\n "x, y" , "say ""hi"""\r\n\r\n"multi\nline",z\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['multi\nline', 'z'] },
    ]);
    expect(parseCsv('"open,1\n')[0]!.problem).toMatch(/not closed/);
    expect(parseCsv('"a"b,1')[0]!.problem).toMatch(/closing quote/);
  });
  it('reports a malformed record at the line it starts on and reads on from the next; any line end counts', () => {
    expect(parseCsv('h\r\n"a"b,1\r\nc,d\n"x\r\ny",z\rlast\n\n"open,1\nrest')).toMatchObject([
      { line: 1, fields: ['h'] },
      { line: 2, problem: expect.stringMatching(/closing quote/) },
      { line: 3, fields: ['c', 'd'] },
      { line: 4, fields: ['x\r\ny', 'z'] },
      { line: 6, fields: ['last'] },
      { line: 8, problem: expect.stringMatching(/not closed/) },
    ]);
  });
  it('checks dates and values', () => {
    expect(dateProblem('2026-02-28')).toBeNull();
    expect(dateProblem('2024-02-29')).toBeNull();
    expect(dateProblem('2026-02-30')).toMatch(/not a date/);
    expect(dateProblem('26-01-01')).toMatch(/YYYY-MM-DD/);
    expect(dateProblem('2026-13-01')).toMatch(/not a date/);
    expect(valueProblem('0')).toBeNull();
    expect(valueProblem('1234.5')).toBeNull();
    expect(valueProblem('1234.56')).toBeNull();
    expect(valueProblem('-5')).toMatch(/negative/);
    expect(valueProblem('1234.567')).toMatch(/2 decimal/);
    expect(valueProblem('1,234.56')).toMatch(/plain number/);
    expect(valueProblem('£12')).toMatch(/plain number/);
    expect(valueProblem('abc')).toMatch(/plain number/);
    expect(valueProblem('1e5')).toMatch(/plain number/);
    // At most 10 whole digits (leading zeros aside): sums of thousands of them stay exact in pence.
    expect(valueProblem('9999999999.99')).toBeNull();
    expect(valueProblem('0009999999999')).toBeNull();
    expect(valueProblem('10000000000')).toBe('The value is too large: it must be under 10,000,000,000.');
    expect(valueProblem('10000000000.00', 'amount')).toMatch(/^The amount is too large/);
  });
  it('takes today in London', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe.each(testDatabaseKinds)('valuation import on %s', (kind) => {
  let ctx: TestContext;
  let firmId: string;
  let staff: string;
  const now = new Date('2026-11-21T09:00:00Z');
  // Checked, then written as a confirmed preview (or the command line) writes it.
  const run = async (csv: string, onProgress?: CheckOptions['onProgress']) => {
    const check = await checkValuations(ctx.db, firmId, csv, { now, ...(onProgress && { onProgress }) });
    if (check.errors.length > 0) return reportOf(check, null);
    return writeImport(ctx.db, check, cliActor(firmId, now), { fileName: null, previewId: null });
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, now);
        await createDemoPortfolios(db, firm, [demo], { today: now, valuationDays: 1 });
      },
    });
    firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const storedValue = async (reference: string, date: string) => {
    const [row] = await ctx.db
      .select({ value: valuations.value, source: valuations.source })
      .from(valuations)
      .innerJoin(policies, eq(policies.id, valuations.policyId))
      .where(and(eq(policies.reference, reference), eq(valuations.valuedOn, date)));
    return row ?? null;
  };

  it('imports new rows, leaves identical ones, updates a changed value', async () => {
    const csv = [HEADER, 'HV-0101-ISA,2026-11-22,1.00,GBP'].join('\n');
    // Tomorrow is in the future.
    expect((await run(csv)).errors[0]).toMatchObject({ row: 2, field: 'date', message: /future/ });

    const first = await run(
      `${HEADER}\nHV-0101-ISA,2020-01-01,1000.50,GBP\nHV-0102-SIPP,2020-01-01,2000,gbp\n`,
    );
    expect(first).toMatchObject({
      rows: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      applied: true,
      errors: [],
    });
    expect(await storedValue('HV-0101-ISA', '2020-01-01')).toEqual({ value: '1000.50', source: 'statement' });

    const again = await run(
      `${HEADER}\nHV-0101-ISA,2020-01-01,1000.5,GBP\nHV-0102-SIPP,2020-01-01,2000.00,GBP\n`,
    );
    expect(again).toMatchObject({ rows: 2, inserted: 0, updated: 0, unchanged: 2, applied: true });

    const changed = await run(
      `${HEADER}\nHV-0101-ISA,2020-01-01,1001,GBP\nHV-0102-SIPP,2020-01-01,2000,GBP\n`,
    );
    expect(changed).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await storedValue('HV-0101-ISA', '2020-01-01'))?.value).toBe('1001.00');
    const audits = await auditRows(ctx, 'admin.valuations.import');
    expect(audits.at(-1)?.details).toMatchObject({ rows: 2, updated: 1, unchanged: 1, via: 'cli' });
  });

  it('tolerates a BOM, CRLF, spaces, quotes and a missing trailing newline', async () => {
    const csv = `\uFEFF${HEADER}\r\n  HV-0101-ISA , 2020-02-01 , 10.10 , GBP \r\n"HV-0102-SIPP","2020-02-01","20","GBP"`;
    expect(await run(csv)).toMatchObject({ rows: 2, inserted: 2, applied: true, error_count: 0 });
  });

  it('reports every bad row by line and field, and changes nothing', async () => {
    const other = await addFirm(ctx, 'Import Other Firm');
    await ctx.db.insert(policies).values({
      firmId: other.firm.id,
      clientId: other.client.id,
      providerId: (await ctx.db.select().from(policies).limit(1))[0]!.providerId,
      reference: 'OTHER-1',
      productType: 'ISA',
      startDate: '2020-01-01',
    });
    const lines = [
      HEADER,
      'HV-0101-ISA,2019-05-01,100,GBP', // 2 good
      'HV-0101-ISA,2026-02-30,100,GBP', // 3 not a date
      'HV-0101-ISA,26-01-01,100,GBP', // 4 format
      'HV-0101-ISA,2019-05-02,-5,GBP', // 5 negative
      'HV-0101-ISA,2019-05-03,abc,GBP', // 6 non-numeric
      'HV-0101-ISA,2019-05-04,1.234,GBP', // 7 three decimals
      'NOPE-1,2019-05-05,1,GBP', // 8 unknown policy
      'OTHER-1,2019-05-06,1,GBP', // 9 another firm's policy
      'HV-0101-ISA,2019-05-07,1,USD', // 10 currency mismatch
      'HV-0101-ISA,2019-05-01,101,GBP', // 11 duplicate of row 2
      'HV-0101-ISA,2019-05-08', // 12 too few fields
      'HV-0101-ISA,2019-05-09,1,GB', // 13 bad code
      'HV-0101-ISA,2019-05-10,"1,000",GBP', // 14 thousands separator
      'HV-0101-ISA,2019-05-11,12345678901.00,GBP', // 15 too large
    ];
    const report = await run(lines.join('\n'));
    expect(report.applied).toBe(false);
    expect(report).toMatchObject({ rows: 14, inserted: 0, updated: 0, unchanged: 0, error_count: 13 });
    expect(report.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'date'],
      [4, 'date'],
      [5, 'value'],
      [6, 'value'],
      [7, 'value'],
      [8, 'policy_reference'],
      [9, 'policy_reference'],
      [10, 'currency'],
      [11, 'date'],
      [12, 'row'],
      [13, 'currency'],
      [14, 'value'],
      [15, 'value'],
    ]);
    expect(report.errors.at(-1)!.message).toMatch(/too large: it must be under 10,000,000,000/);
    expect(report.errors.find((e) => e.row === 11)!.message).toMatch(/Row 2/);
    expect(report.errors.find((e) => e.row === 9)!.message).not.toMatch(/firm .*Other/);
    expect(await storedValue('HV-0101-ISA', '2019-05-01')).toBeNull();
  });

  it('refuses an empty file, a header-only file and a wrong header', async () => {
    expect((await run('')).errors).toEqual([{ row: 1, field: 'file', message: 'The file is empty.' }]);
    expect((await run('\uFEFF\r\n')).errors[0]).toMatchObject({ field: 'file' });
    expect((await run(`${HEADER}\r\n`)).errors[0]).toMatchObject({ row: 2, field: 'file' });
    expect((await run('reference,date,value,currency\nHV-0101-ISA,2020-01-01,1,GBP')).errors).toEqual([
      { row: 1, field: 'header', message: expect.stringContaining(HEADER) },
    ]);
    expect((await run('policy_reference,date,value\n')).errors[0]).toMatchObject({ field: 'header' });
  });

  it('caps the listed errors and counts them all', async () => {
    const lines = [HEADER, ...Array.from({ length: 1500 }, () => 'HV-0101-ISA,bad,1,GBP')];
    const report = await run(lines.join('\n'));
    expect(report.error_count).toBe(1500);
    expect(report.errors).toHaveLength(1000);
  });

  // Past several check chunks and write batches; how fast 100,000 rows go is bench:import's measure
  // (bench/import-bench.ts), on both databases, not a timed test's.
  const MANY = 2 * CHECK_CHUNK + WRITE_BATCH;
  it(`imports ${MANY.toLocaleString('en-GB')} rows in one go with progress, then finds them all unchanged`, async () => {
    const references = ['HV-0101-ISA', 'HV-0102-SIPP', 'HV-0103-BOND', 'HV-0104-GIA'];
    const lines = [HEADER];
    const start = Date.UTC(1940, 0, 1);
    for (let day = 0; lines.length <= MANY; day++) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      for (const reference of references)
        lines.push(`${reference},${date},${(1000 + day / 100).toFixed(2)},GBP`);
    }
    const csv = lines.slice(0, MANY + 1).join('\r\n');
    const seen: string[] = [];
    const report = await run(csv, (phase, processed, total) => seen.push(`${phase}:${processed}/${total}`));
    expect(report).toMatchObject({ rows: MANY, inserted: MANY, applied: true, error_count: 0 });
    expect(seen[0]).toBe(`validating:0/${MANY}`);
    expect(seen).toContain(`validating:${CHECK_CHUNK}/${MANY}`);
    expect(seen).toContain(`validating:${2 * CHECK_CHUNK}/${MANY}`);
    expect(seen.at(-1)).toBe(`validating:${MANY}/${MANY}`);

    const again = await run(csv);
    expect(again).toMatchObject({ rows: MANY, inserted: 0, updated: 0, unchanged: MANY });
  }, 120_000);

  describe('through the API', () => {
    const post = (
      payload: string,
      token = staff,
      contentType = 'text/csv',
      url = '/v1/admin/valuations/imports',
    ) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      });
    const poll = async (id: string, token = staff, imports = '/v1/admin/valuations/imports') => {
      for (let i = 0; i < 200; i++) {
        const res = await ctx.app.inject({
          url: `${imports}/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, res.body).toBe(200);
        const job = res.json();
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('import did not finish');
    };

    it('checks a text/csv body in the background into a preview, and writes it once confirmed', async () => {
      const res = await post(
        `${HEADER}\nHV-0103-BOND,2021-03-01,333.33,GBP\n`,
        staff,
        'text/csv',
        '/v1/admin/valuations/imports?file_name=march.csv',
      );
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'validating', file_name: 'march.csv' });
      const job = await poll(res.json().uuid);
      expect(job).toMatchObject({
        kind: 'valuations',
        status: 'done',
        processed: 1,
        total: 1,
        report: { inserted: 1, applied: false },
        preview: {
          kind: 'valuations',
          status: 'pending',
          file_name: 'march.csv',
          new: 1,
          // Years before the policy's latest valuation: suspicious, but it can still be confirmed.
          policies: [{ reference: 'HV-0103-BOND', new: 1, changed: 0, unchanged: 0, flagged: 1 }],
          flags: expect.arrayContaining([
            expect.objectContaining({ row: 2, date: '2021-03-01', code: 'before_latest' }),
          ]),
        },
      });
      // Nothing is written before the preview is confirmed.
      expect(await storedValue('HV-0103-BOND', '2021-03-01')).toBeNull();
      const confirmed = await ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/imports/previews/${job.preview.uuid}/confirm`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        preview: { status: 'confirmed' },
        report: { inserted: 1, applied: true },
        message: null,
      });
      expect(await storedValue('HV-0103-BOND', '2021-03-01')).toEqual({
        value: '333.33',
        source: 'statement',
      });
      const audit = (await auditRows(ctx, 'admin.valuations.import')).at(-1)!;
      expect(audit.actorId).toBe((await userByEmail(ctx, 'adviser@sextant.test')).id);
      expect(audit.details).toMatchObject({ file: 'march.csv', via: 'api' });
    });

    it('takes a multipart file and reports bad rows', async () => {
      const boundary = '----sextantimport';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="v.csv"',
        'Content-Type: text/csv',
        '',
        `${HEADER}\r\nHV-0103-BOND,2021-03-02,1,GBP\r\nHV-0103-BOND,2021-03-02,2,GBP`,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const res = await post(body, staff, `multipart/form-data; boundary=${boundary}`);
      expect(res.statusCode, res.body).toBe(202);
      const job = await poll(res.json().uuid);
      expect(job.report).toMatchObject({
        applied: false,
        error_count: 1,
        errors: [{ row: 3, field: 'date' }],
      });
      expect(job.preview).toBeNull();
      expect(await storedValue('HV-0103-BOND', '2021-03-02')).toBeNull();
    });

    describe.each([
      ['valuations', '/v1/admin/valuations/imports'],
      ['transactions', '/v1/admin/transactions/imports'],
    ])('a %s file with a NUL or bytes that are not UTF-8', (_kind, url) => {
      // Line 3 holds the bad byte; the header and line 2 are fine, and CRLF and a lone CR both end a line.
      const fileWith = (bad: Buffer) =>
        Buffer.concat([
          Buffer.from(`${HEADER}\r\nHV-0103-BOND,2021-03-05,1,GBP\rHV-0103-`),
          bad,
          Buffer.from(',x\n'),
        ]);
      const send = (bytes: Buffer, as: 'multipart' | 'text/csv') => {
        const { payload, headers } =
          as === 'multipart'
            ? multipartFiles({ file: { data: bytes, filename: 'v.csv', contentType: 'text/csv' } })
            : { payload: bytes, headers: { 'content-type': 'text/csv' } };
        return ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...headers, authorization: `Bearer ${staff}` },
        });
      };

      it.each(['multipart', 'text/csv'] as const)('is refused with its line, sent as %s', async (as) => {
        for (const [bad, problem] of [
          [Buffer.from([0x00]), /^Line 3 contains a NUL character/],
          [Buffer.from([0xc3, 0x28]), /^Line 3 is not UTF-8 text/],
          [Buffer.from([0xff]), /^Line 3 is not UTF-8 text/],
          // A surrogate encoded in UTF-8 (CESU-8) is not UTF-8 either.
          [Buffer.from([0xed, 0xa0, 0x80]), /^Line 3 is not UTF-8 text/],
        ] as const) {
          const res = await send(fileWith(bad), as);
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().errors.file[0]).toMatch(problem);
        }
        // The control: the same file with a character that is UTF-8 in its place is taken.
        const res = await send(fileWith(Buffer.from('é')), as);
        expect(res.statusCode, res.body).toBe(202);
        await poll(res.json().uuid, staff, url);
      });
    });

    it('refuses no file, a client, and another firm reading the job', async () => {
      expect((await post('{}', staff, 'application/json')).statusCode).toBe(422);
      const client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
      expect((await post(`${HEADER}\n`, client)).statusCode).toBe(401);
      const res = await post(`${HEADER}\nHV-0103-BOND,2021-03-03,1,GBP\n`);
      const id = res.json().uuid;
      await poll(id);
      const other = await addFirm(ctx, 'Poll Other Firm');
      const otherToken = (await tokenFor(ctx.app, other.admin.email)).token;
      const peek = await ctx.app.inject({
        url: `/v1/admin/valuations/imports/${id}`,
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(peek.statusCode).toBe(404);
      // A valuation job is not a transaction job.
      const asTransactions = await ctx.app.inject({
        url: `/v1/admin/transactions/imports/${id}`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(asTransactions.statusCode).toBe(404);
      const bad = await ctx.app.inject({
        url: '/v1/admin/valuations/imports/nope',
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(bad.statusCode).toBe(422);
      // The other firm's import cannot reach the demo firm's policies.
      const theirs = await post(`${HEADER}\nHV-0103-BOND,2021-03-04,1,GBP\n`, otherToken);
      expect((await poll(theirs.json().uuid, otherToken)).report.errors[0]).toMatchObject({
        field: 'policy_reference',
      });
    });
  });
});
