import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measurePolicy } from './measure';
import { toPence } from './pence';
import { measurePortfolio } from './portfolio';
import { custom, ledger } from './test-ledger';

const growing = (
  id: string,
  opening: string,
  valuations: [string, string][],
  flows = [] as Parameters<typeof ledger>[0]['flows'],
) => ledger({ id, valuations: [['2024-12-31', opening], ['2025-01-01', opening], ...valuations], flows });

// Held before the quarter (valued the day before it): their money is carried in, not brought in.
const isa = ledger({
  id: 'isa',
  wrapper: 'isa',
  valuations: [
    ['2024-12-31', '1000.00'],
    ['2025-01-01', '1000.00'],
    ['2025-02-01', '1100.00'],
    ['2025-03-01', '1210.00'],
  ],
});
const gia = ledger({
  id: 'gia',
  valuations: [
    ['2024-12-31', '500.00'],
    ['2025-01-01', '500.00'],
    ['2025-02-01', '650.00'],
    ['2025-03-01', '715.00'],
  ],
  flows: [['2025-02-01', 'contribution', '100.00']],
});
const quarter = custom('2025-01-01', '2025-03-01');

describe('measurePortfolio', () => {
  it('sums the waterfalls and chains the daily sum at the external flows', () => {
    const [gbp] = measurePortfolio([isa, gia], quarter);
    expect(gbp?.currency).toBe('GBP');
    expect(gbp?.waterfall).toMatchObject({
      opening_value: '1500.00',
      opening_as_at: '2025-01-01',
      closing_value: '1925.00',
      closing_as_at: '2025-03-01',
      paid_in: '100.00',
      growth: '325.00',
    });
    expect(gbp?.returns?.twr).toMatchObject({ method: 'chained' });
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(0.21, 12);
    expect(gbp?.policies.get('isa')).toEqual({
      growth: '210.00',
      growth_from: '2025-01-01',
      growth_to: '2025-03-01',
      twr: expect.closeTo(0.21, 12),
      closing_value: '1210.00',
      closing_as_at: '2025-03-01',
      closed_on: null,
    });
  });

  it('gives one block per currency, GBP first, never converted', () => {
    const euro = growing('eur', '800.00', [['2025-03-01', '880.00']]);
    euro.currency = 'EUR';
    const blocks = measurePortfolio([{ ...euro }, isa], quarter);
    expect(blocks.map((b) => [b.currency, b.waterfall.closing_value])).toEqual([
      ['GBP', '1210.00'],
      ['EUR', '880.00'],
    ]);
    expect([...blocks[1]!.policies.keys()]).toEqual(['eur']);
  });

  it('lets a policy starting inside the period enter as a flow, not as growth', () => {
    const late = ledger({
      id: 'late',
      startDate: '2025-02-01',
      valuations: [
        ['2025-02-01', '2000.00'],
        ['2025-03-01', '2200.00'],
      ],
      flows: [['2025-02-01', 'transfer_in', '2000.00']],
    });
    const [gbp] = measurePortfolio([isa, late], quarter);
    expect(gbp?.waterfall).toMatchObject({
      opening_value: '1000.00',
      paid_in: '2000.00',
      growth: '410.00',
    });
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(0.21, 12);
  });

  it('lets a policy first valued inside the period enter at that value', () => {
    const unvalued = ledger({
      id: 'unvalued',
      startDate: '2020-01-01',
      valuations: [
        ['2025-02-01', '3000.00'],
        ['2025-03-01', '3300.00'],
      ],
    });
    const [gbp] = measurePortfolio([isa, unvalued], quarter);
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(0.21, 12);
    // Alone, its first valuation is brought in on 1 February: 10% since.
    expect(measurePolicy(unvalued, quarter).returns?.twr.cumulative).toBeCloseTo(0.1, 12);
  });

  it('nets a Bed & ISA transfer between the client’s policies out of paid in and taken out', () => {
    const out = ledger({
      id: 'gia',
      valuations: [
        ['2025-01-01', '5000.00'],
        ['2025-02-01', '4000.00'],
        ['2025-03-01', '4400.00'],
      ],
      flows: [['2025-02-01', 'transfer_out', '1000.00', 'BI-1', 'Bed & ISA']],
    });
    const into = ledger({
      id: 'isa',
      wrapper: 'isa',
      valuations: [
        ['2025-01-01', '1000.00'],
        ['2025-02-01', '2000.00'],
        ['2025-03-01', '2200.00'],
      ],
      flows: [['2025-02-01', 'transfer_in', '1000.00', 'BI-1', 'Bed & ISA']],
    });
    const [gbp] = measurePortfolio([out, into], quarter);
    expect(gbp?.waterfall).toMatchObject({ paid_in: '0.00', taken_out: '0.00', growth: '600.00' });
    expect(gbp?.waterfall.by_type).toMatchObject({ transfer_in: '0.00', transfer_out: '0.00' });
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(0.1, 12);
    expect(measurePolicy(into, quarter).waterfall?.paid_in).toBe('1000.00');
    expect(measurePolicy(out, quarter).waterfall?.taken_out).toBe('1000.00');
  });

  it('pairs legs sharing a reference even on different days', () => {
    const out = growing(
      'a',
      '5000.00',
      [['2025-03-01', '4000.00']],
      [['2025-01-20', 'transfer_out', '1000.00', 'T-9']],
    );
    const into = growing(
      'b',
      '0.00',
      [['2025-03-01', '1000.00']],
      [['2025-01-25', 'transfer_in', '1000.00', 'T-9']],
    );
    const [gbp] = measurePortfolio([out, into], quarter);
    expect(gbp?.waterfall).toMatchObject({ paid_in: '0.00', taken_out: '0.00' });
  });

  it('does not pair a transfer out and in of the same policy', () => {
    const self = growing(
      'a',
      '5000.00',
      [['2025-03-01', '5000.00']],
      [
        ['2025-02-01', 'transfer_out', '100.00'],
        ['2025-02-01', 'transfer_in', '100.00'],
      ],
    );
    const [gbp] = measurePortfolio([self], quarter);
    expect(gbp?.waterfall).toMatchObject({ paid_in: '100.00', taken_out: '100.00' });
  });

  it('answers a zero block with the reason when no policy is valued by the end, the flows pending', () => {
    const early = custom('2024-01-01', '2024-06-01');
    const waiting = ledger({
      id: 'w',
      startDate: '2024-05-01',
      valuations: [['2024-07-01', '100.00']],
      flows: [['2024-05-01', 'contribution', '100.00']],
    });
    const [gbp] = measurePortfolio([isa, waiting], early);
    expect(gbp?.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: null,
      closing_as_at: null,
    });
    expect(gbp?.returns).toBeNull();
    expect(gbp?.reason).toMatch(/no valuation on or before 1 June 2024/);
    expect(gbp?.pending).toMatchObject({ count: 1, paid_in: '100.00' });
    expect(gbp?.policies.get('isa')).toEqual({
      growth: null,
      growth_from: null,
      growth_to: null,
      twr: null,
      closing_value: '0.00',
      closing_as_at: null,
      closed_on: null,
    });
  });
});

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const TYPES = [
  'contribution',
  'tax_relief',
  'transfer_in',
  'withdrawal',
  'income',
  'transfer_out',
  'charge',
] as const;
const pounds = (pence: number) => (pence / 100).toFixed(2);

describe('measurePortfolio: properties', () => {
  it('an internal transfer leaves the portfolio’s paid in and taken out unchanged', () => {
    const flowArb = fc.array(
      fc.tuple(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 500_000 }),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(
        flowArb,
        flowArb,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (flowsA, flowsB, on, amount, fromA) => {
          const make = (id: string, flows: typeof flowsA, extra: Parameters<typeof ledger>[0]['flows']) =>
            ledger({
              id,
              startDate: day(0),
              valuations: [0, 25, 50, 75, 100].map(
                (d, i) => [day(d), pounds((i + 3) * 1_000_000)] as [string, string],
              ),
              flows: [
                ...flows.map(
                  ([d, t, a]) => [day(d), TYPES[t]!, pounds(a)] as [string, (typeof TYPES)[number], string],
                ),
                ...(extra ?? []),
              ],
            });
          const period = custom(day(0), day(100));
          const before = measurePortfolio([make('a', flowsA, []), make('b', flowsB, [])], period)[0]!
            .waterfall;
          const out: [string, 'transfer_out', string] = [day(on), 'transfer_out', pounds(amount)];
          const into: [string, 'transfer_in', string] = [day(on), 'transfer_in', pounds(amount)];
          const after = measurePortfolio(
            [make('a', flowsA, [fromA ? out : into]), make('b', flowsB, [fromA ? into : out])],
            period,
          )[0]!.waterfall;
          expect(after.paid_in).toBe(before.paid_in);
          expect(after.taken_out).toBe(before.taken_out);
          const p = toPence;
          expect(
            p(after.opening_value) +
              p(after.brought_in) +
              p(after.paid_in) -
              p(after.taken_out) +
              p(after.growth),
          ).toBe(p(after.closing_value));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('measurePortfolio: a portfolio whose first money comes after its start', () => {
  it('measures the time-weighted return from the first payment in, not from the start', () => {
    // Both policies opened 1 January and empty until £1,000 went into each on 30 March; statements on
    // 31 March (£1,010 and £1,000) and 30 June (£1,030 and £1,020). The months holding nothing must not
    // dilute the base.
    const statements = (id: string, first: string, last: string) =>
      ledger({
        id,
        startDate: '2025-01-01',
        valuations: [
          ['2025-03-31', first],
          ['2025-06-30', last],
        ],
        flows: [['2025-03-30', 'contribution', '1000.00']],
      });
    const [gbp] = measurePortfolio(
      [statements('a', '1010.00', '1030.00'), statements('b', '1000.00', '1020.00')],
      { range: 'since_start', from: '2025-01-01', to: '2025-06-30' },
    );
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo((2010 / 2000) * (2050 / 2010) - 1, 9);
  });
});

describe('measurePortfolio: the block’s "as at" dates', () => {
  it('closes as at the latest closing valuation, the one its returns run to; each policy keeps its own', () => {
    const stale = growing('stale', '100.00', [['2025-02-10', '110.00']]);
    const [gbp] = measurePortfolio([isa, stale], quarter);
    expect(gbp?.waterfall).toMatchObject({
      opening_as_at: '2025-01-01',
      closing_value: '1320.00',
      closing_as_at: '2025-03-01',
    });
    expect(gbp?.returns?.days).toBe(59);
    expect(gbp?.policies.get('stale')?.closing_as_at).toBe('2025-02-10');
    expect(gbp?.policies.get('isa')?.closing_as_at).toBe('2025-03-01');
  });
});

describe('measurePortfolio: a statement-valued policy between its statements', () => {
  it('carries its last statement forward by its flows and charges, so a Bed & ISA out of it is no growth', () => {
    // GIA valued by statement on 31 March and 14 April; ISA daily. £10,000 Bed & ISA on 8 April, £5,000
    // paid into the ISA on 10 April, a £50 GIA charge on 10 April: the only growth is the charge's −£50.
    const daily = (from: number, to: number, value: string) =>
      Array.from({ length: to - from + 1 }, (_, i) => [
        `2026-04-${String(from + i).padStart(2, '0')}`,
        value,
      ]) as [string, string][];
    const gia = ledger({
      id: 'gia',
      valuations: [
        ['2026-03-31', '20000.00'],
        ['2026-04-14', '9950.00'],
      ],
      flows: [
        ['2026-04-08', 'transfer_out', '10000.00', 'BI-1', 'Bed & ISA'],
        ['2026-04-10', 'charge', '50.00'],
      ],
    });
    const isa = ledger({
      id: 'isa',
      wrapper: 'isa',
      valuations: [
        ['2026-03-31', '5000.00'],
        ...daily(1, 7, '5000.00'),
        ...daily(8, 9, '15000.00'),
        ...daily(10, 14, '20000.00'),
      ],
      flows: [
        ['2026-04-08', 'transfer_in', '10000.00', 'BI-1', 'Bed & ISA'],
        ['2026-04-10', 'contribution', '5000.00'],
      ],
    });
    const [gbp] = measurePortfolio([gia, isa], custom('2026-03-31', '2026-04-14'));
    expect(gbp?.returns?.twr.cumulative).toBeCloseTo(24950 / 25000 - 1, 12);
    expect(gbp?.returns?.twr.method).toBe('chained');
    expect(gbp?.waterfall).toMatchObject({ paid_in: '5000.00', taken_out: '0.00', growth: '-50.00' });
    // Each policy's own figures stay measured between its valuations.
    expect(measurePolicy(gia, custom('2026-03-31', '2026-04-14')).waterfall).toMatchObject({
      taken_out: '10000.00',
      growth: '-50.00',
    });
  });
});
