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

  it('sums each policy’s latest value a day and the net paid in after the start', () => {
    expect(seriesOf([a, b], custom('2025-01-01', '2025-01-04'))).toEqual([
      { date: '2025-01-01', value: 100, net_paid_in: 0 },
      { date: '2025-01-02', value: 120, net_paid_in: 0 },
      { date: '2025-01-03', value: 170, net_paid_in: 40 },
      { date: '2025-01-04', value: 170, net_paid_in: 30 },
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
      valuations: [['2025-01-01', '50.00']],
      flows: [['2025-01-02', 'transfer_out', '5.00']],
    });
    const into = ledger({
      id: 'i',
      valuations: [['2025-01-01', '50.00']],
      flows: [['2025-01-02', 'transfer_in', '5.00']],
    });
    expect(seriesOf([out, into], custom('2025-01-01', '2025-01-02')).at(-1)?.net_paid_in).toBe(0);
    expect(seriesOf(into, custom('2025-01-01', '2025-01-02')).at(-1)?.net_paid_in).toBe(5);
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
