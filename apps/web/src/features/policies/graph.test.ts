import { describe, expect, it } from 'vitest';
import {
  axisDates,
  chartData,
  chartGrowth,
  describeGraph,
  formatChange,
  formatSignedMoney,
  monthlyPoints,
  putInLine,
  putInWords,
  summariseGraph,
  withPutIn,
} from './graph';

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
    expect(summariseGraph([])).toBeNull();
  });

  it('writes the change with its sign and no percentage (it holds the money paid in and taken out)', () => {
    expect(formatChange(summariseGraph(points)!, 'GBP')).toBe('+£5,000.00');
    expect(formatChange(summariseGraph([...points].reverse())!, 'GBP')).toBe('−£5,000.00');
    expect(formatChange(summariseGraph([points[0]!])!, 'GBP')).toBe('no change');
    expect(formatSignedMoney(-0.5, 'GBP')).toBe('−£0.50');
    expect(formatSignedMoney(0, 'GBP')).toBe('£0.00');
  });

  it('gives the chart a name with the range, the first and the last value, and the change named as such', () => {
    expect(describeGraph({ over: '3 months', currency: 'GBP', points })).toBe(
      'Valuation over 3 months: £100,000.00 on 21 Aug 2026, £105,000.00 on 21 Nov 2026, ' +
        'a change in value of +£5,000.00, which includes any money paid in or taken out.',
    );
    expect(describeGraph({ over: '1 year', currency: 'GBP', points: points.slice(0, 1) })).toBe(
      'Valuation over 1 year: £100,000.00 on 21 Aug 2026, £100,000.00 on 21 Aug 2026, no change in value, ' +
        'which includes any money paid in or taken out.',
    );
    expect(describeGraph({ over: '2 years', currency: 'GBP', points: [] })).toBe(
      'Valuation over 2 years: no valuations in this period.',
    );
  });

  it('draws what was put in as the series gives it, so the gap at the end is the growth shown', () => {
    // A year of ~£460k with a £10,000 top-up and a £2,500.50 withdrawal: the line starts at the opening value
    // (the series' own first point), not at £0 far below the values.
    const year = [
      { date: '2025-11-21', value: 460_000, net_paid_in: 460_000 },
      { date: '2026-03-01', value: 472_000.1, net_paid_in: 470_000 },
      { date: '2026-11-21', value: 480_000, net_paid_in: 467_499.5 },
    ];
    const line = putInLine(year)!;
    expect(line).toEqual({ from: '2025-11-21', opening: 460_000, values: [460_000, 470_000, 467_499.5] });
    expect(putInWords(line)).toBe(
      'the value on 21 Nov 2025, plus money brought in or paid in, less money taken out since',
    );
    expect(chartData(year)[2]).toEqual([460_000, 470_000, 467_499.5]);
    expect(chartGrowth(year)).toBe(12_500.5);
    expect(describeGraph({ over: '1 year', currency: 'GBP', points: year })).toBe(
      'Valuation over 1 year: £460,000.00 on 21 Nov 2025, £480,000.00 on 21 Nov 2026, ' +
        'a change in value of +£20,000.00. What you put in (the value on 21 Nov 2025, plus money brought in ' +
        'or paid in, less money taken out since): £467,499.50 on 21 Nov 2026; the value less what you put in, ' +
        '+£12,500.50, is the growth.',
    );
    // A loss shows as one.
    const down = [year[0]!, { date: '2026-11-21', value: 455_000, net_paid_in: 460_000 }];
    expect(chartGrowth(down)).toBe(-5_000);
    expect(describeGraph({ over: '1 year', currency: 'GBP', points: down })).toMatch(
      /: £460,000\.00 on 21 Nov 2026; the value less what you put in, −£5,000\.00, is the growth\.$/,
    );
    // SPEC's graph has no net paid in: no line, no gap.
    expect(putInLine(points)).toBeNull();
    expect(chartGrowth(points)).toBeNull();
    expect(chartData(points)).toHaveLength(2);
  });

  it('counts a value brought in as put in, not as growth', () => {
    // A pension added with £80,000 in it on 3 Mar 2025, worth £84,000 today, nothing paid in since.
    const sinceStart = [
      { date: '2025-03-03', value: 80_000, net_paid_in: 80_000 },
      { date: '2026-11-21', value: 84_000, net_paid_in: 80_000 },
    ];
    expect(chartGrowth(sinceStart)).toBe(4_000);
    expect(
      describeGraph({ over: 'the time since the start', currency: 'GBP', points: sinceStart }),
    ).toContain('the value less what you put in, +£4,000.00, is the growth.');
  });

  it('since the start from nothing, the line is the money in less the money out', () => {
    const fromNil = [
      { date: '2025-01-15', value: 0, net_paid_in: 0 },
      { date: '2026-11-21', value: 26_400, net_paid_in: 24_000 },
    ];
    const line = putInLine(fromNil)!;
    expect(line.values).toEqual([0, 24_000]);
    expect(putInWords(line)).toBe('money in less money out, from 15 Jan 2025');
    expect(describeGraph({ over: 'the life of the policy', currency: 'GBP', points: fromNil })).toBe(
      'Valuation over the life of the policy: £0.00 on 15 Jan 2025, £26,400.00 on 21 Nov 2026, ' +
        'a change in value of +£26,400.00. What you put in (money in less money out, from 15 Jan 2025): ' +
        '£24,000.00 on 21 Nov 2026; the value less what you put in, +£2,400.00, is the growth.',
    );
    expect(chartData(fromNil)).toEqual([
      [Date.UTC(2025, 0, 15) / 1000, Date.UTC(2026, 10, 21) / 1000],
      [0, 26_400],
      [0, 24_000],
    ]);
  });

  it('labels the time axis in en-GB, by how far apart its ticks are', () => {
    const day = 86_400;
    const aug27 = Date.UTC(2026, 7, 27) / 1000;
    expect(axisDates([aug27, aug27 + 15 * day], 15 * day)).toEqual(['27 Aug', '11 Sept']);
    expect(axisDates([aug27], 60 * day)).toEqual(['Aug 2026']);
    expect(axisDates([aug27], 400 * day)).toEqual(['2026']);
  });

  it('keeps the last point of each month for the table', () => {
    expect(monthlyPoints(points).map((p) => p.date)).toEqual(['2026-08-31', '2026-09-30', '2026-11-21']);
  });

  it('feeds uPlot seconds at UTC midnight and values', () => {
    expect(chartData(points.slice(0, 1))).toEqual([[Date.UTC(2026, 7, 21) / 1000], [100_000]]);
  });
});

describe("the put-in line over SPEC's graph", () => {
  // A statement-only policy: quarterly statements; £1,000 paid in on 15 Sep; £500 more on 20 Nov, after the
  // last statement (pending: in neither line). The series is daily from the period's start, thinned here.
  const series = [
    { date: '2026-08-20', value: 100_000, net_paid_in: 100_000 },
    { date: '2026-09-10', value: 95_000, net_paid_in: 100_000 },
    { date: '2026-09-15', value: 120_000, net_paid_in: 101_000 },
    { date: '2026-10-31', value: 110_000, net_paid_in: 101_000 },
    { date: '2026-11-27', value: 105_000, net_paid_in: 101_000 },
  ];

  it('takes at each valuation what was put in by the last day of the series on or before it', () => {
    expect(withPutIn(points, series).map((p) => p.net_paid_in)).toEqual([
      100_000, 100_000, 101_000, 101_000, 101_000,
    ]);
  });

  it("gives the last valuation the series' last figure, so the gap there is the growth", () => {
    // Thinned to three points: £1,000 paid in on the day of the last valuation (21 Nov) falls between two.
    const thinned = [
      series[0]!,
      { date: '2026-11-20', value: 104_000, net_paid_in: 100_000 },
      { date: '2026-11-27', value: 105_000, net_paid_in: 101_000 },
    ];
    const merged = withPutIn(points, thinned);
    expect(merged.at(-1)!.net_paid_in).toBe(101_000);
    expect(chartGrowth(merged)).toBe(105_000 - 101_000);
    expect(putInLine(merged)!.values).toHaveLength(points.length);
  });

  it('leaves the graph as it is without a series that covers it', () => {
    expect(withPutIn(points, [])).toEqual(points);
    expect(withPutIn(points, series.slice(1))).toEqual(points);
    expect(withPutIn(points, series.slice(0, 3))).toEqual(points);
    expect(putInLine(withPutIn(points, []))).toBeNull();
  });
});
