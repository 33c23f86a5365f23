import { describe, expect, it } from 'vitest';
import { COSTS_NOTE, costsFor } from './costs';
import { ledger } from './test-ledger';

describe('costsFor', () => {
  // 2025-26 has 365 days: 6 April 2025 to 5 April 2026.
  const steady = ledger({
    id: 'steady',
    startDate: '2020-01-01',
    valuations: [
      ['2025-01-01', '1000.00'],
      ['2025-10-06', '2000.00'],
    ],
    flows: [
      ['2025-04-05', 'charge', '99.00'],
      ['2025-06-30', 'charge', '10.00'],
      ['2026-04-05', 'charge', '5.00'],
    ],
  });

  it('gives the charges as a share of the average of the daily values, day-weighted', () => {
    const answer = costsFor('2025-26', [steady], '2026-08-01');
    // 183 days at 1000 (6 April to 5 October), 182 at 2000.
    const average = (183 * 1000 + 182 * 2000) / 365;
    expect(answer).toMatchObject({
      tax_year: '2025-26',
      from: '2025-04-06',
      to: '2026-04-05',
      note: COSTS_NOTE,
    });
    expect(answer.currencies[0]).toMatchObject({
      currency: 'GBP',
      charges: '15.00',
      average_value: (Math.round(average * 100) / 100).toFixed(2),
      reason: null,
    });
    expect(answer.currencies[0]?.percent).toBeCloseTo(15 / average, 12);
    expect(answer.currencies[0]?.policies[0]).toMatchObject({ uuid: 'steady', charges: '15.00' });
  });

  it('counts only the days a policy existed and was valued, and the current year up to today', () => {
    const late = ledger({
      id: 'late',
      startDate: '2025-04-16',
      valuations: [['2025-04-16', '500.00']],
      flows: [['2025-04-20', 'charge', '1.00']],
    });
    const answer = costsFor('2025-26', [late, steady], '2025-04-25');
    const gbp = answer.currencies[0]!;
    expect(gbp.policies.find((p) => p.uuid === 'late')).toMatchObject({
      average_value: '500.00',
      percent: 1 / 500,
    });
    // 20 days of 1000 and 10 of 500 more.
    expect(gbp.average_value).toBe('1250.00');
    expect(gbp.charges).toBe('1.00');
  });

  it('answers null with a reason when there are no values, per currency', () => {
    const euro = {
      ...ledger({
        id: 'eur',
        valuations: [['2030-01-01', '1.00']],
        flows: [['2025-05-01', 'charge', '2.00']],
      }),
      currency: 'EUR',
    };
    const answer = costsFor('2025-26', [steady, euro], '2026-08-01');
    expect(answer.currencies.map((c) => c.currency)).toEqual(['GBP', 'EUR']);
    expect(answer.currencies[1]).toMatchObject({ charges: '2.00', average_value: '0.00', percent: null });
    expect(answer.currencies[1]?.reason).toMatch(/no valuations between 6 April 2025 and 5 April 2026/);
    expect(costsFor('2030-31', [steady], '2026-08-01').currencies[0]?.reason).toMatch(/not started yet/);
  });

  it('splits the charges by kind in the kinds’ order, a charge read without one counting as other', () => {
    const kinds = ledger({
      id: 'kinds',
      valuations: [['2025-01-01', '1000.00']],
      flows: [
        ['2025-05-01', 'charge', '3.00'],
        ['2025-06-01', 'charge', '10.00'],
        ['2025-07-01', 'charge', '2.50'],
      ],
    });
    kinds.flows[1]!.chargeKind = 'adviser_ongoing';
    kinds.flows[2]!.chargeKind = 'platform';
    const gbp = costsFor('2025-26', [kinds, steady], '2026-08-01').currencies[0]!;
    expect(gbp.charges).toBe('30.50');
    expect(gbp.by_kind).toEqual([
      { kind: 'adviser_ongoing', charges: '10.00' },
      { kind: 'platform', charges: '2.50' },
      { kind: 'other', charges: '18.00' },
    ]);
  });
});
