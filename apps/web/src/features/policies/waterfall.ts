import type { Money, Waterfall } from '@sextant/contracts/money';

/** An exact decimal string ("-1234.50") as whole pence, without passing through a binary fraction. */
export function pence(amount: Money): number {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export type StepKey =
  | 'opening'
  | 'brought_in'
  | 'paid_in'
  | 'taken_out'
  | 'charges'
  | 'growth_before_charges'
  | 'closing';

export interface WaterfallStep {
  key: StepKey;
  /** The figure as the server answered it (for charges and taken out: the positive amount). */
  amount: Money;
  /** How it moves the value: a total (opening, closing), added, or taken away. */
  effect: 'total' | 'add' | 'subtract';
  /** Which way it moved the value (its colour): up, down, or neither (a total, or nothing). */
  direction: 'up' | 'down' | 'flat';
  /** Where the bar starts and ends, as a share (0–1) of the drawn span. */
  start: number;
  end: number;
}

type Figures = Pick<
  Waterfall,
  'opening_value' | 'closing_value' | 'paid_in' | 'taken_out' | 'charges' | 'growth_before_charges'
> &
  Partial<Pick<Waterfall, 'brought_in'>>;

/**
 * The waterfall's steps in the order a client reads them: opening, brought in (only when there was any),
 * paid in, taken out, charges, growth before charges, closing. The running value after each step is the
 * server's figures added in whole pence (exact), and only places the bars: every amount shown is the server's
 * own.
 */
export function waterfallSteps(waterfall: Figures): WaterfallStep[] {
  const broughtIn = waterfall.brought_in ?? '0.00';
  const moves: Array<[StepKey, Money, WaterfallStep['effect'], number]> = [
    ['brought_in', broughtIn, 'add', pence(broughtIn)],
    ['paid_in', waterfall.paid_in, 'add', pence(waterfall.paid_in)],
    ['taken_out', waterfall.taken_out, 'subtract', -pence(waterfall.taken_out)],
    ['charges', waterfall.charges, 'subtract', -pence(waterfall.charges)],
    ['growth_before_charges', waterfall.growth_before_charges, 'add', pence(waterfall.growth_before_charges)],
  ];
  const opening = pence(waterfall.opening_value);
  const closing = pence(waterfall.closing_value);
  const spans: Array<[StepKey, Money, WaterfallStep['effect'], number, number]> = [
    ['opening', waterfall.opening_value, 'total', 0, opening],
  ];
  let running = opening;
  for (const [key, amount, effect, change] of moves) {
    if (key === 'brought_in' && change === 0) continue;
    spans.push([key, amount, effect, running, running + change]);
    running += change;
  }
  spans.push(['closing', waterfall.closing_value, 'total', 0, closing]);

  const low = Math.min(0, ...spans.flatMap(([, , , from, to]) => [from, to]));
  const high = Math.max(0, ...spans.flatMap(([, , , from, to]) => [from, to]));
  const width = high - low || 1;
  return spans.map(([key, amount, effect, from, to]) => ({
    key,
    amount,
    effect,
    direction: effect === 'total' || to === from ? 'flat' : to > from ? 'up' : 'down',
    start: (Math.min(from, to) - low) / width,
    end: (Math.max(from, to) - low) / width,
  }));
}
