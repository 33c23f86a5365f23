import { describe, expect, it } from 'vitest';
import { pendingWords } from './graph';
import {
  formatAmount,
  formatReturn,
  formatShare,
  formatSignedAmount,
  provenanceWords,
  toneOf,
} from './money';

describe('money words', () => {
  it('formats exact amounts, signed growth and returns', () => {
    expect(formatAmount('1234.50', 'GBP')).toBe('£1,234.50');
    expect(formatAmount('-3.00', 'EUR')).toBe('-€3.00');
    expect(formatSignedAmount('23286.85', 'GBP')).toBe('+£23,286.85');
    expect(formatSignedAmount('-12.00', 'GBP')).toBe('−£12.00');
    expect(formatSignedAmount('0.00', 'GBP')).toBe('£0.00');
    expect(formatReturn(0.0734)).toBe('+7.3%');
    expect(formatReturn(-0.012)).toBe('−1.2%');
    expect(formatReturn(0.00001)).toBe('0.0%');
    expect(formatShare(0.25)).toBe('25.0%');
  });

  it('says where a figure comes from in plain words', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(provenanceWords({ provider: 'Northgate Life', source: 'feed', as_at: '2026-11-20' }, now)).toBe(
      'Updated daily by Northgate Life',
    );
    // A feed that has gone quiet is not "daily".
    expect(provenanceWords({ provider: 'Northgate Life', source: 'feed', as_at: '2026-10-01' }, now)).toBe(
      'Last updated by Northgate Life on 1 Oct 2026 — figures may have moved since',
    );
    expect(provenanceWords({ provider: 'Albion', source: 'statement', as_at: '2026-10-14' })).toBe(
      'Last statement 14 Oct 2026 — figures may have moved since',
    );
    expect(provenanceWords({ provider: 'Albion', source: 'manual', as_at: '2026-10-14' })).toBe(
      'Entered by your adviser on 14 Oct 2026',
    );
  });

  it('colours a figure by its sign, on a card or on a navy panel', () => {
    expect(toneOf('12.00')).toBe('text-teal-700');
    expect(toneOf('-0.01')).toBe('text-red-700');
    expect(toneOf('0.00')).toBe('text-ink');
    expect(toneOf(-3, 'panel')).toBe('text-red-200');
  });

  it('says which flows no valuation holds yet', () => {
    const none = { count: 0, paid_in: '0.00', taken_out: '0.00', charges: '0.00' };
    expect(pendingWords(none, 'GBP')).toBeNull();
    expect(pendingWords({ ...none, count: 1, paid_in: '300.00' }, 'GBP', '2026-10-31')).toBe(
      '£300.00 paid in after the valuation of 31 Oct 2026 is not in a valuation yet.',
    );
    expect(pendingWords({ count: 3, paid_in: '300.00', taken_out: '50.00', charges: '2.50' }, 'GBP')).toBe(
      '£300.00 paid in, £50.00 taken out and £2.50 in charges are not in a valuation yet.',
    );
  });
});
