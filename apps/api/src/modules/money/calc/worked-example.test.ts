/**
 * Issue 23's worked example: one client's four policies over one year, every figure computed by hand in the
 * comments. The period is 27 Nov 2025 – 27 Nov 2026 (365 days).
 *
 * ISA   paid £18,000 on 20 Dec 2024; valued £18,000 on 1 Jan 2025, £20,000 on 27 Nov 2025, £22,400 on
 *       9 Oct 2026 (after a £2,000 Bed & ISA in, ref BI-26), £22,600 on 27 Nov 2026.
 * GIA   statement-only, opened with £10,000 paid on 1 Dec 2025; stated £10,000 on 31 Dec 2025; £1,000 paid
 *       on 15 Jan 2026; stated £11,500 on 31 Mar 2026; £2,000 out to the ISA on 5 Oct 2026 (BI-26, four
 *       days before it arrives); stated £9,700 on 31 Oct 2026.
 * OLD   an old pension added to the portal with £30,000 in it: first valued 1 Mar 2026, no flow before:
 *       brought in. Valued £29,100 on 27 Nov 2026 (it lost £900).
 * BOND  paid £4,900 on 1 Jun 2025; valued £4,900 on 30 Jun 2025 and £5,000 on 27 Nov 2025; withdrawn in
 *       full (£5,050) on 15 Jun 2026; valued £0 on 30 Jun 2026: closed on 15 Jun 2026.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '@/shared/period';
import { measurePolicy } from './measure';
import { toPence } from './pence';
import { measurePortfolio } from './portfolio';
import { seriesOf } from './series';
import { custom, ledger } from './test-ledger';
import type { PolicyLedger } from './types';

const isa = ledger({
  id: 'isa',
  wrapper: 'isa',
  valuations: [
    ['2025-01-01', '18000.00'],
    ['2025-11-27', '20000.00'],
    ['2026-10-09', '22400.00'],
    ['2026-11-27', '22600.00'],
  ],
  flows: [
    ['2024-12-20', 'contribution', '18000.00'],
    ['2026-10-09', 'transfer_in', '2000.00', 'BI-26'],
  ],
});
const gia = ledger({
  id: 'gia',
  startDate: '2025-12-01',
  valuations: [
    ['2025-12-31', '10000.00'],
    ['2026-03-31', '11500.00'],
    ['2026-10-31', '9700.00'],
  ],
  flows: [
    ['2025-12-01', 'contribution', '10000.00'],
    ['2026-01-15', 'contribution', '1000.00'],
    ['2026-10-05', 'transfer_out', '2000.00', 'BI-26'],
  ],
});
const old = ledger({
  id: 'old',
  wrapper: 'personal_pension',
  startDate: '2009-04-01',
  valuations: [
    ['2026-03-01', '30000.00'],
    ['2026-11-27', '29100.00'],
  ],
});
const bond = ledger({
  id: 'bond',
  wrapper: 'bond',
  valuations: [
    ['2025-06-30', '4900.00'],
    ['2025-11-27', '5000.00'],
    ['2026-06-30', '0.00'],
  ],
  flows: [
    ['2025-06-01', 'contribution', '4900.00'],
    ['2026-06-15', 'withdrawal', '5050.00'],
  ],
});
const year = custom('2025-11-27', '2026-11-27');

describe('the worked example: one year of four policies', () => {
  const [gbp] = measurePortfolio([isa, gia, old, bond], year);

  it('opens with what was held on the first day and brings the old pension in as its own line', () => {
    // Opening: ISA £20,000 (valued that day) + BOND £5,000 = £25,000; GIA's first money is 1 Dec, after
    // the start, so it opens from nil. Brought in: OLD's £30,000. Paid in: GIA's £10,000 + £1,000 (the
    // Bed & ISA legs are netted). Taken out: BOND's £5,050. Closing: £22,600 + £9,700 + £29,100 + £0 =
    // £61,400. Growth: 61,400 − 25,000 − 30,000 − 11,000 + 5,050 = £450.
    expect(gbp?.waterfall).toMatchObject({
      opening_value: '25000.00',
      opening_as_at: '2025-11-27',
      brought_in: '30000.00',
      paid_in: '11000.00',
      taken_out: '5050.00',
      closing_value: '61400.00',
      closing_as_at: '2026-11-27',
      // The oldest latest valuation among those holding money: GIA's statement of 31 Oct.
      closing_valued_on: '2026-10-31',
      growth: '450.00',
    });
    expect(gbp?.inTransit).toBe(0);
  });

  it('adds each policy’s line up to the block', () => {
    // ISA 22,600 − 20,000 − 2,000 = £600; GIA 9,700 − 11,000 + 2,000 = £700; OLD 29,100 − 30,000 = −£900;
    // BOND 0 − 5,000 + 5,050 = £50. Sum: £450.
    const growth = Object.fromEntries([...gbp!.policies].map(([id, line]) => [id, line.growth]));
    expect(growth).toEqual({ isa: '600.00', gia: '700.00', old: '-900.00', bond: '50.00' });
    expect(gbp?.policies.get('bond')?.closed_on).toBe('2026-06-15');
    expect(gbp?.policies.get('gia')?.closing_as_at).toBe('2026-10-31');
  });

  it('gives a year of 365 days, its TWR chained through every valuation day of any policy', () => {
    // Carried value on each valuation day (ISA + GIA + OLD + BOND):
    //   27 Nov 25  25,000 (opening)
    //   31 Dec 25  20,000 + 10,000 + 0 + 5,000            = 35,000   £10,000 paid 1 Dec (w 30/34): r 0
    //    1 Mar 26  20,000 + 11,000 + 30,000 + 5,000       = 66,000   £1,000 (w 45/60), £30,000 in on the day: r 0
    //   31 Mar 26  20,000 + 11,500 + 30,000 + 5,000       = 66,500   r 500 / 66,000
    //   30 Jun 26  20,000 + 11,500 + 30,000 + 0           = 61,500   −£5,050 on 15 Jun (w 15/91): r 50 / (66,500 − 5,050·15/91)
    //    9 Oct 26  22,400 + 9,500 + 30,000                = 61,900   r 400 / 61,500
    //   31 Oct 26  22,400 + 9,700 + 30,000                = 62,100   r 200 / 61,900
    //   27 Nov 26  22,600 + 9,700 + 29,100                = 61,400   r −700 / 62,100
    const twr =
      (1 + 500 / 66_000) *
        (1 + 50 / (66_500 - (5050 * 15) / 91)) *
        (1 + 400 / 61_500) *
        (1 + 200 / 61_900) *
        (1 - 700 / 62_100) -
      1;
    expect(gbp?.returns?.days).toBe(365);
    expect(gbp?.returns?.basis).toBe('annualised_and_cumulative');
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(twr, 12);
    // Over exactly 365 days the yearly rate is the total: never below it.
    expect(gbp?.returns?.twr.annualised).toBeCloseTo(twr, 12);
    // MWR: the yearly rate r with −25,000 on 27 Nov 25, −10,000 on 1 Dec, −1,000 on 15 Jan, −30,000 on 1 Mar,
    // +5,050 on 15 Jun and +61,400 on 27 Nov 26, each discounted by (1 + r)^(days since 27 Nov 25 / 365),
    // summing to nil: solved by halving the interval by hand (a calculator), r = 0.807489 %.
    expect(gbp?.returns?.mwr.annualised).toBeCloseTo(0.008_074_891_425, 9);
  });

  it('measures the old pension since its start from the value brought in, not from nil', () => {
    // Since start: brought in £30,000 on 1 Mar 2026, £29,100 on 27 Nov 2026: growth −£900, not +£29,100;
    // TWR 29,100 / 30,000 − 1 = −3% over the 271 days from 1 Mar.
    const m = measurePolicy(old, { range: 'since_start', from: '2009-04-01', to: '2026-11-27' });
    expect(m.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: '2026-03-01',
      brought_in: '30000.00',
      paid_in: '0.00',
      growth: '-900.00',
    });
    expect(m.returns?.days).toBe(271);
    expect(m.returns?.twr.cumulative).toBeCloseTo(-0.03, 12);
    expect(m.returns?.mwr.cumulative).toBeCloseTo(-0.03, 9);
  });

  it('carries the statement-only GIA over 58 days: opening £11,000, growth £500', () => {
    // 1 Feb – 31 Mar 2026: stated £10,000 on 31 Dec plus £1,000 paid on 15 Jan = £11,000 carried to 1 Feb;
    // stated £11,500 on 31 Mar: growth £500 over 58 days; both returns 500 / 11,000.
    const m = measurePolicy(gia, custom('2026-02-01', '2026-03-31'));
    expect(m.waterfall).toMatchObject({
      opening_value: '11000.00',
      opening_as_at: '2026-02-01',
      closing_value: '11500.00',
      paid_in: '0.00',
      growth: '500.00',
    });
    expect(m.returns?.days).toBe(58);
    expect(m.returns?.twr.cumulative).toBeCloseTo(500 / 11_000, 12);
    expect(m.returns?.mwr.cumulative).toBeCloseTo(500 / 11_000, 9);
  });

  it('measures the whole portfolio over the same 58 days, the old pension brought in inside them', () => {
    // 1 Feb – 31 Mar 2026, each policy carried: opening ISA £20,000 (27 Nov) + GIA £11,000 + OLD nil (not yet
    // added) + BOND £5,000 (27 Nov) = £36,000. OLD's £30,000 is brought in on 1 Mar. Closing ISA £20,000 +
    // GIA £11,500 (31 Mar) + OLD £30,000 + BOND £5,000 = £66,500. Growth 66,500 − 36,000 − 30,000 = £500.
    const [block] = measurePortfolio([isa, gia, old, bond], custom('2026-02-01', '2026-03-31'));
    expect(block?.waterfall).toMatchObject({
      opening_value: '36000.00',
      opening_as_at: '2026-02-01',
      brought_in: '30000.00',
      paid_in: '0.00',
      taken_out: '0.00',
      closing_value: '66500.00',
      closing_as_at: '2026-03-31',
      growth: '500.00',
    });
    // The period's own 58 days, not the statement-only GIA's 90 since its last statement.
    expect(block?.returns?.days).toBe(58);
    // TWR: nothing moves until 1 Mar (r 0), then 66,000 to 66,500: 500 / 66,000 = 0.757576 %.
    expect(block?.returns?.twr.cumulative).toBeCloseTo(500 / 66_000, 12);
    // MWR: −36,000 on 1 Feb, −30,000 on 1 Mar (day 28), +66,500 on 31 Mar (day 58); solved by halving, the
    // yearly rate is 6.271366 %, so over the 58 days (1.06271366)^(58/365) − 1 = 0.971231 %.
    expect(block?.returns?.mwr.cumulative).toBeCloseTo(0.009_712_314_053, 9);
  });

  it('measures the GIA over the year from its first money, its closing as at the period’s end', () => {
    // Its first money is 1 Dec 2025: 361 days to 27 Nov 2026; its last statement (31 Oct) dates the value.
    const m = measurePolicy(gia, year);
    expect(m.waterfall).toMatchObject({
      opening_as_at: '2025-12-01',
      closing_as_at: '2026-11-27',
      closing_valued_on: '2026-10-31',
      growth: '700.00',
    });
    expect(m.returns?.days).toBe(361);
    expect(m.returns?.basis).toBe('cumulative');
  });

  it('keeps the Bed & ISA in transit for the four days between its legs, so the value does not dip', () => {
    const points = seriesOf([isa, gia, old, bond], year);
    const on = (date: string) => points.find((p) => p.date === date);
    // 6 Oct: ISA 20,000 + GIA 11,500 − 2,000 + £2,000 in transit + OLD 30,000 = 61,500 (59,500 without it).
    expect(on('2026-10-06')?.value).toBe(61_500);
    expect(on('2026-10-04')?.value).toBe(61_500);
    // The chart's gap at its end is the growth: 61,400 − (25,000 + 30,000 + 11,000 − 5,050) = £450.
    expect(points.at(-1)).toEqual({ date: '2026-11-27', value: 61_400, net_paid_in: 60_950 });
  });

  it('shows a transfer in transit at the end of a period that falls between its legs', () => {
    // A daily-valued GIA sends £2,000 to the ISA on 5 Oct (valued £8,000 that day, from £10,000); the ISA
    // holds it from 9 Oct. On 7 Oct the money is in neither: £2,000 in transit, inside the closing value.
    const from = ledger({
      id: 'from',
      valuations: [
        ['2026-01-01', '10000.00'],
        ['2026-10-05', '8000.00'],
      ],
      flows: [
        ['2025-12-01', 'contribution', '10000.00'],
        ['2026-10-05', 'transfer_out', '2000.00', 'T-1'],
      ],
    });
    const to = ledger({
      id: 'to',
      valuations: [['2026-01-01', '1000.00']],
      flows: [
        ['2025-12-01', 'contribution', '1000.00'],
        ['2026-10-09', 'transfer_in', '2000.00', 'T-1'],
      ],
    });
    const [block] = measurePortfolio([from, to], custom('2026-01-01', '2026-10-07'));
    expect(block?.inTransit).toBe(200_000);
    // Opening 11,000; closing 8,000 + 1,000 + 2,000 in transit = 11,000; the legs netted: growth £0.
    expect(block?.waterfall).toMatchObject({
      opening_value: '11000.00',
      closing_value: '11000.00',
      paid_in: '0.00',
      taken_out: '0.00',
      growth: '0.00',
    });
  });

  it('says the bond was closed on the day it was emptied, and a period before that does not', () => {
    expect(measurePolicy(bond, year).closedOn).toBe('2026-06-15');
    expect(measurePolicy(bond, custom('2025-06-01', '2026-06-01')).closedOn).toBeNull();
  });
});

describe('the chart and the figures are one computation', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const TYPES = ['contribution', 'tax_relief', 'withdrawal', 'income', 'charge'] as const;
  const policy = fc.record({
    valuations: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 5e7 })), {
      selector: ([d]) => d,
      minLength: 1,
      maxLength: 8,
    }),
    flows: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 1e7 }),
      ),
      { maxLength: 8 },
    ),
    marked: fc.boolean(),
  });
  const transfer = fc.tuple(
    fc.integer({ min: 0, max: 700 }),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 1, max: 1e6 }),
  );

  const build = (
    id: string,
    p: { valuations: [number, number][]; flows: [number, number, number][]; marked: boolean },
    legs: [string, 'transfer_in' | 'transfer_out', string, string][],
  ): PolicyLedger => {
    const l = ledger({
      id,
      startDate: day(0),
      valuations: [...p.valuations].sort((a, b) => a[0] - b[0]).map(([d, v]) => [day(d), pounds(v)]),
      flows: [
        ...p.flows.map(
          ([d, t, a]) => [day(d), TYPES[t]!, pounds(a)] as [string, (typeof TYPES)[number], string],
        ),
        ...legs,
      ],
    });
    return { ...l, history: { ...historyFrom(l), broughtInMarked: p.marked } };
  };

  it('holds value − what you put in = growth at the chart’s last point, and the lines add up, for every range', () => {
    fc.assert(
      fc.property(
        policy,
        policy,
        fc.array(transfer, { maxLength: 3 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 700 }),
        (a, b, transfers, x, y) => {
          const out = transfers.map(
            ([d, , amt], i) =>
              [day(d), 'transfer_out', pounds(amt), `T${i}`] as [string, 'transfer_out', string, string],
          );
          const into = transfers.map(
            ([d, gap, amt], i) =>
              [day(d + gap), 'transfer_in', pounds(amt), `T${i}`] as [string, 'transfer_in', string, string],
          );
          const ledgers = [build('a', a, out), build('b', b, into)];
          const period = custom(day(Math.min(x, y)), day(Math.max(x, y)));
          const [block] = measurePortfolio(ledgers, period);
          const points = seriesOf(ledgers, period);
          if (!block || block.waterfall.closing_as_at === null) {
            expect(points).toEqual([]);
            return;
          }
          const w = block.waterfall;
          const last = points.at(-1)!;
          expect(Math.round(last.value * 100) - Math.round(last.net_paid_in * 100)).toBe(toPence(w.growth));
          expect(Math.round(last.value * 100)).toBe(toPence(w.closing_value));
          expect(
            toPence(w.opening_value) +
              toPence(w.brought_in) +
              toPence(w.paid_in) -
              toPence(w.taken_out) +
              toPence(w.growth),
          ).toBe(toPence(w.closing_value));
          const lines = [...block.policies.values()].reduce((s, l) => s + toPence(l.growth ?? '0.00'), 0);
          expect(lines).toBe(toPence(w.growth));
          expect(daysBetween(w.opening_as_at!, period.to)).toBe(block.returns?.days);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function historyFrom(l: PolicyLedger) {
  return {
    firstValuation: l.valuations[0] ?? null,
    firstFlowOn: l.flows[0]?.date ?? null,
    lastOutflowOn:
      l.flows.findLast((f) => f.type === 'transfer_out' || f.type === 'withdrawal')?.date ?? null,
    broughtInMarked: false,
  };
}
