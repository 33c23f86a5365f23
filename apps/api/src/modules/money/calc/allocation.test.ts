import { describe, expect, it } from 'vitest';
import { allocationOf } from './allocation';
import { ledger } from './test-ledger';

describe('allocationOf', () => {
  it('splits the latest values by provider and by wrapper, with shares, per currency', () => {
    const isa = ledger({
      id: 'isa',
      wrapper: 'isa',
      provider: 'Northgate',
      valuations: [
        ['2025-01-01', '1.00'],
        ['2025-06-01', '600.00'],
      ],
    });
    const sipp = ledger({
      id: 'sipp',
      wrapper: 'sipp',
      provider: 'Northgate',
      valuations: [['2025-05-30', '300.00']],
    });
    const gia = ledger({
      id: 'gia',
      wrapper: 'gia',
      provider: 'Abbey',
      valuations: [['2025-06-01', '100.00']],
    });
    const euro = {
      ...ledger({ id: 'eur', wrapper: 'bond', valuations: [['2025-06-01', '50.00']] }),
      currency: 'EUR',
    };
    const never = ledger({ id: 'never', valuations: [] });
    const { currencies } = allocationOf([euro, isa, sipp, gia, never]);
    expect(currencies.map((c) => c.currency)).toEqual(['GBP', 'EUR']);
    expect(currencies[0]).toEqual({
      currency: 'GBP',
      total: '1000.00',
      as_at: '2025-05-30',
      by_provider: [
        { key: 'prov-Northgate', name: 'Northgate', value: '900.00', share: 0.9 },
        { key: 'prov-Abbey', name: 'Abbey', value: '100.00', share: 0.1 },
      ],
      by_wrapper: [
        { key: 'isa', name: 'Stocks & Shares ISA', value: '600.00', share: 0.6 },
        { key: 'sipp', name: 'SIPP', value: '300.00', share: 0.3 },
        { key: 'gia', name: 'General investment account', value: '100.00', share: 0.1 },
      ],
    });
    expect(currencies[1]?.by_wrapper).toEqual([
      { key: 'bond', name: 'Investment bond', value: '50.00', share: 1 },
    ]);
  });

  it('answers no currencies when nothing is valued', () => {
    expect(allocationOf([ledger({ valuations: [] })])).toEqual({ currencies: [] });
  });
});

describe('allocationOf: a closed policy', () => {
  it('leaves out a policy whose latest valuation is nil', () => {
    const open = ledger({ id: 'open', valuations: [['2026-01-01', '100.00']] });
    const closed = ledger({ id: 'closed', provider: 'harbour', valuations: [['2026-01-01', '0.00']] });
    const [gbp] = allocationOf([open, closed]).currencies;
    expect(gbp?.by_provider.map((slice) => slice.name)).toEqual(['northgate']);
  });
});
