import { describe, expect, it } from 'vitest';
import { chartData, describeGraph, formatChange, monthlyPoints, summariseGraph } from './graph';

const points = [
  { date: '2026-08-21', value: 100_000 },
  { date: '2026-08-31', value: 95_000 },
  { date: '2026-09-15', value: 120_000 },
  { date: '2026-09-30', value: 110_000 },
  { date: '2026-11-21', value: 105_000 },
];

describe('valuation graph', () => {
  it('sums up first, last, low, high and the change', () => {
    const summary = summariseGraph(points)!;
    expect(summary.first.value).toBe(100_000);
    expect(summary.last.value).toBe(105_000);
    expect(summary.low.date).toBe('2026-08-31');
    expect(summary.high.date).toBe('2026-09-15');
    expect(summary.change).toBe(5000);
    expect(summary.changePercent).toBeCloseTo(5);
    expect(summariseGraph([])).toBeNull();
  });

  it('writes the change with its sign', () => {
    expect(formatChange(summariseGraph(points)!, 'GBP')).toBe('+£5,000.00 (+5.0%)');
    expect(formatChange(summariseGraph([...points].reverse())!, 'GBP')).toBe('−£5,000.00 (−4.8%)');
    expect(formatChange(summariseGraph([points[0]!])!, 'GBP')).toBe('no change');
  });

  it('gives the chart a name with the range, the first and the last value', () => {
    expect(describeGraph({ over: '3 months', currency: 'GBP', points })).toBe(
      'Valuation over 3 months: £100,000.00 on 21 Aug 2026, £105,000.00 on 21 Nov 2026, +£5,000.00 (+5.0%).',
    );
    expect(describeGraph({ over: '2 years', currency: 'GBP', points: [] })).toBe(
      'Valuation over 2 years: no valuations in this period.',
    );
  });

  it('says what was paid in when the chart draws it, so the change is not read as growth', () => {
    const series = [
      { date: '2025-01-15', value: 0, net_paid_in: 0 },
      { date: '2026-11-21', value: 26_400, net_paid_in: 24_000 },
    ];
    expect(describeGraph({ over: 'the life of the policy', currency: 'GBP', points: series })).toBe(
      'Valuation over the life of the policy: £0.00 on 15 Jan 2025, £26,400.00 on 21 Nov 2026, +£26,400.00; ' +
        'net paid in over the period £24,000.00.',
    );
    expect(chartData(series)).toEqual([
      [Date.UTC(2025, 0, 15) / 1000, Date.UTC(2026, 10, 21) / 1000],
      [0, 26_400],
      [0, 24_000],
    ]);
  });

  it('keeps the last point of each month for the table', () => {
    expect(monthlyPoints(points).map((p) => p.date)).toEqual(['2026-08-31', '2026-09-30', '2026-11-21']);
  });

  it('feeds uPlot seconds at UTC midnight and values', () => {
    expect(chartData(points.slice(0, 1))).toEqual([[Date.UTC(2026, 7, 21) / 1000], [100_000]]);
  });
});
