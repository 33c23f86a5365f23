import { CHARGE_KINDS } from '@sextant/contracts/money';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, transactions } from '@/db/schema/index';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { addTransactions } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';

const BASE = 'policy_reference,date,type,amount,currency,description,reference';
const WITH_KIND = `${BASE},charge_kind`;
const csv = (header: string, ...rows: string[]) => [header, ...rows].join('\n');
const KINDS_SENTENCE =
  'Charge kind must be one of: adviser_ongoing, adviser_initial, platform, product or other.';

/** Charge kinds (issue 24): the CSV column, staff's form, and what clients and staff read back. */
describe.each(testDatabaseKinds)('charge kinds on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let client: string;
  const policyId: Record<string, string> = {};
  const now = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, now);
        await createDemoPortfolios(db, firm, [demo], { today: now, valuationDays: 60 });
      },
    });
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    for (const p of await ctx.db.select().from(policies)) policyId[p.reference] = p.id;
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token = staff) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });

  /** Posts a file and waits for its job: the finished job (its report and preview). */
  async function importJob(text: string) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/transactions/imports?file_name=charges.csv',
      payload: text,
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'text/csv' },
    });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 200; i++) {
      const job = (await call('GET', `/v1/admin/transactions/imports/${started.json().uuid}`)).json();
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('import did not finish');
  }
  /** Imports a clean file through its preview: the preview's counts. */
  async function imported(text: string) {
    const job = await importJob(text);
    expect(job.report.errors).toEqual([]);
    const confirmed = await call('POST', `/v1/admin/imports/previews/${job.preview.uuid}/confirm`);
    expect(confirmed.json().report, confirmed.body).toMatchObject({ applied: true });
    return job.preview;
  }
  const kindsOf = async (reference: string) =>
    (
      await ctx.db
        .select({ description: transactions.description, kind: transactions.chargeKind })
        .from(transactions)
        .where(eq(transactions.policyId, policyId[reference]!))
        .orderBy(asc(transactions.occurredOn), asc(transactions.description))
    ).map((row) => [row.description, row.kind]);

  it('imports the kind a file states; a blank cell, or a file without the column, is other', async () => {
    await imported(
      csv(
        WITH_KIND,
        'HV-0101-ISA,2026-11-01,charge,50.00,GBP,Ongoing fee,OF-1,Adviser_Ongoing',
        'HV-0101-ISA,2026-11-02,charge,7.50,GBP,Platform fee,,platform',
        'HV-0101-ISA,2026-11-03,charge,1.00,GBP,Sundry,,',
        'HV-0101-ISA,2026-11-04,contribution,100.00,GBP,Monthly,,',
      ),
    );
    await imported(csv(BASE, 'HV-0101-ISA,2026-11-05,charge,2.00,GBP,Old file,'));
    expect(await kindsOf('HV-0101-ISA')).toEqual([
      ['Ongoing fee', 'adviser_ongoing'],
      ['Platform fee', 'platform'],
      ['Sundry', 'other'],
      ['Monthly', null],
      ['Old file', 'other'],
    ]);
  });

  it('refuses an unknown kind, and a kind on a row that is not a charge, by row in the preview', async () => {
    const job = await importJob(
      csv(
        WITH_KIND,
        'HV-0102-SIPP,2026-11-01,charge,5.00,GBP,Fee,,adviser',
        'HV-0102-SIPP,2026-11-02,contribution,100.00,GBP,Monthly,,platform',
        'HV-0102-SIPP,2026-11-03,gift,1.00,GBP,Odd,,platform',
        'HV-0102-SIPP,2026-11-04,charge,5.00,GBP,Fine,,product',
      ),
    );
    expect(job.report.errors).toEqual([
      { row: 2, field: 'charge_kind', message: KINDS_SENTENCE },
      {
        row: 3,
        field: 'charge_kind',
        message: 'Only a charge has a kind: leave charge_kind empty on this row.',
      },
      { row: 4, field: 'type', message: expect.stringMatching(/gift is not a type/) },
    ]);
    expect(job.report.applied).toBe(false);
    expect(await kindsOf('HV-0102-SIPP')).toEqual([]);
  });

  it('restates a stored charge’s kind in place on re-import, and a file without the column keeps it', async () => {
    const first = csv(
      WITH_KIND,
      'HV-0103-BOND,2026-11-01,charge,40.00,GBP,Product charge,PC-1,other',
      'HV-0103-BOND,2026-11-02,charge,9.00,GBP,Quarterly,,other',
    );
    await imported(first);
    const ids = (await ctx.db.select().from(transactions)).map((t) => t.id).sort();
    const restated = await imported(
      csv(
        WITH_KIND,
        'HV-0103-BOND,2026-11-01,charge,40.00,GBP,Product charge,PC-1,product',
        'HV-0103-BOND,2026-11-02,charge,9.00,GBP,Quarterly,,product',
      ),
    );
    // Not suspicious: a kind moves no money (and the row without a reference is no look-alike of itself).
    expect(restated).toMatchObject({ new: 0, changed: 2, unchanged: 0, flag_count: 0 });
    expect(await kindsOf('HV-0103-BOND')).toEqual([
      ['Product charge', 'product'],
      ['Quarterly', 'product'],
    ]);
    // The kind is no part of a row's identity: the same rows, not new ones.
    expect((await ctx.db.select().from(transactions)).map((t) => t.id).sort()).toEqual(ids);

    const old = await imported(
      csv(
        BASE,
        'HV-0103-BOND,2026-11-01,charge,40.00,GBP,Product charge,PC-1',
        'HV-0103-BOND,2026-11-02,charge,9.00,GBP,Quarterly,',
      ),
    );
    expect(old).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(await kindsOf('HV-0103-BOND')).toEqual([
      ['Product charge', 'product'],
      ['Quarterly', 'product'],
    ]);
  });

  it('lets staff add and change a charge’s kind by hand, and refuses a kind on another type', async () => {
    const base = `/v1/admin/policies/${policyId['HV-0104-GIA']}/transactions`;
    const made = await call('POST', base, {
      date: '2026-11-10',
      type: 'charge',
      amount: '120',
      description: 'Initial advice',
      charge_kind: 'adviser_initial',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ type: 'charge', charge_kind: 'adviser_initial' });
    expect((await auditRows(ctx, 'admin.transactions.create')).at(-1)!.details).toMatchObject({
      charge_kind: 'adviser_initial',
    });
    const plain = await call('POST', base, { date: '2026-11-11', type: 'charge', amount: '3' });
    expect(plain.json().charge_kind).toBe('other');

    const wrong = await call('POST', base, {
      date: '2026-11-11',
      type: 'contribution',
      amount: '3',
      charge_kind: 'platform',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      charge_kind: ['Only a charge has a kind: choose the type Charge, or leave the kind empty.'],
    });
    const unknown = await call('POST', base, {
      date: '2026-11-11',
      type: 'charge',
      amount: '3',
      charge_kind: 'adviser',
    });
    expect(unknown.json().errors.charge_kind).toEqual([KINDS_SENTENCE]);

    const id = made.json().uuid;
    const renamed = await call('PATCH', `/v1/admin/transactions/${id}`, { charge_kind: 'adviser_ongoing' });
    expect(renamed.json()).toMatchObject({ charge_kind: 'adviser_ongoing', amount: '120.00' });
    expect((await auditRows(ctx, 'admin.transactions.update')).at(-1)!.details).toMatchObject({
      fields: ['charge_kind'],
      before: { charge_kind: 'adviser_initial' },
    });
    const moved = await call('PATCH', `/v1/admin/transactions/${id}`, { type: 'withdrawal' });
    expect(moved.json()).toMatchObject({ type: 'withdrawal', charge_kind: null });
    const back = await call('PATCH', `/v1/admin/transactions/${id}`, { type: 'charge' });
    expect(back.json()).toMatchObject({ type: 'charge', charge_kind: 'other' });
    const refused = await call('PATCH', `/v1/admin/transactions/${plain.json().uuid}`, {
      type: 'income',
      charge_kind: 'platform',
    });
    expect(refused.statusCode).toBe(422);

    const listed = (await call('GET', `${base}?type=charge`)).json().items;
    expect(listed.map((t: { charge_kind: string }) => t.charge_kind).sort()).toEqual(['other', 'other']);
  });

  it('reads a charge stored without a kind (as every one before migration 0011) as other, to staff and client', async () => {
    const isa = policyId['HV-0101-ISA']!;
    await addTransactions(ctx.db, isa, [
      { date: '2026-10-20', type: 'charge', amount: '4.00', description: 'Stored before kinds' },
    ]);
    // The column's check: a charge always has a kind, and only a charge.
    await expect(
      ctx.db.execute(sql`update transactions set charge_kind = 'platform' where type = 'contribution'`),
    ).resolves.toBeDefined();
    const result = (await ctx.db.execute(
      sql`select count(*)::int as n from transactions where (type = 'charge') <> (charge_kind is not null)`,
    )) as unknown as { rows: { n: number }[] };
    const [violations] = result.rows;
    expect(violations!.n).toBe(0);

    const staffView = (await call('GET', `/v1/admin/policies/${isa}/transactions?q=Stored`)).json();
    expect(staffView.items[0]).toMatchObject({ type: 'charge', charge_kind: 'other' });
    const clientView = (
      await call('GET', `/v1/policy/${isa}/transactions?type=charge`, undefined, client)
    ).json();
    expect(
      clientView.items.find((t: { description: string }) => t.description === 'Stored before kinds'),
    ).toMatchObject({ charge_kind: 'other' });
    const contributions = (
      await call('GET', `/v1/policy/${isa}/transactions?type=contribution`, undefined, client)
    ).json();
    expect(contributions.items.every((t: { charge_kind: null }) => t.charge_kind === null)).toBe(true);
  });

  it('splits a tax year’s charges by kind for the client', async () => {
    const costs = (await call('GET', '/v1/portfolio/costs?tax_year=2026-27', undefined, client)).json();
    const gbp = costs.currencies[0];
    const sum = gbp.by_kind.reduce((total: number, k: { charges: string }) => total + Number(k.charges), 0);
    expect(sum.toFixed(2)).toBe(gbp.charges);
    const kinds = gbp.by_kind.map((k: { kind: string }) => k.kind);
    expect(kinds).toEqual(CHARGE_KINDS.filter((k) => kinds.includes(k)));
    expect(kinds).toEqual(expect.arrayContaining(['adviser_ongoing', 'platform', 'product', 'other']));
  });

  it('names the kinds in the OpenAPI document', async () => {
    const doc = await openApiDocument(ctx.app);
    expect(doc.components.schemas.ChargeKind).toMatchObject({ enum: [...CHARGE_KINDS] });
    expect(JSON.stringify(doc.components.schemas.AdminTransaction)).toContain(
      '#/components/schemas/ChargeKind',
    );
    expect(JSON.stringify(doc.components.schemas.Transaction)).toContain('#/components/schemas/ChargeKind');
  });
});
