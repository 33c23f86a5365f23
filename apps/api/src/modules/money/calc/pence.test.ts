import { describe, expect, it } from 'vitest';
import { AmountOutOfRange, roundPence, toMoney, toPence, wholePence } from './pence';

describe('pence', () => {
  it('adds decimal strings exactly: 0.10 + 0.20 is 30 pence', () => {
    expect(toPence('0.10') + toPence('0.20')).toBe(30);
    expect(toMoney(toPence('0.10') + toPence('0.20'))).toBe('0.30');
  });

  it('reads the database’s numeric text and writes the contract’s Money', () => {
    expect(toPence('1234.5')).toBe(123450);
    expect(toPence('-3.00')).toBe(-300);
    expect(toPence('7')).toBe(700);
    expect(toPence('-0.00')).toBe(0);
    expect(toMoney(123450)).toBe('1234.50');
    expect(toMoney(-300)).toBe('-3.00');
    expect(toMoney(-5)).toBe('-0.05');
    expect(toMoney(0)).toBe('0.00');
    expect(toMoney(toPence('90071992547409.91'))).toBe('90071992547409.91');
  });

  it('reads the database’s whole pence (an amount × 100 as bigint text), refusing what is past exact', () => {
    expect(wholePence('123450')).toBe(123450);
    expect(wholePence('-300')).toBe(-300);
    expect(wholePence('0')).toBe(0);
    expect(() => wholePence('9999999999999999')).toThrow(AmountOutOfRange);
    expect(() => wholePence('12.5')).toThrow(AmountOutOfRange);
  });

  it('refuses what is not an exact amount', () => {
    for (const bad of ['1.234', '1e3', '', 'abc', '1,000.00', '99999999999999999.00'])
      expect(() => toPence(bad)).toThrow(RangeError);
    expect(() => toMoney(0.5)).toThrow(RangeError);
    // Past exact arithmetic (the database's largest numeric(16,2), a sum past 2^53): told apart, for a 409.
    expect(() => toPence('99999999999999.99')).toThrow(AmountOutOfRange);
    expect(() => toMoney(2 ** 53)).toThrow(AmountOutOfRange);
    expect(() => toMoney(0.5)).not.toThrow(AmountOutOfRange);
  });

  it('rounds half away from zero', () => {
    expect([roundPence(2.5), roundPence(-2.5), roundPence(2.4)]).toEqual([3, -3, 2]);
  });
});
