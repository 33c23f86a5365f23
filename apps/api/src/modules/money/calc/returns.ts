import type { Returns } from '@sextant/contracts/money';
import type { IsoDate } from '@/shared/period';
import { dayWords } from '@/shared/period';
import type { TwrResult } from './twr';
import type { CashFlow } from './xirr';
import { xirr } from './xirr';

/** Periods this long or longer give annualised figures beside the cumulative ones. */
const YEAR_DAYS = 365;

export const NO_OPENING = (from: IsoDate) =>
  `There is no valuation on or before ${dayWords(from)}, the start of the period, so a return over it cannot be measured.`;
const SAME_DAY = (date: IsoDate) =>
  `The period opens and closes on the valuation of ${dayWords(date)}, so there is no time to measure a return over.`;
const NO_ROOT =
  'No single rate of return matches these payments and values, so a money-weighted return cannot be given.';
const TOTAL_LOSS = 'A loss of all the money measured cannot be given as a yearly rate.';

/**
 * TWR and MWR on one basis: cumulative under 365 days, annualised and cumulative from 365 days. The MWR
 * is the XIRR of `cashFlows` (−opening, −paid in, +taken out, +closing), its cumulative form
 * (1 + XIRR)^(days/365) − 1. `blocked` gives the reason both are null (no opening valuation before the start).
 */
export function returnsOver(
  days: number,
  closingDate: IsoDate,
  twr: () => TwrResult,
  cashFlows: () => CashFlow[],
  blocked: string | null,
): Returns {
  const basis = days >= YEAR_DAYS ? 'annualised_and_cumulative' : 'cumulative';
  const why = blocked ?? (days <= 0 ? SAME_DAY(closingDate) : null);
  if (why)
    return {
      basis,
      days,
      twr: { cumulative: null, annualised: null, reason: why, method: null },
      mwr: { cumulative: null, annualised: null, reason: why },
    };

  const time = twr();
  const annualTwr =
    basis === 'cumulative' || time.cumulative === null || time.cumulative <= -1
      ? null
      : (1 + time.cumulative) ** (YEAR_DAYS / days) - 1;
  const money = xirr(cashFlows());
  return {
    basis,
    days,
    twr: {
      cumulative: time.cumulative,
      annualised: annualTwr,
      reason: time.reason ?? (basis !== 'cumulative' && annualTwr === null ? TOTAL_LOSS : null),
      method: time.method,
    },
    mwr: money
      ? {
          cumulative: money.growth(days) - 1,
          annualised: basis === 'cumulative' ? null : money.annual,
          reason: null,
        }
      : { cumulative: null, annualised: null, reason: NO_ROOT },
  };
}
