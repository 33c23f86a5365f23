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

  it('puts a value brought in on a line of its own, after the opening, only when there was any', () => {
    // Added with £80,000 in it: opened at nil, £80,000 brought in, £4,000 of growth to £84,000.
    const steps = waterfallSteps({
      opening_value: '0.00',
      brought_in: '80000.00',
      paid_in: '0.00',
      taken_out: '0.00',
      charges: '0.00',
      growth_before_charges: '4000.00',
      closing_value: '84000.00',
    });
    expect(steps.map((s) => s.key)).toEqual([
      'opening',
      'brought_in',
      'paid_in',
      'taken_out',
      'charges',
      'growth_before_charges',
      'closing',
    ]);
    expect(steps[1]).toMatchObject({ amount: '80000.00', effect: 'add', direction: 'up', start: 0 });
    expect(steps[1]!.end).toBeCloseTo(80 / 84);
    const none = waterfallSteps({
      opening_value: '100.00',
      brought_in: '0.00',
      paid_in: '0.00',
      taken_out: '0.00',
      charges: '0.00',
      growth_before_charges: '0.00',
      closing_value: '100.00',
    });
    expect(none.map((s) => s.key)).not.toContain('brought_in');
  });

  it('colours each step by the way it moved the value: a negative growth is a loss', () => {
    const steps = waterfallSteps({
      opening_value: '100.00',
      paid_in: '10.00',
      taken_out: '0.00',
      charges: '2.00',
      growth_before_charges: '-18.00',
      closing_value: '90.00',
    });
    expect(steps.map((s) => [s.key, s.direction])).toEqual([
      ['opening', 'flat'],
      ['paid_in', 'up'],
      ['taken_out', 'flat'],
      ['charges', 'down'],
      ['growth_before_charges', 'down'],
      ['closing', 'flat'],
    ]);
  });
});
