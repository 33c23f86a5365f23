import type { Returns } from '@sextant/contracts/money';
import { daysBetween, dayWords, type IsoDate } from '@/shared/period';
import type { TwrResult } from './twr';
import type { CashFlow } from './xirr';
import { xirr } from './xirr';

/** Periods this long or longer give annualised figures beside the cumulative ones. */
const YEAR_DAYS = 365;

const SAME_DAY = (date: IsoDate) =>
  `The period opens and closes on the valuation of ${dayWords(date)}, so there is no time to measure a return over.`;
const NO_ROOT =
  'No single rate of return matches these payments and values, so a money-weighted return cannot be given.';
const TOTAL_LOSS = 'A loss of all the money measured cannot be given as a yearly rate.';

/**
 * TWR and MWR on one basis: cumulative under 365 days, annualised and cumulative from 365 days. The MWR
 * is the XIRR of `cashFlows` (−opening, −paid in, +taken out, +closing), its cumulative form
 * (1 + XIRR)^(d/365) − 1 with d the days from the first money (the opening, or from nil the first payment in:
 * time before any money held nothing to grow) to the closing. Money in and nothing back is a total loss,
 * −100%. `blocked` gives the reason both are null (no opening valuation before the start).
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
  const money = moneyWeighted(cashFlows(), closingDate);
  return {
    basis,
    days,
    twr: {
      cumulative: time.cumulative,
      annualised: annualTwr,
      reason: time.reason ?? (basis !== 'cumulative' && annualTwr === null ? TOTAL_LOSS : null),
      method: time.method,
    },
    mwr:
      money === 'total_loss'
        ? { cumulative: -1, annualised: null, reason: basis === 'cumulative' ? null : TOTAL_LOSS }
        : money
          ? {
              cumulative: money.cumulative,
              annualised: basis === 'cumulative' ? null : money.annual,
              reason: null,
            }
          : { cumulative: null, annualised: null, reason: NO_ROOT },
  };
}

/** The XIRR of the flows that moved money, with its cumulative form from the first of them to the closing. */
function moneyWeighted(cashFlows: CashFlow[], closingDate: IsoDate) {
  const moved = cashFlows.filter((f) => f.amount !== 0);
  if (moved.some((f) => f.amount < 0) && !moved.some((f) => f.amount > 0)) return 'total_loss' as const;
  const rate = xirr(moved);
  if (!rate) return null;
  const first = moved.reduce((a, f) => (f.date < a ? f.date : a), closingDate);
  return { annual: rate.annual, cumulative: rate.growth(daysBetween(first, closingDate)) - 1 };
}
