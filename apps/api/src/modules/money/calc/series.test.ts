import { SERIES_MAX_POINTS } from '@sextant/contracts/money';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/period';
import { portfolioSeries, seriesOf } from './series';
import { custom, ledger } from './test-ledger';

describe('seriesOf', () => {
  const a = ledger({
    id: 'a',
    valuations: [
      ['2025-01-01', '100.00'],
      ['2025-01-03', '150.00'],
    ],
    flows: [
      ['2025-01-01', 'contribution', '100.00'],
      ['2025-01-03', 'contribution', '40.00'],
      ['2025-01-04', 'charge', '1.00'],
      ['2025-01-04', 'withdrawal', '10.00'],
    ],
  });
  const b = ledger({ id: 'b', startDate: '2025-01-02', valuations: [['2025-01-02', '20.00']] });

  it('sums each policy’s carried value a day and what was put in, flows not yet valued in neither line', () => {
    // a opens from nil with £100 paid in on the first day; b is brought in at £20 on 2 January; a's charge
    // and withdrawal of 4 January come after its last valuation: pending, in neither line.
    expect(seriesOf([a, b], custom('2025-01-01', '2025-01-04'))).toEqual([
      { date: '2025-01-01', value: 100, net_paid_in: 100 },
      { date: '2025-01-02', value: 120, net_paid_in: 120 },
      { date: '2025-01-03', value: 170, net_paid_in: 160 },
      { date: '2025-01-04', value: 170, net_paid_in: 160 },
    ]);
  });

  it('counts the start day’s flows since the start, and starts at the first valuation', () => {
    const points = seriesOf(a, { range: 'since_start', from: '2024-12-01', to: '2025-01-03' });
    expect(points[0]).toEqual({ date: '2025-01-01', value: 100, net_paid_in: 100 });
    expect(points.at(-1)).toEqual({ date: '2025-01-03', value: 150, net_paid_in: 140 });
  });

  it('nets transfers between the policies', () => {
    const out = ledger({
      id: 'o',
      valuations: [
        ['2024-12-31', '50.00'],
        ['2025-01-02', '45.00'],
      ],
      flows: [['2025-01-02', 'transfer_out', '5.00']],
    });
    const into = ledger({
      id: 'i',
      valuations: [
        ['2024-12-31', '50.00'],
        ['2025-01-02', '55.00'],
      ],
      flows: [['2025-01-02', 'transfer_in', '5.00']],
    });
    expect(seriesOf([out, into], custom('2025-01-01', '2025-01-02')).at(-1)?.net_paid_in).toBe(100);
    expect(seriesOf(into, custom('2025-01-01', '2025-01-02')).at(-1)?.net_paid_in).toBe(55);
  });

  it('keeps at most 400 points, the first and the last among them', () => {
    const long = ledger({ valuations: [['2015-01-01', '1.00']] });
    const points = seriesOf(long, custom('2015-01-01', '2024-12-31'));
    expect(points).toHaveLength(SERIES_MAX_POINTS);
    expect(points[0]?.date).toBe('2015-01-01');
    expect(points.at(-1)?.date).toBe('2024-12-31');
    expect(seriesOf(long, custom('2015-01-01', addDays('2015-01-01', 399)))).toHaveLength(400);
  });

  it('is empty when nothing is valued by the end, and split by currency for a portfolio', () => {
    expect(seriesOf(b, custom('2024-01-01', '2025-01-01'))).toEqual([]);
    const euro = { ...b, id: 'e', currency: 'EUR' };
    expect(
      portfolioSeries([euro, a], custom('2025-01-01', '2025-01-02')).map((c) => [
        c.currency,
        c.points.at(-1)?.value,
      ]),
    ).toEqual([
      ['GBP', 100],
      ['EUR', 20],
    ]);
  });
});

describe('seriesOf: a policy between its valuations', () => {
  // The GIA is valued by statement (31 March, 14 April); the ISA daily. A Bed & ISA moves £10,000 from the
  // GIA to the ISA on 8 April, and the GIA takes a £50 charge on 10 April: both are in its 14 April statement.
  const days = (from: number, to: number, value: string) =>
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
    valuations: [['2026-03-31', '5000.00'], ...days(1, 7, '5000.00'), ...days(8, 14, '15000.00')],
    flows: [['2026-04-08', 'transfer_in', '10000.00', 'BI-1', 'Bed & ISA']],
  });

  it('carries the last valuation forward by the later flows and charges, so a transfer between the policies nets out', () => {
    const points = seriesOf([gia, isa], custom('2026-03-31', '2026-04-14'));
    expect(points.map((p) => p.date)).toEqual(['2026-03-31', ...days(1, 14, '').map(([date]) => date)]);
    expect(points.map((p) => p.value)).toEqual([...new Array(10).fill(25000), ...new Array(5).fill(24950)]);
    // Both were brought in on the first day; the only growth is the charge: −£50, the gap at the end.
    expect(points.every((p) => p.net_paid_in === 25000)).toBe(true);
  });

  it('carries from nil before a new policy’s first valuation, never below 0, and not past the last one', () => {
    const fresh = ledger({
      id: 'fresh',
      startDate: '2026-04-05',
      valuations: [['2026-04-08', '1000.00']],
      flows: [
        ['2026-04-06', 'contribution', '1000.00'],
        // After the last valuation: pending, so the last day is the valuations' sum.
        ['2026-04-09', 'contribution', '200.00'],
      ],
    });
    const emptied = ledger({
      id: 'emptied',
      valuations: [
        ['2026-03-31', '500.00'],
        ['2026-04-08', '0.00'],
      ],
      flows: [['2026-04-07', 'withdrawal', '510.00']],
    });
    const points = seriesOf([fresh, emptied], custom('2026-03-31', '2026-04-09'));
    expect(points.map((p) => p.value)).toEqual([500, 500, 500, 500, 500, 500, 1500, 1000, 1000, 1000]);
    // Brought in £500, paid in £1,000, taken out £510; the £200 after fresh's last valuation is pending.
    expect(points.at(-1)?.net_paid_in).toBe(990);
  });
});
