import { describe, expect, it } from 'vitest';
import { ALLOWANCE_NOTE, allowanceRates, allowancesFor } from './allowances';
import { ledger } from './test-ledger';

describe('allowanceRates', () => {
  it('holds one standard allowance a tax year', () => {
    expect(allowanceRates('2017-18')).toEqual({ isa: 20_000_00, pension: 40_000_00 });
    expect(allowanceRates('2022-23')).toEqual({ isa: 20_000_00, pension: 40_000_00 });
    expect(allowanceRates('2023-24')).toEqual({ isa: 20_000_00, pension: 60_000_00 });
    expect(allowanceRates('2040-41')).toEqual({ isa: 20_000_00, pension: 60_000_00 });
    expect(allowanceRates('2016-17')?.isa).toBe(15_240_00);
    expect(allowanceRates('2010-11')).toBeNull();
  });
});

describe('allowancesFor', () => {
  const gia = ledger({
    id: 'gia',
    wrapper: 'gia',
    valuations: [],
    flows: [['2026-04-08', 'transfer_out', '5000.00', 'BI-1', 'Bed & ISA']],
  });
  const isa = ledger({
    id: 'isa',
    wrapper: 'isa',
    valuations: [],
    flows: [
      ['2026-04-05', 'contribution', '999.00'],
      ['2026-05-01', 'contribution', '500.00'],
      ['2026-04-08', 'transfer_in', '5000.00', 'BI-1', 'Bed & ISA'],
      ['2026-06-10', 'transfer_in', '3000.00', null, 'ISA transfer from previous provider'],
      ['2026-07-01', 'transfer_in', '250.00', null, 'Cheque'],
      ['2026-08-01', 'transfer_in', '700.00'],
      ['2026-09-01', 'income', '10.00'],
    ],
  });
  const lisa = ledger({
    id: 'lisa',
    wrapper: 'lisa',
    valuations: [],
    flows: [
      ['2026-08-01', 'transfer_out', '700.00'],
      ['2026-10-01', 'contribution', '1000.00'],
    ],
  });
  const sipp = ledger({
    id: 'sipp',
    wrapper: 'sipp',
    valuations: [],
    flows: [
      // March's contribution is in 2025-26; its relief, arriving in May, stays there.
      ['2026-03-01', 'contribution', '800.00'],
      ['2026-04-12', 'tax_relief', '200.00'],
      ['2027-03-20', 'contribution', '400.00'],
      ['2027-05-02', 'tax_relief', '100.00'],
      ['2026-06-01', 'transfer_in', '10000.00'],
    ],
  });

  it('counts ISA subscriptions: contributions and a Bed & ISA, not ISA-to-ISA transfers', () => {
    const answer = allowancesFor('2026-27', [gia, isa, lisa, sipp]);
    expect(answer?.isa).toEqual({
      allowance: '20000.00',
      used: '6750.00',
      remaining: '13250.00',
      policies: [
        { uuid: 'isa', reference: 'REF-isa', provider: 'northgate', used: '5750.00' },
        { uuid: 'lisa', reference: 'REF-lisa', provider: 'northgate', used: '1000.00' },
      ],
    });
  });

  it('counts relief in the tax year of its contribution, arriving in the next one', () => {
    const thisYear = allowancesFor('2026-27', [gia, isa, lisa, sipp])!.pension;
    expect(thisYear).toMatchObject({
      allowance: '60000.00',
      used: '500.00',
      contributions: '400.00',
      tax_relief: '100.00',
    });
    const lastYear = allowancesFor('2025-26', [gia, isa, lisa, sipp])!;
    expect(lastYear.pension).toMatchObject({
      used: '1000.00',
      contributions: '800.00',
      tax_relief: '200.00',
    });
    expect(lastYear.isa.used).toBe('999.00');
    expect(lastYear).toMatchObject({
      tax_year: '2025-26',
      from: '2025-04-06',
      to: '2026-04-05',
      note: ALLOWANCE_NOTE,
    });
  });

  it('matches monthly relief arriving after the next contribution to its own contribution', () => {
    // £800 net on the 1st of each month, £200 relief 42 days later: 1 April's contribution is in 2025-26 and
    // its relief lands on 13 May, after May's contribution, yet still belongs to 2025-26.
    const monthly = ledger({
      id: 'monthly',
      wrapper: 'sipp',
      valuations: [],
      flows: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'].flatMap((date) => {
        const relief = new Date(Date.parse(`${date}T00:00:00Z`) + 42 * 86_400_000).toISOString().slice(0, 10);
        return [
          [date, 'contribution', '800.00'],
          [relief, 'tax_relief', '200.00'],
        ] as [string, 'contribution' | 'tax_relief', string][];
      }),
    });
    expect(allowancesFor('2025-26', [monthly])!.pension).toMatchObject({
      contributions: '3200.00',
      tax_relief: '800.00',
      used: '4000.00',
    });
    expect(allowancesFor('2026-27', [monthly])!.pension).toMatchObject({
      contributions: '800.00',
      tax_relief: '200.00',
    });
  });

  it('shows the amount over the allowance as negative remaining, GBP policies only', () => {
    const big = ledger({
      id: 'big',
      wrapper: 'isa',
      valuations: [],
      flows: [['2026-05-01', 'contribution', '20000.01']],
    });
    const euro = {
      ...ledger({
        id: 'eur',
        wrapper: 'isa',
        valuations: [],
        flows: [['2026-05-01', 'contribution', '5.00']],
      }),
      currency: 'EUR',
    };
    const answer = allowancesFor('2026-27', [big, euro]);
    expect(answer?.isa).toMatchObject({ used: '20000.01', remaining: '-0.01' });
    expect(answer?.isa.policies.map((p) => p.uuid)).toEqual(['big']);
    expect(answer?.pension).toMatchObject({ used: '0.00', policies: [] });
  });

  it('has no answer for a year before the table', () => {
    expect(allowancesFor('2005-06', [isa])).toBeNull();
  });
});

describe('allowancesFor: relief and an older contribution that never had any', () => {
  it('gives relief only to a contribution in the 120 days before it', () => {
    // May 2025's £800 had no relief (paid under net pay); the later ones did, 42 days after each. Matched
    // to the oldest waiting contribution, every relief would shift back by one and June 2026's relief,
    // for May 2026's contribution, would count in 2025-26.
    const sipp = ledger({
      id: 'sipp',
      wrapper: 'sipp',
      valuations: [],
      flows: [
        ['2025-05-01', 'contribution', '800.00'],
        ['2026-03-01', 'contribution', '800.00'],
        ['2026-04-12', 'tax_relief', '200.00'],
        ['2026-05-01', 'contribution', '800.00'],
        ['2026-06-12', 'tax_relief', '200.00'],
      ],
    });
    expect(allowancesFor('2026-27', [sipp])!.pension).toMatchObject({
      contributions: '800.00',
      tax_relief: '200.00',
    });
    expect(allowancesFor('2025-26', [sipp])!.pension).toMatchObject({
      contributions: '1600.00',
      tax_relief: '200.00',
    });
  });
});
