import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addTransactions, addValuations, type FlowRow } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';

const VALUATIONS = 'policy_reference,date,value,currency';
const csv = (...rows: string[]) => [VALUATIONS, ...rows].join('\n');

/**
 * Issue 23: a valuation file that would give a policy its first valuation, worth more than 25% above what the
 * transactions on or before it paid in (net), is listed as "looks like a value brought in?". Today is
 * 21 Nov 2026; no policy below has a valuation unless said.
 */
describe.each(testDatabaseKinds)('an import’s first valuations that look brought in, on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, new Date('2026-11-21T09:00:00Z'));
        const provider = await createProvider(db, firm.id);
        const policy = async (reference: string, flows: FlowRow[], marked = false) => {
          const made = await createPolicy(db, {
            firmId: firm.id,
            clientId: demo.id,
            providerId: provider.id,
            reference,
            productType: 'Policy',
            wrapper: 'gia',
            startDate: '2026-01-01',
            firstValueBroughtIn: marked,
          });
          await addTransactions(db, made.id, flows);
          ids[reference] = made.id;
          return made.id;
        };
        const hundred: FlowRow = { date: '2026-01-02', type: 'contribution', amount: '100.00' };
        // £100 paid in, then first valued at £20,100: flagged.
        await policy('BI-ADDED', [hundred]);
        // No transaction at all: brought in by the rule, not flagged.
        await policy('BI-NONE', []);
        // £10,000 in, £500 out, a £50 charge (not paid in or out): net £9,500; £11,000 is within 25%.
        await policy('BI-PAID', [
          { date: '2026-01-05', type: 'contribution', amount: '10000.00' },
          { date: '2026-02-01', type: 'withdrawal', amount: '500.00' },
          { date: '2026-02-01', type: 'charge', amount: '50.00' },
        ]);
        // Net £1,000; exactly 25% above is not "more than 25%".
        await policy('BI-EDGE', [{ date: '2026-01-02', type: 'contribution', amount: '1000.00' }]);
        // Marked already: the question is answered.
        await policy('BI-MARKED', [hundred], true);
        // Valued since June: a later row is not its first; an earlier one would be.
        const later = await policy('BI-LATER', [hundred]);
        await addValuations(db, later, [['2026-06-01', '5000.00']]);
        const earlier = await policy('BI-EARLIER', [hundred]);
        await addValuations(db, earlier, [['2026-03-20', '5000.00']]);
        // Only the transaction after the first valuation: that valuation is brought in by the rule.
        await policy('BI-AFTER', [{ date: '2026-04-02', type: 'contribution', amount: '100.00' }]);
      },
    });
    staff = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${staff}` },
      ...(payload && { payload }),
    });

  /** Posts a valuation file, waits for its check, answers the preview. */
  async function previewOf(text: string) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/valuations/imports?file_name=valuations.csv',
      payload: text,
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'text/csv' },
    });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 200; i++) {
      const job = (await call('GET', `/v1/admin/valuations/imports/${started.json().uuid}`)).json();
      if (job.status === 'done') {
        expect(job.report.errors).toEqual([]);
        return job.preview;
      }
      if (job.status === 'failed') throw new Error(job.message);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('import did not finish');
  }

  const file = csv(
    'BI-NONE,2026-03-01,30000.00,GBP',
    'BI-ADDED,2026-03-01,20500.00,GBP',
    'BI-ADDED,2026-02-01,20100.00,GBP',
    'BI-PAID,2026-02-10,11000.00,GBP',
    'BI-EDGE,2026-02-10,1250.00,GBP',
    'BI-MARKED,2026-02-01,20000.00,GBP',
    'BI-LATER,2026-07-01,5100.00,GBP',
    'BI-EARLIER,2026-03-01,5000.00,GBP',
    'BI-AFTER,2026-04-01,9000.00,GBP',
  );

  it('lists the first valuations that look like a value brought in, without making them suspicious', async () => {
    const preview = await previewOf(file);
    expect(preview.flag_count).toBe(0);
    expect(preview.possible_brought_in).toEqual([
      {
        row: 4,
        policy_uuid: ids['BI-ADDED'],
        policy_reference: 'BI-ADDED',
        date: '2026-02-01',
        value: '20100.00',
        net_paid_in: '100.00',
        currency: 'GBP',
        message:
          "Looks like a value brought in? GBP 20,100.00 would be the policy's first valuation, but the transactions on or before 1 February 2026 paid in GBP 100.00 net. If the policy was added with this value, mark its first valuation as brought in so clients do not see it as growth.",
      },
      expect.objectContaining({
        row: 9,
        policy_reference: 'BI-EARLIER',
        date: '2026-03-01',
        value: '5000.00',
        net_paid_in: '100.00',
      }),
    ]);
    // The stored preview answers the same, and confirming does not wait on it.
    const again = (await call('GET', `/v1/admin/imports/previews/${preview.uuid}`)).json();
    expect(again.possible_brought_in).toEqual(preview.possible_brought_in);
    const confirmed = await call('POST', `/v1/admin/imports/previews/${preview.uuid}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().report).toMatchObject({ applied: true, inserted: 9 });
  });

  it('flags a first valuation just over 25% above the net paid in, and none once stored', async () => {
    const edge = await previewOf(csv('BI-EDGE,2026-02-09,1250.01,GBP'));
    expect(edge.possible_brought_in).toEqual([
      expect.objectContaining({ policy_reference: 'BI-EDGE', value: '1250.01', net_paid_in: '1000.00' }),
    ]);
    // The same file again: every row is stored, no first valuation is given.
    const same = await previewOf(file);
    expect(same).toMatchObject({ unchanged: 9, possible_brought_in: [] });
  });

  it('does not list a policy once staff marked its first valuation as brought in', async () => {
    const policy = async (reference: string) => {
      const made = await call('POST', '/v1/admin/policies', {
        client_id: (await call('GET', `/v1/admin/policies/${ids['BI-ADDED']}`)).json().client.uuid,
        provider_id: (await call('GET', `/v1/admin/policies/${ids['BI-ADDED']}`)).json().provider.uuid,
        reference,
        product_type: 'Policy',
        start_date: '2026-01-01',
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().uuid as string;
    };
    const id = await policy('BI-NEW');
    const flow = await call('POST', `/v1/admin/policies/${id}/transactions`, {
      date: '2026-01-02',
      type: 'contribution',
      amount: '100.00',
    });
    expect(flow.statusCode, flow.body).toBe(201);
    const row = 'BI-NEW,2026-02-01,20100.00,GBP';
    expect((await previewOf(csv(row))).possible_brought_in).toHaveLength(1);
    const marked = await call('PATCH', `/v1/admin/policies/${id}`, { first_value_brought_in: true });
    expect(marked.json().first_value_brought_in).toBe(true);
    expect((await previewOf(csv(row))).possible_brought_in).toEqual([]);
  });
});
