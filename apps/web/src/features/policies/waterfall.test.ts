import { describe, expect, it } from 'vitest';
import { pence, waterfallSteps } from './waterfall';

describe('waterfall', () => {
  it('reads exact amounts as whole pence', () => {
    expect(pence('1234.50')).toBe(123_450);
    expect(pence('-3.07')).toBe(-307);
    expect(pence('0.10')).toBe(10);
    expect(pence('90071992547409.91')).toBe(9_007_199_254_740_991);
  });

  it('places each step from the value before it to the value after it', () => {
    const steps = waterfallSteps({
      opening_value: '100.00',
      paid_in: '50.00',
      taken_out: '25.00',
      charges: '5.00',
      growth_before_charges: '80.00',
      closing_value: '200.00',
    });
    expect(steps.map((s) => [s.key, s.effect, s.start, s.end])).toEqual([
      ['opening', 'total', 0, 0.5],
      ['paid_in', 'add', 0.5, 0.75],
      ['taken_out', 'subtract', 0.625, 0.75],
      ['charges', 'subtract', 0.6, 0.625],
      ['growth_before_charges', 'add', 0.6, 1],
      ['closing', 'total', 0, 1],
    ]);
    // The server's figures are kept as they came.
    expect(steps[2]!.amount).toBe('25.00');
  });

  it('draws a fall below the line it started from', () => {
    const steps = waterfallSteps({
      opening_value: '0.00',
      paid_in: '100.00',
      taken_out: '0.00',
      charges: '0.00',
      growth_before_charges: '-20.00',
      closing_value: '80.00',
    });
    expect(steps.find((s) => s.key === 'growth_before_charges')).toMatchObject({ start: 0.8, end: 1 });
    expect(steps.find((s) => s.key === 'opening')).toMatchObject({ start: 0, end: 0 });
  });
});
