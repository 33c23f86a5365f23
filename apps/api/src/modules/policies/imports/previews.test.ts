import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPreviews, jobs, policies, transactions } from '@/db/schema/index';
import { createJobQueue, type JobQueue } from '@/shared/jobs/queue';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';
import { createPolicyAdminService } from '../admin-service';
import { checkTransactions } from '../transactions/import';
import { checkValuations } from '../valuations/import';

const VALUATIONS = 'policy_reference,date,value,currency';
const TRANSACTIONS = 'policy_reference,date,type,amount,currency,description,reference';
const csv = (header: string, ...rows: string[]) => [header, ...rows].join('\n');

/**
 * The demo firm's policies with 60 days of valuations up to 2026-11-21 (10,000.00 rising 1.00 a day; the
 * GIA's stop on 2026-10-12). Starts: ISA 2026-08-23, SIPP 2026-05-25, BOND 2026-02-24, GIA 2025-11-26.
 */
describe.each(testDatabaseKinds)('imports with a preview on %s', (kind) => {
  let ctx: TestContext;
  let firmId: string;
  let staff: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherToken: string;
  const policyId: Record<string, string> = {};
  const now = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, now);
        await createDemoPortfolios(db, firm, [demo], { today: now, valuationDays: 60 });
      },
    });
    firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    other = await addFirm(ctx);
    otherToken = (await tokenFor(ctx.app, other.admin.email)).token;
    for (const p of await ctx.db.select().from(policies)) policyId[p.reference] = p.id;
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = staff) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });

  /** Posts a file, waits for its job, answers the finished job. */
  async function importJob(what: 'valuations' | 'transactions', text: string, token = staff) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/${what}/imports?file_name=${what}.csv`,
      payload: text,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 200; i++) {
      const job = (
        await call('GET', `/v1/admin/${what}/imports/${started.json().uuid}`, undefined, token)
      ).json();
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('import did not finish');
  }
  /** The preview a clean file makes. */
  const previewOf = async (what: 'valuations' | 'transactions', text: string, token = staff) => {
    const job = await importJob(what, text, token);
    expect(job.report.errors).toEqual([]);
    return job.preview;
  };
  const confirm = (id: string, token = staff) =>
    call('POST', `/v1/admin/imports/previews/${id}/confirm`, undefined, token);
  const stored = (reference: string) =>
    ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.policyId, policyId[reference]!))
      .orderBy(asc(transactions.occurredOn), asc(transactions.occurrence), asc(transactions.amount));

  it('imports transactions so that the same file again changes nothing and a changed reference changes one row', async () => {
    const file = csv(
      TRANSACTIONS,
      'HV-0101-ISA,2026-11-01,contribution,500,GBP,Monthly,REF-1',
      'HV-0101-ISA,2026-11-05,charge,12.5,GBP,Platform fee,',
      'HV-0101-ISA,2026-11-05,charge,12.50,GBP,Platform fee,',
      'HV-0102-SIPP,2026-11-06,Tax_Relief,125,gbp,,',
    );
    const preview = await previewOf('transactions', file);
    expect(preview).toMatchObject({
      kind: 'transactions',
      status: 'pending',
      rows: 4,
      new: 4,
      changed: 0,
      unchanged: 0,
      flag_count: 0,
      policies: [
        { reference: 'HV-0101-ISA', new: 3, changed: 0, unchanged: 0, flagged: 0 },
        { reference: 'HV-0102-SIPP', new: 1, changed: 0, unchanged: 0, flagged: 0 },
      ],
    });
    expect(await stored('HV-0101-ISA')).toEqual([]);
    const first = await confirm(preview.uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().report).toMatchObject({
      rows: 4,
      inserted: 4,
      updated: 0,
      unchanged: 0,
      applied: true,
    });
    const isa = await stored('HV-0101-ISA');
    expect(isa.map((t) => [t.occurredOn, t.type, t.amount, t.reference, t.occurrence, t.source])).toEqual([
      ['2026-11-01', 'contribution', '500.00', 'REF-1', 1, 'statement'],
      ['2026-11-05', 'charge', '12.50', null, 1, 'statement'],
      ['2026-11-05', 'charge', '12.50', null, 2, 'statement'],
    ]);
    const audit = (await auditRows(ctx, 'admin.transactions.import')).at(-1)!;
    expect(audit.details).toMatchObject({
      preview: preview.uuid,
      file: 'transactions.csv',
      inserted: 4,
      via: 'api',
    });

    const again = await previewOf('transactions', file);
    expect(again).toMatchObject({ new: 0, changed: 0, unchanged: 4, flag_count: 0 });
    expect((await confirm(again.uuid)).json().report).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 4,
    });
    expect(await stored('HV-0101-ISA')).toEqual(isa);

    const changed = await previewOf('transactions', file.replace('contribution,500,', 'contribution,550,'));
    expect(changed).toMatchObject({ new: 0, changed: 1, unchanged: 3 });
    expect((await confirm(changed.uuid)).json().report).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 3,
    });
    const after = await stored('HV-0101-ISA');
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ id: isa[0]!.id, amount: '550.00', reference: 'REF-1' });
    expect(after[0]!.updatedAt).not.toBeNull();

    // A third identical charge is occurrence 3: new, and it looks like the two already stored.
    const third = await previewOf(
      'transactions',
      `${file}\nHV-0101-ISA,2026-11-05,charge,12.5,GBP,Platform fee,`,
    );
    expect(third).toMatchObject({ new: 1, unchanged: 3, changed: 1, flag_count: 1 });
    expect(third.flags[0]).toMatchObject({
      row: 6,
      code: 'possible_duplicate',
      policy_reference: 'HV-0101-ISA',
    });
  });

  it('reports every bad transaction row and writes nothing', async () => {
    const check = (text: string) => checkTransactions(ctx.db, firmId, text, { now });
    const bad = await check(
      csv(
        TRANSACTIONS,
        'HV-0103-BOND,2026-11-01,contribution,100,USD,,', // 2 not the policy's currency
        'HV-0103-BOND,2026-11-01,deposit,100,GBP,,', // 3 no such type
        'HV-0103-BOND,2026-11-01,charge,0,GBP,,', // 4 zero
        'HV-0103-BOND,2026-11-01,charge,-5,GBP,,', // 5 negative
        'HV-0103-BOND,2026-11-22,charge,5,GBP,,', // 6 tomorrow
        'HV-0103-BOND,2026-11-01,income,5,GBP,,X-1', // 7 good
        'HV-0103-BOND,2026-11-02,income,6,GBP,,X-1', // 8 the reference again
        'NOPE,2026-11-01,income,5,GBP,,', // 9 no such policy
        `HV-0103-BOND,2026-11-01,income,5,GBP,${'d'.repeat(201)},`, // 10 description too long
        'HV-0103-BOND,2026-11-01,income,10000000000,GBP,,', // 11 too large
        'HV-0103-BOND,2026-11-01,income,9999999999.99,GBP,,X-2', // 12 the largest
      ),
    );
    expect(bad.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'currency'],
      [3, 'type'],
      [4, 'amount'],
      [5, 'amount'],
      [6, 'date'],
      [8, 'reference'],
      [9, 'policy_reference'],
      [10, 'description'],
      [11, 'amount'],
    ]);
    expect(bad.errors[0]!.message).toMatch(/not the policy's currency \(GBP\)/);
    expect(bad.errors.at(-1)!.message).toBe('The amount is too large: it must be under 10,000,000,000.');
    expect(bad.errors[5]!.message).toMatch(/Row 7/);

    // The short header forms; a reference column needs the description column before it.
    const short = await check(
      'policy_reference,date,type,amount,currency\nHV-0103-BOND,2026-11-01,income,5,GBP',
    );
    expect(short.errors).toEqual([]);
    expect(short.policies).toMatchObject([{ reference: 'HV-0103-BOND', new: 1 }]);
    expect(
      (
        await check(
          'policy_reference,date,type,amount,currency,description\nHV-0103-BOND,2026-11-01,income,5,GBP,x',
        )
      ).errors,
    ).toEqual([]);
    expect((await check('policy_reference,date,type,amount,currency,reference\n')).errors[0]).toMatchObject({
      row: 1,
      field: 'header',
    });

    const job = await importJob(
      'transactions',
      csv(TRANSACTIONS, 'HV-0103-BOND,2026-11-01,contribution,100,EUR,,'),
    );
    expect(job).toMatchObject({ status: 'done', preview: null, report: { applied: false, error_count: 1 } });
    expect(await stored('HV-0103-BOND')).toEqual([]);
  });

  it('flags suspicious rows: large unexplained moves, dates before the start or long before the latest value, look-alike transactions', async () => {
    // An explained rise: a contribution on the day of the new value.
    await ctx.db.insert(transactions).values([
      {
        policyId: policyId['HV-0102-SIPP']!,
        occurredOn: '2026-11-20',
        type: 'contribution',
        amount: '9000.00',
        currency: 'GBP',
        source: 'manual',
      },
      {
        policyId: policyId['HV-0104-GIA']!,
        occurredOn: '2026-11-10',
        type: 'contribution',
        amount: '100.00',
        currency: 'GBP',
        source: 'manual',
        description: 'By hand',
      },
    ]);
    const valuations = await checkValuations(
      ctx.db,
      firmId,
      csv(
        VALUATIONS,
        'HV-0101-ISA,2026-11-20,5000,GBP', // 2 from 10,058.00 the day before, nothing explains it
        'HV-0102-SIPP,2026-11-20,20000,GBP', // 3 up 9,942.00, the contribution explains 9,000.00
        'HV-0103-BOND,2026-01-01,9000,GBP', // 4 before the start, long before the latest value
        'HV-0101-ISA,2026-10-01,10100,GBP', // 5 changed, 51 days before the latest value
        'HV-0101-ISA,2026-11-19,10058,GBP', // 6 unchanged: never flagged
      ),
      { now },
    );
    expect(valuations.errors).toEqual([]);
    expect(valuations.flags.map((f) => [f.row, f.code])).toEqual([
      [2, 'large_move'],
      [4, 'before_start'],
      [4, 'before_latest'],
      [5, 'before_latest'],
    ]);
    expect(valuations.flags[0]!.message).toMatch(/GBP 5,000.00 .*−GBP 5,058.00.*GBP 10,058.00 on 2026-11-19/);
    expect(valuations.policies).toMatchObject([
      { reference: 'HV-0101-ISA', new: 0, changed: 2, unchanged: 1, flagged: 2 },
      { reference: 'HV-0102-SIPP', changed: 1, flagged: 0 },
      { reference: 'HV-0103-BOND', new: 1, flagged: 1 },
    ]);

    const flows = await checkTransactions(
      ctx.db,
      firmId,
      csv(
        TRANSACTIONS,
        'HV-0104-GIA,2026-11-10,contribution,100,GBP,,BANK-9', // 2 the hand-made one, now with a reference?
        'HV-0104-GIA,2026-11-10,contribution,100.00,GBP,,', // 3 the same without a description
        'HV-0104-GIA,2026-11-10,contribution,100,GBP,By hand,', // 4 the stored one itself: unchanged
        'HV-0104-GIA,2026-11-10,withdrawal,100,GBP,,', // 5 another type: fine
        'HV-0104-GIA,2025-11-01,charge,10,GBP,,', // 6 before the start
      ),
      { now },
    );
    expect(flows.errors).toEqual([]);
    expect(flows.flags.map((f) => [f.row, f.code])).toEqual([
      [2, 'possible_duplicate'],
      [3, 'possible_duplicate'],
      [6, 'before_start'],
      [6, 'before_latest'],
    ]);
    expect(flows.policies).toMatchObject([{ reference: 'HV-0104-GIA', new: 4, unchanged: 1, flagged: 3 }]);
  });

  it('finds nothing wrong in the README’s sample files, on the policy it asks to add', async () => {
    const readme = readFileSync(new URL('../../../../../../README.md', import.meta.url), 'utf8');
    const samples = [...readme.matchAll(/```csv\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(samples).toHaveLength(2);
    const [demoPolicy] = await ctx.db.select().from(policies).limit(1);
    await ctx.db
      .insert(policies)
      .values({ ...demoPolicy!, id: undefined, reference: 'TRY-0001', startDate: '2026-10-20' });
    const flows = await checkTransactions(ctx.db, firmId, samples[0]!, { now });
    const values = await checkValuations(ctx.db, firmId, samples[1]!, { now });
    for (const check of [flows, values]) {
      expect(check.errors).toEqual([]);
      expect(check.flags).toEqual([]);
      expect(check.policies.map((p) => p.reference)).toEqual(['TRY-0001']);
    }
  });

  it('shows a client nothing before confirmation, and checks the file again against the database when confirming', async () => {
    const latest = () =>
      call('GET', `/v1/policy/${policyId['HV-0101-ISA']}/valuation/latest`, undefined, client);
    const before = (await latest()).json();
    const preview = await previewOf('valuations', csv(VALUATIONS, 'HV-0101-ISA,2026-11-21,10061.00,GBP'));
    expect(preview).toMatchObject({ changed: 1, flag_count: 0 });
    expect((await latest()).json()).toEqual(before);

    // The policy was renamed since: the file no longer passes; nothing is written.
    await ctx.db
      .update(policies)
      .set({ reference: 'HV-0101-ISA-X' })
      .where(eq(policies.id, policyId['HV-0101-ISA']!));
    const refused = await confirm(preview.uuid);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      preview: { status: 'pending' },
      report: { applied: false, errors: [{ row: 2, field: 'policy_reference' }] },
      message: expect.stringMatching(/no longer passes/),
    });
    await ctx.db
      .update(policies)
      .set({ reference: 'HV-0101-ISA' })
      .where(eq(policies.id, policyId['HV-0101-ISA']!));
    expect((await latest()).json()).toEqual(before);

    const done = await confirm(preview.uuid);
    expect(done.json()).toMatchObject({
      preview: { status: 'confirmed' },
      report: { applied: true, updated: 1 },
    });
    expect((await latest()).json()).not.toEqual(before);
    expect((await confirm(preview.uuid)).statusCode).toBe(409);
    expect((await call('POST', `/v1/admin/imports/previews/${preview.uuid}/cancel`)).statusCode).toBe(409);

    // A look-alike added by hand after the preview: confirming shows the new warning instead of writing.
    const flows = await previewOf(
      'transactions',
      csv(TRANSACTIONS, 'HV-0103-BOND,2026-11-12,contribution,250,GBP,,'),
    );
    expect(flows.flag_count).toBe(0);
    const added = await call('POST', `/v1/admin/policies/${policyId['HV-0103-BOND']}/transactions`, {
      date: '2026-11-12',
      type: 'contribution',
      amount: '250',
      description: 'Cheque',
    });
    expect(added.statusCode, added.body).toBe(201);
    const warned = (await confirm(flows.uuid)).json();
    expect(warned).toMatchObject({
      report: { applied: false },
      preview: { status: 'pending', flag_count: 1, flags: [{ code: 'possible_duplicate' }] },
      message: expect.stringMatching(/become suspicious/),
    });
    expect((await stored('HV-0103-BOND')).map((t) => t.source)).toEqual(['manual']);
    // Seen now: confirming again writes it.
    expect((await confirm(flows.uuid)).json()).toMatchObject({ report: { applied: true, inserted: 1 } });
  });

  it('adds, changes, lists and deletes transactions by hand, audited; another firm gets 404', async () => {
    const isa = policyId['HV-0101-ISA']!;
    const base = `/v1/admin/policies/${isa}/transactions`;
    const made = await call('POST', base, {
      date: '2026-11-15',
      type: 'withdrawal',
      amount: 75.5,
      reference: ' W-1 ',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      policy_uuid: isa,
      amount: '75.50',
      currency: 'GBP',
      source: 'manual',
      description: '',
      reference: 'W-1',
      updated_at: null,
    });
    const id = made.json().uuid;
    expect((await auditRows(ctx, 'admin.transactions.create')).at(-1)!.details).toMatchObject({
      transactionId: id,
      amount: '75.50',
    });

    const invalid = await call('POST', base, { date: '2026-11-22', type: 'gift', amount: '1.234' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['amount', 'type']);
    const huge = await call('POST', base, { date: '2026-11-15', type: 'charge', amount: 1e10 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({
      amount: ['The amount is too large: it must be under 10,000,000,000.'],
    });
    const future = await call('POST', base, { date: '2026-11-22', type: 'charge', amount: '1' });
    expect(future.json().errors.date[0]).toMatch(/future/);
    const taken = await call('POST', base, {
      date: '2026-11-14',
      type: 'charge',
      amount: '1',
      reference: 'W-1',
    });
    expect(taken.json().errors.reference[0]).toMatch(/Another transaction/);

    const changed = await call('PATCH', `/v1/admin/transactions/${id}`, {
      amount: '80',
      description: 'Partial withdrawal',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      amount: '80.00',
      description: 'Partial withdrawal',
      source: 'manual',
    });
    expect(changed.json().updated_at).not.toBeNull();
    expect((await auditRows(ctx, 'admin.transactions.update')).at(-1)!.details).toMatchObject({
      transactionId: id,
      fields: ['amount', 'description'],
    });
    expect((await call('PATCH', `/v1/admin/transactions/${id}`, {})).statusCode).toBe(422);
    const tooLarge = await call('PATCH', `/v1/admin/transactions/${id}`, { amount: '12345678901' });
    expect(tooLarge.json().errors.amount[0]).toMatch(/too large/);

    const page = (await call('GET', `${base}?type=withdrawal`)).json();
    expect(page).toMatchObject({ total: 1, items: [{ uuid: id }] });
    const byAmount = (await call('GET', `${base}?sort=amount&order=asc`)).json();
    const amounts = byAmount.items.map((t: { amount: string }) => Number(t.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(byAmount.total).toBe(4);
    expect((await call('GET', `${base}?q=partial`)).json().total).toBe(1);
    expect((await call('GET', `${base}?type=gift`)).statusCode).toBe(422);

    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['POST', base, { date: '2026-11-15', type: 'charge', amount: '1' }],
      ['PATCH', `/v1/admin/transactions/${id}`, { amount: '1' }],
      ['DELETE', `/v1/admin/transactions/${id}`, undefined],
    ] as const)
      expect((await call(method, url, body, otherToken)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call('GET', base, undefined, client)).statusCode).toBe(401);

    const removed = await call('DELETE', `/v1/admin/transactions/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ uuid: id, amount: '80.00' });
    expect((await auditRows(ctx, 'admin.transactions.delete')).at(-1)!.details).toMatchObject({
      transactionId: id,
    });
    expect((await call('DELETE', `/v1/admin/transactions/${id}`)).statusCode).toBe(404);
  });

  /** The file a preview still holds ('' once it can no longer be confirmed), or null when it is gone. */
  const fileOf = async (id: string) => {
    const [row] = await ctx.db
      .select({ csv: importPreviews.csv })
      .from(importPreviews)
      .where(eq(importPreviews.id, id));
    return row ? row.csv : null;
  };

  // Last: it moves the clock two days on.
  it('audits previews made, cancels, keeps previews to their firm, lets them expire after 24 hours and prunes them when read', async () => {
    const file = csv(VALUATIONS, 'HV-0102-SIPP,2026-11-21,10061,GBP');
    const cancelled = await previewOf('valuations', file);
    const made = (await auditRows(ctx, 'admin.valuations.import_preview')).at(-1)!;
    expect(made).toMatchObject({
      actorId: (await userByEmail(ctx, 'adviser@sextant.test')).id,
      firmId,
      details: {
        file: 'valuations.csv',
        preview: cancelled.uuid,
        rows: 1,
        new: 0,
        changed: 1,
        unchanged: 0,
        flagged: 0,
        via: 'api',
      },
    });
    expect(await fileOf(cancelled.uuid)).toBe(file);
    const at = `/v1/admin/imports/previews/${cancelled.uuid}`;
    for (const [method, url] of [
      ['GET', at],
      ['POST', `${at}/confirm`],
      ['POST', `${at}/cancel`],
    ] as const)
      expect((await call(method, url, undefined, otherToken)).statusCode, url).toBe(404);
    const cancel = await call('POST', `/v1/admin/imports/previews/${cancelled.uuid}/cancel`);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect((await call('POST', `/v1/admin/imports/previews/${cancelled.uuid}/cancel`)).json().status).toBe(
      'cancelled',
    );
    expect((await confirm(cancelled.uuid)).statusCode).toBe(409);
    expect((await auditRows(ctx, 'admin.valuations.import_cancel')).at(-1)!.details).toMatchObject({
      preview: cancelled.uuid,
    });
    // Cancelled, its copy of the client data goes at once (the preview still answers what happened).
    expect(await fileOf(cancelled.uuid)).toBe('');

    const expiring = await previewOf('valuations', file);
    ctx.clock.advance(24 * 3_600_000 + 1000);
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    expect((await call('GET', `/v1/admin/imports/previews/${expiring.uuid}`)).json().status).toBe('expired');
    const gone = await confirm(expiring.uuid);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/expired/);
    expect((await call('POST', `/v1/admin/imports/previews/${expiring.uuid}/cancel`)).statusCode).toBe(410);
    // Reading it emptied its file: an expired preview can never be confirmed.
    expect(await fileOf(expiring.uuid)).toBe('');

    // A day after it expired, reading any preview takes it away, with no import since.
    ctx.clock.advance(24 * 3_600_000 + 1000);
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    expect((await call('GET', `/v1/admin/imports/previews/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect(await fileOf(expiring.uuid)).toBeNull();
    expect(await fileOf(cancelled.uuid)).toBeNull();
  });

  it("prunes the previews left since the last run in the day's scheduled task", async () => {
    const adviser = await userByEmail(ctx, 'adviser@sextant.test');
    const now = ctx.clock();
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    const left = async (expiresAt: Date) => {
      const [row] = await ctx.db
        .insert(importPreviews)
        .values({
          firmId,
          kind: 'valuations',
          fileName: 'left.csv',
          createdBy: adviser.id,
          csv: 'policy_reference,date,value,currency\nHV-0101-ISA,2026-11-21,1,GBP',
          summary: {},
          createdAt: new Date(expiresAt.getTime() - 24 * 3_600_000),
          expiresAt,
        })
        .returning({ id: importPreviews.id });
      return row!.id;
    };
    const old = await left(hours(-25));
    const expired = await left(hours(-1));
    const open = await left(hours(23));

    // Today's run happened when the app started: as if the day had turned, the task is offered again.
    await ctx.db.delete(jobs).where(eq(jobs.kind, 'task:prune-import-previews'));
    await ctx.app.jobs.offerScheduled();
    await ctx.app.jobs.drain();
    expect(await fileOf(old)).toBeNull();
    expect(await fileOf(expired)).toBe('');
    expect(await fileOf(open)).toMatch(/^policy_reference/);
  });
  it('writes no second preview when a node paused past its lease resumes and finishes a job another node took', async () => {
    const adviser = await userByEmail(ctx, 'adviser@sextant.test');
    const actor = { userId: adviser.id, firmId, role: 'admin' as const, ip: '192.0.2.1', now: ctx.clock() };
    const errors: unknown[] = [];
    // Two workers on the app's database, as two nodes, each with the real import check; the app's own
    // worker is stopped so that only they take the job. The first node's run waits (a pause) until released.
    await ctx.app.jobs.stop();
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const node = (pause: boolean) => {
      const queue = createJobQueue(ctx.db, (error) => errors.push(error));
      const jobs: JobQueue = {
        ...queue,
        handle: (kind, handler) =>
          queue.handle(kind, {
            ...handler,
            run: async (...args) => {
              if (pause) await paused;
              return handler.run(...args);
            },
          }),
      };
      return { queue, service: createPolicyAdminService({ db: ctx.db, clock: ctx.clock, jobs }) };
    };
    const [first, second] = [node(true), node(false)];
    const started = await first.service.startImport(
      actor,
      'valuations',
      csv(VALUATIONS, 'HV-0101-ISA,2026-11-20,12345.67,GBP'),
      'lease.csv',
    );
    const firstRun = first.queue.drain();
    await expect
      .poll(async () => (await ctx.db.select().from(jobs).where(eq(jobs.id, started.uuid)))[0]!.status)
      .toBe('running');
    // The first node's lease lapses while it is paused, and the second node claims the job and finishes it.
    await ctx.db
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, started.uuid));
    await second.queue.drain();
    const previews = () =>
      ctx.db.select().from(importPreviews).where(eq(importPreviews.fileName, 'lease.csv'));
    const [made] = await previews();
    expect(made).toBeDefined();
    // The first node resumes: its check runs to the end, but it no longer holds the job and writes nothing.
    resume();
    await firstRun;
    expect(await previews()).toHaveLength(1);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, started.uuid));
    expect(job).toMatchObject({ status: 'done', attempts: 2, result: { previewId: made!.id } });
    const audited = await auditRows(ctx, 'admin.valuations.import_preview');
    expect(audited.filter((row) => (row.details as { file?: string }).file === 'lease.csv')).toHaveLength(1);
    expect(errors).toEqual([]);
    ctx.app.jobs.start();
  });
});
