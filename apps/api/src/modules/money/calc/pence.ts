import type { Money } from '@sextant/contracts/money';

/** An exact amount in the smallest unit of its currency (pence for GBP): a safe integer, never a fraction. */
export type Pence = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount, or a sum of amounts, past what JS numbers hold exactly (2^53 pence). Inputs are capped far
 * below it, so only an amount written straight into the database gets here: the caller answers that the
 * figures cannot be given, rather than failing.
 */
export class AmountOutOfRange extends RangeError {
  override name = 'AmountOutOfRange';
}

/**
 * Pence from a decimal string ("1234.5", "-3.00", the database's numeric text), by its digits: no binary
 * fraction is ever formed, so '0.10' + '0.20' is 30 pence exactly.
 */
export function toPence(decimal: string): Pence {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(decimal)}`);
  const [, sign, whole, fraction = ''] = match;
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) throw new AmountOutOfRange(`Amount too large: ${decimal}`);
  return sign === '-' && pence !== 0 ? -pence : pence;
}

/** Pence from the database's whole-number text ("123450", an amount × 100 cast to bigint). */
export function wholePence(integer: string): Pence {
  const pence = Number(integer);
  if (!Number.isSafeInteger(pence)) throw new AmountOutOfRange(`Amount too large: ${integer}`);
  return pence;
}

/** The contract's Money text for pence: two places, a leading minus when negative ("-3.00"). */
export function toMoney(pence: Pence): Money {
  if (!Number.isSafeInteger(pence))
    throw Number.isInteger(pence)
      ? new AmountOutOfRange(`Too large to be exact: ${pence}`)
      : new RangeError(`Not a whole number of pence: ${pence}`);
  const abs = Math.abs(pence);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return pence < 0 ? `-${text}` : text;
}

/** Pence of a ratio of pence, rounded half away from zero (averages, shares of a total). */
export function roundPence(amount: number): Pence {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}
