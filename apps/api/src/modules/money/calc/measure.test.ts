import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '@/shared/period';
import { measurePolicy } from './measure';
import { toPence } from './pence';
import { custom, ledger } from './test-ledger';
import { xirr } from './xirr';

describe('measurePolicy: worked examples', () => {
  // CFA Institute, CFA Program Level I, "Discounted Cash Flow Applications" (money-weighted and
  // time-weighted rates of return): one share bought at 100; a year later (dividend 2 paid out) a second
  // at 120; a year after that (dividends 4 paid out) both worth 130. Sub-period returns 22% and 10%,
  // chained TWR 34.2% (15.84% a year); MWR 13.86% a year. Our dates hold a leap day, so the yearly
  // figures are taken over 731 days.
  const cfa = ledger({
    valuations: [
      ['2020-01-01', '100.00'],
      ['2021-01-01', '240.00'],
      ['2022-01-01', '260.00'],
    ],
    flows: [
      ['2021-01-01', 'income', '2.00'],
      ['2021-01-01', 'contribution', '120.00'],
      ['2022-01-01', 'income', '4.00'],
    ],
  });

  it('chains the sub-period returns at each external flow (CFA Institute example)', () => {
    const { waterfall, returns } = measurePolicy(cfa, custom('2020-01-01', '2022-01-01'));
    expect(returns?.basis).toBe('annualised_and_cumulative');
    expect(returns?.days).toBe(731);
    expect(returns?.twr.method).toBe('chained');
    expect(returns?.twr.cumulative).toBeCloseTo(1.22 * 1.1 - 1, 12);
    expect(returns?.twr.annualised).toBeCloseTo(1.342 ** (365 / 731) - 1, 12);
    expect(returns?.twr.annualised).toBeCloseTo(0.1584, 3);
    expect(returns?.mwr.annualised).toBeCloseTo(0.1386, 3);
    // The first share is the policy's first valuation with nothing paid in before it: brought in.
    expect(waterfall).toMatchObject({
      paid_in: '120.00',
      taken_out: '6.00',
      growth: '46.00',
      opening_value: '0.00',
      brought_in: '100.00',
      opening_as_at: '2020-01-01',
      closing_value: '260.00',
      closing_as_at: '2022-01-01',
    });
  });

  // Microsoft's XIRR documentation example: =XIRR(values, dates) gives 0.373362535.
  const microsoft = [
    { date: '2008-01-01', amount: -10000 },
    { date: '2008-03-01', amount: 2750 },
    { date: '2008-10-30', amount: 4250 },
    { date: '2009-02-15', amount: 3250 },
    { date: '2009-04-01', amount: 2750 },
  ];

  it('matches spreadsheet XIRR to 1e-6 (Microsoft example)', () => {
    expect(Math.abs(xirr(microsoft)!.annual - 0.373362535)).toBeLessThan(1e-6);
  });

  it('gives the same XIRR as the MWR of a policy paying those amounts out', () => {
    const paidOut = ledger({
      valuations: [
        ['2008-01-01', '10000.00'],
        ['2008-03-01', '9000.00'],
        ['2008-10-30', '7000.00'],
        ['2009-02-15', '5000.00'],
        ['2009-04-01', '2750.00'],
      ],
      flows: [
        ['2008-03-01', 'withdrawal', '2750.00'],
        ['2008-10-30', 'income', '4250.00'],
        ['2009-02-15', 'transfer_out', '3250.00'],
      ],
    });
    const { returns } = measurePolicy(paidOut, custom('2008-01-01', '2009-04-01'));
    expect(returns?.basis).toBe('annualised_and_cumulative');
    expect(Math.abs(returns!.mwr.annualised! - 0.373362535)).toBeLessThan(1e-6);
    expect(returns!.mwr.cumulative).toBeCloseTo(1.373362535 ** (456 / 365) - 1, 6);
  });

  it('answers null, not 0, when XIRR has no root', () => {
    expect(
      xirr([
        { date: '2020-01-01', amount: 100 },
        { date: '2021-01-01', amount: 50 },
      ]),
    ).toBeNull();
  });
});

describe('measurePolicy: the measured period', () => {
  const daily = (flows: Parameters<typeof ledger>[0]['flows']) =>
    ledger({
      valuations: [
        ['2025-01-01', '1000.00'],
        ['2025-02-01', '1100.00'],
        ['2025-03-01', '1250.00'],
        ['2025-04-01', '1300.00'],
      ],
      flows,
    });

  it('leaves a flow on the opening date inside the opening value', () => {
    const m = measurePolicy(
      daily([['2025-02-01', 'contribution', '50.00']]),
      custom('2025-02-01', '2025-04-01'),
    );
    expect(m.waterfall).toMatchObject({ opening_value: '1100.00', paid_in: '0.00', growth: '200.00' });
    expect(m.returns?.twr.cumulative).toBeCloseTo(1300 / 1100 - 1, 12);
  });

  it('counts a flow on the closing date, chained at that valuation', () => {
    const m = measurePolicy(
      daily([['2025-04-01', 'contribution', '100.00']]),
      custom('2025-02-01', '2025-04-01'),
    );
    expect(m.waterfall).toMatchObject({ paid_in: '100.00', growth: '100.00' });
    expect(m.returns?.twr.method).toBe('chained');
    expect(m.returns?.twr.cumulative).toBeCloseTo((1300 - 100) / 1100 - 1, 12);
    expect(m.returns?.basis).toBe('cumulative');
    expect(m.returns?.twr.annualised).toBeNull();
  });

  it('carries the valuations on or before the period ends to its start and end, the days those of the period', () => {
    const m = measurePolicy(daily([]), custom('2025-01-15', '2025-03-20'));
    expect(m.waterfall).toMatchObject({
      opening_value: '1000.00',
      opening_as_at: '2025-01-15',
      closing_value: '1250.00',
      closing_as_at: '2025-03-20',
      closing_valued_on: '2025-03-01',
    });
    expect(m.returns?.days).toBe(64);
  });

  it('lists flows after the closing valuation as pending, outside the waterfall', () => {
    const m = measurePolicy(
      daily([
        ['2025-03-15', 'contribution', '100.00'],
        ['2025-04-05', 'charge', '3.10'],
        ['2025-04-06', 'withdrawal', '20.00'],
        ['2025-05-01', 'contribution', '999.00'],
      ]),
      custom('2025-03-01', '2025-04-30'),
    );
    expect(m.waterfall).toMatchObject({ paid_in: '100.00', closing_valued_on: '2025-04-01' });
    expect(m.pending).toEqual({ count: 2, paid_in: '0.00', taken_out: '20.00', charges: '3.10' });
  });

  it('keeps charges inside growth and shows them apart', () => {
    const m = measurePolicy(
      daily([
        ['2025-03-01', 'charge', '12.50'],
        ['2025-03-01', 'tax_relief', '25.00'],
      ]),
      custom('2025-02-01', '2025-03-01'),
    );
    expect(m.waterfall).toMatchObject({
      paid_in: '25.00',
      charges: '12.50',
      growth: '125.00',
      growth_before_charges: '137.50',
    });
    expect(m.waterfall?.by_type).toMatchObject({
      charge: '12.50',
      tax_relief: '25.00',
      contribution: '0.00',
    });
    expect(m.returns?.twr.cumulative).toBeCloseTo((1250 - 25) / 1100 - 1, 12);
  });

  it('uses Modified Dietz for a statement-only policy whose flows fall between statements', () => {
    const statements = ledger({
      valuations: [
        ['2025-01-01', '10000.00'],
        ['2025-07-01', '11500.00'],
      ],
      flows: [
        ['2025-03-01', 'contribution', '1000.00'],
        ['2025-05-01', 'withdrawal', '200.00'],
      ],
    });
    const m = measurePolicy(statements, custom('2025-01-01', '2025-07-01'));
    const T = 181;
    const weighted = 10000 + ((T - 59) / T) * 1000 - ((T - 120) / T) * 200;
    expect(m.returns?.twr.method).toBe('modified_dietz');
    expect(m.returns?.twr.cumulative).toBeCloseTo((11500 - 10000 - 800) / weighted, 12);
    expect(m.waterfall?.growth).toBe('700.00');
  });

  it('says mixed when some flows have a valuation on their date and some do not', () => {
    const m = measurePolicy(
      daily([
        ['2025-02-01', 'contribution', '10.00'],
        ['2025-02-15', 'contribution', '10.00'],
        ['2025-03-01', 'contribution', '10.00'],
      ]),
      custom('2025-01-01', '2025-04-01'),
    );
    expect(m.returns?.twr.method).toBe('mixed');
  });

  it('opens a policy starting inside the period at 0 on its start date, its first flows counted', () => {
    const late = ledger({
      startDate: '2025-03-10',
      valuations: [
        ['2025-03-10', '5000.00'],
        ['2025-06-10', '5200.00'],
      ],
      flows: [['2025-03-10', 'transfer_in', '5000.00']],
    });
    const m = measurePolicy(late, custom('2025-01-01', '2025-06-30'));
    expect(m.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: '2025-03-10',
      paid_in: '5000.00',
      growth: '200.00',
    });
    expect(m.returns?.twr.cumulative).toBeCloseTo(0.04, 12);
    expect(m.returns?.mwr.cumulative).toBeCloseTo(0.04, 9);
    // From its first money (10 March) to the period's end (30 June), not to its last valuation.
    expect(m.returns?.days).toBe(112);
  });

  it('weighs the first payments of a statement-only policy starting inside the period (Modified Dietz from nil)', () => {
    const statements = ledger({
      startDate: '2025-03-01',
      valuations: [['2025-05-31', '2100.00']],
      flows: [
        ['2025-03-01', 'contribution', '1000.00'],
        ['2025-04-01', 'contribution', '1000.00'],
      ],
    });
    const m = measurePolicy(statements, custom('2025-01-01', '2025-06-30'));
    // From nil, the step starts with the first payment (1 March): 91 days to 31 May; the payments weigh
    // 91/91 and 60/91.
    expect(m.returns?.twr.method).toBe('modified_dietz');
    expect(m.returns?.twr.cumulative).toBeCloseTo(100 / ((1000 * (91 + 60)) / 91), 12);
    expect(m.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: '2025-03-01',
      growth: '100.00',
    });
  });

  it('measures since the start from 0, even with a valuation on the start date', () => {
    const start = ledger({
      startDate: '2024-01-10',
      valuations: [
        ['2024-01-10', '1010.00'],
        ['2025-01-10', '1100.00'],
      ],
      flows: [['2024-01-10', 'contribution', '1000.00']],
    });
    const m = measurePolicy(start, { range: 'since_start', from: '2024-01-10', to: '2025-02-01' });
    expect(m.waterfall).toMatchObject({ opening_value: '0.00', paid_in: '1000.00', growth: '100.00' });
    expect(m.returns?.twr.cumulative).toBeCloseTo(0.1, 12);
    expect(m.returns?.basis).toBe('annualised_and_cumulative');
  });

  it('has no waterfall, with a reason, when nothing is valued by the end; the flows are pending', () => {
    const none = ledger({
      startDate: '2025-05-01',
      valuations: [['2025-06-01', '100.00']],
      flows: [['2025-05-01', 'contribution', '100.00']],
    });
    const m = measurePolicy(none, custom('2025-01-01', '2025-05-20'));
    expect(m.waterfall).toBeNull();
    expect(m.returns).toBeNull();
    expect(m.reason).toMatch(/no valuation on or before 20 May 2025/);
    expect(m.pending).toMatchObject({ count: 1, paid_in: '100.00' });
  });

  it('measures from the value brought in when the first valuation comes inside the period', () => {
    const gap = ledger({
      startDate: '2020-01-01',
      valuations: [
        ['2025-03-01', '1000.00'],
        ['2025-04-01', '1010.00'],
      ],
    });
    const m = measurePolicy(gap, custom('2025-01-01', '2025-04-30'));
    // Opens at nil on 1 March with £1,000 brought in; £10 of growth over the 60 days to 30 April.
    expect(m.waterfall).toMatchObject({
      opening_value: '0.00',
      opening_as_at: '2025-03-01',
      brought_in: '1000.00',
      growth: '10.00',
    });
    expect(m.returns?.twr.cumulative).toBeCloseTo(0.01, 12);
    expect(m.returns?.mwr.cumulative).toBeCloseTo(0.01, 9);
    expect(m.returns?.days).toBe(60);
  });

  it('gives no TWR when the value rises from 0 with nothing paid in', () => {
    const fromNothing = ledger({
      valuations: [
        ['2025-01-01', '0.00'],
        ['2025-02-01', '50.00'],
      ],
    });
    const m = measurePolicy(fromNothing, custom('2025-01-01', '2025-02-01'));
    expect(m.returns?.twr.cumulative).toBeNull();
    expect(m.returns?.twr.reason).toMatch(/nil on 1 January 2025/);
    expect(m.waterfall?.growth).toBe('50.00');
  });

  it('gives no TWR when a Modified Dietz denominator is not positive', () => {
    const drained = ledger({
      valuations: [
        ['2025-01-01', '100.00'],
        ['2025-03-01', '0.00'],
      ],
      flows: [['2025-01-02', 'withdrawal', '150.00']],
    });
    const m = measurePolicy(drained, custom('2025-01-01', '2025-03-01'));
    expect(m.returns?.twr.cumulative).toBeNull();
    expect(m.returns?.twr.reason).toMatch(/More was taken out/);
  });

  it('gives no returns over a period with no valuation inside it', () => {
    const m = measurePolicy(daily([]), custom('2025-04-05', '2025-04-20'));
    expect(m.returns?.twr.reason).toMatch(/Nothing was valued between 5 April 2025 and 20 April 2025/);
    expect(m.returns?.mwr.cumulative).toBeNull();
    expect(m.waterfall?.growth).toBe('0.00');
  });

  it('gives both returns cumulative under 365 days, the MWR as (1 + XIRR)^(days/365) − 1', () => {
    const m = measurePolicy(
      daily([['2025-03-01', 'contribution', '100.00']]),
      custom('2025-01-01', '2025-04-01'),
    );
    const rate = xirr([
      { date: '2025-01-01', amount: -100000 },
      { date: '2025-03-01', amount: -10000 },
      { date: '2025-04-01', amount: 130000 },
    ])!.annual;
    expect(m.returns?.basis).toBe('cumulative');
    expect(m.returns?.mwr.cumulative).toBeCloseTo((1 + rate) ** (90 / 365) - 1, 12);
    expect(m.returns?.mwr.annualised).toBeNull();
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

describe('measurePolicy: properties', () => {
  it('always reconciles to the penny: opening + brought in + paid in − taken out + growth = closing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 800 }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 800 }),
            fc.integer({ min: 0, max: 6 }),
            fc.integer({ min: 1, max: 10_000_000 }),
          ),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        (valuationDays, flows, a, b) => {
          const l = ledger({
            startDate: day(0),
            valuations: valuationDays
              .sort((x, y) => x - y)
              .map((d, i) => [day(d), pounds((i + 1) * 123_457)]),
            flows: flows.map(([d, t, amount]) => [day(d), TYPES[t]!, pounds(amount)]),
          });
          const m = measurePolicy(l, custom(day(Math.min(a, b)), day(Math.max(a, b))));
          if (!m.waterfall) return;
          const w = m.waterfall;
          const p = toPence;
          expect(p(w.opening_value) + p(w.brought_in) + p(w.paid_in) - p(w.taken_out) + p(w.growth)).toBe(
            p(w.closing_value),
          );
          expect(p(w.growth) + p(w.charges)).toBe(p(w.growth_before_charges));
          const sum = (types: string[]) =>
            types.reduce((s, t) => s + p(w.by_type[t as keyof typeof w.by_type]), 0);
          expect(sum(['contribution', 'tax_relief', 'transfer_in'])).toBe(p(w.paid_in));
          expect(sum(['withdrawal', 'income', 'transfer_out'])).toBe(p(w.taken_out));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers the same when a day’s flows come as many as when they come as one (the returns read a day’s net)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 2, maxLength: 10 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 400 }),
            fc.integer({ min: 0, max: 6 }),
            fc.integer({ min: 2, max: 1_000_000 }),
            fc.integer({ min: 1, max: 99 }),
          ),
          { maxLength: 12 },
        ),
        (valuationDays, flows) => {
          const valuations = valuationDays
            .sort((x, y) => x - y)
            .map((d, i): [string, string] => [day(d), pounds((i + 1) * 123_457)]);
          const whole = ledger({
            startDate: day(0),
            valuations,
            flows: flows.map(([d, t, amount]) => [day(d), TYPES[t]!, pounds(amount)]),
          });
          // Each flow split in two parts of the same type on its day.
          const split = ledger({
            startDate: day(0),
            valuations,
            flows: flows.flatMap(([d, t, amount, percent]) => {
              const part = Math.max(1, Math.floor((amount * percent) / 100));
              return [
                [day(d), TYPES[t]!, pounds(part)] as [string, (typeof TYPES)[number], string],
                [day(d), TYPES[t]!, pounds(amount - part)] as [string, (typeof TYPES)[number], string],
              ].filter(([, , text]) => text !== pounds(0));
            }),
          });
          const period = custom(day(0), day(400));
          const [a, b] = [measurePolicy(whole, period), measurePolicy(split, period)];
          expect(b.waterfall).toEqual(a.waterfall);
          expect(b.returns?.twr.method).toBe(a.returns?.twr.method);
          for (const key of ['twr', 'mwr'] as const) {
            const [x, y] = [a.returns?.[key].cumulative, b.returns?.[key].cumulative];
            if (x == null || y == null) expect(y).toBe(x);
            else expect(y).toBeCloseTo(x, 9);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same TWR whatever the size of the flows when the sub-period returns are fixed', () => {
    fc.assert(
      fc.property(
        // Each step: a return in whole percent and the net flow (whole pounds) on the valuation ending it.
        fc.array(fc.tuple(fc.integer({ min: -30, max: 40 }), fc.integer({ min: -50, max: 500 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 1000 }),
        (steps, start) => {
          // Values and flows in units of 100^4 pence and returns in whole percent keep every value of up
          // to four steps a whole penny, so the chained returns are exactly the ones chosen.
          const unit = 100 ** 4;
          let value = start * unit;
          const valuations: [string, string][] = [[day(0), pounds(value)]];
          const flows: [string, 'contribution' | 'withdrawal', string][] = [];
          for (const [i, [percent, flow]] of steps.entries()) {
            const grown = (value / 100) * (100 + percent);
            const moved = Math.max(flow * unit, -grown + unit);
            value = grown + moved;
            const date = day((i + 1) * 30);
            valuations.push([date, pounds(value)]);
            if (moved !== 0)
              flows.push([date, moved > 0 ? 'contribution' : 'withdrawal', pounds(Math.abs(moved))]);
          }
          const m = measurePolicy(ledger({ valuations, flows }), custom(day(0), day(steps.length * 30)));
          const expected = steps.reduce((g, [percent]) => g * (1 + percent / 100), 1) - 1;
          expect(m.returns?.twr.method).toBe('chained');
          expect(m.returns?.twr.cumulative).toBeCloseTo(expected, 9);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts days between the measured valuations', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('measurePolicy: a policy whose first money comes after its start', () => {
  // Opened 1 January with nothing in it; £1,000 paid in on 30 March; statements show £1,010 on 31 March
  // and £1,030 on 30 June. The months before any money held nothing, so they must not dilute the base:
  // 1% then 1.98%, about 3% in all (not 93.8%, as when the base was weighted from 1 January).
  const late = ledger({
    startDate: '2025-01-01',
    valuations: [
      ['2025-03-31', '1010.00'],
      ['2025-06-30', '1030.00'],
    ],
    flows: [['2025-03-30', 'contribution', '1000.00']],
  });

  it('measures the time-weighted return from the first payment in', () => {
    const { returns } = measurePolicy(late, {
      range: 'since_start',
      from: '2025-01-01',
      to: '2025-06-30',
    });
    expect(returns?.twr.cumulative).toBeCloseTo((1010 / 1000) * (1030 / 1010) - 1, 9);
    expect(returns?.twr.method).toBe('modified_dietz');
  });
});

describe('measurePolicy: money-weighted return from nil and after a total loss', () => {
  it('compounds the MWR over the days from the first payment in, not from the start', () => {
    // Opened 1 January, £1,000 in on 30 March, worth £1,030 on 30 June: 3% over the 92 days it was held.
    const late = ledger({
      startDate: '2025-01-01',
      valuations: [
        ['2025-03-31', '1010.00'],
        ['2025-06-30', '1030.00'],
      ],
      flows: [['2025-03-30', 'contribution', '1000.00']],
    });
    const { returns } = measurePolicy(late, { range: 'since_start', from: '2025-01-01', to: '2025-06-30' });
    expect(returns?.mwr.cumulative).toBeCloseTo(0.03, 9);
    expect(returns?.days).toBe(92);
  });

  it('answers −100% for a total loss, with no yearly rate', () => {
    const lost = (to: string) =>
      measurePolicy(
        ledger({
          valuations: [
            ['2025-01-01', '1000.00'],
            [to, '0.00'],
          ],
          flows: [['2025-02-01', 'contribution', '500.00']],
        }),
        custom('2025-01-01', to),
      ).returns;
    expect(lost('2025-06-01')?.mwr).toEqual({ cumulative: -1, annualised: null, reason: null });
    const overYears = lost('2026-06-01');
    expect(overYears?.mwr).toMatchObject({ cumulative: -1, annualised: null });
    expect(overYears?.mwr.reason).toMatch(/loss of all the money/);
  });
});
