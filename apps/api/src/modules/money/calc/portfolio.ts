import type { Period } from '@sextant/contracts/money';
import { daysBetween, type IsoDate } from '@/shared/period';
import { carriedValues } from './carry';
import { byCurrency } from './currency';
import { isExternal, netInflow, pendingOf, typeTotals } from './flows';
import { chainFlows, measureWindow, NO_CLOSING, waterfallOf } from './measure';
import type { Pence } from './pence';
import { returnsOver } from './returns';
import { internalLegs, transferPairs } from './transfers';
import { type ChainFlow, type ChainPoint, chainReturns, firstPointFrom } from './twr';
import type { CurrencyMeasure, PolicyLedger, PolicyLine } from './types';
import { type MeasuredWindow, measuredWindow } from './window';

/** A client's policies over a period, one block per currency (GBP first), no conversion. */
export function measurePortfolio(ledgers: PolicyLedger[], period: Period): CurrencyMeasure[] {
  return byCurrency(ledgers).map(({ currency, items }) => measureCurrency(currency, items, period));
}

type Measured = MeasuredWindow & {
  opening: NonNullable<MeasuredWindow['opening']>;
  closing: NonNullable<MeasuredWindow['closing']>;
};
const isMeasured = (w: MeasuredWindow): w is Measured => w.opening !== null && w.closing !== null;

/**
 * One currency: the policies' waterfalls summed, with transfers between them netted out of paid in and
 * taken out (each policy still shows its leg); returns over the daily sum of the policies' values.
 * The block's "as at" dates are its span, the one its returns' days run over: opening as at the earliest
 * opening, closing as at the latest closing. The sums hold each policy's figure as at its own date (a
 * statement from weeks ago beside today's feed; a policy opening later adds its value as at its opening);
 * each policy line carries its own closing_as_at and provenance, and those are what the screens show.
 */
function measureCurrency(currency: string, ledgers: PolicyLedger[], period: Period): CurrencyMeasure {
  const windows = ledgers.map((ledger) => measuredWindow(ledger, period));
  const policies = new Map<string, PolicyLine>();
  for (const [i, ledger] of ledgers.entries()) {
    const { waterfall, returns } = measureWindow(windows[i]!, period);
    policies.set(ledger.id, {
      growth: waterfall?.growth ?? null,
      twr: returns?.twr.cumulative ?? null,
      closing_value: waterfall?.closing_value ?? '0.00',
      closing_as_at: waterfall?.closing_as_at ?? null,
    });
  }
  const pending = pendingOf(windows.flatMap((w) => w.pending));
  const measured = windows.filter(isMeasured);
  if (measured.length === 0)
    return {
      currency,
      waterfall: waterfallOf({ date: null, value: 0 }, { date: null, value: 0 }, typeTotals([])),
      returns: null,
      reason: NO_CLOSING(period.to),
      pending,
      policies,
    };

  const counted = measured.flatMap((w) => w.counted);
  const internal = internalLegs(transferPairs(counted));
  const sum = (values: Pence[]) => values.reduce((a, b) => a + b, 0);
  const earliest = (dates: IsoDate[]) => dates.reduce((a, b) => (b < a ? b : a));
  const openedOn = earliest(measured.map((w) => w.opening.date));
  const closedOn = measured.map((w) => w.closing.date).reduce((a, b) => (b > a ? b : a));

  const returns = returnsOver(
    daysBetween(openedOn, closedOn),
    closedOn,
    () => portfolioChain(measured, internal),
    () =>
      measured.flatMap((w) => [
        { date: w.opening.date, amount: -w.opening.value },
        ...w.counted
          .filter((f) => isExternal(f) && !internal.has(f.id))
          .map((f) => ({ date: f.date, amount: -netInflow(f) })),
        { date: w.closing.date, amount: w.closing.value },
      ]),
    null,
  );
  return {
    currency,
    waterfall: waterfallOf(
      { date: openedOn, value: sum(measured.map((w) => w.opening.value)) },
      { date: closedOn, value: sum(measured.map((w) => w.closing.value)) },
      typeTotals(counted.filter((f) => !internal.has(f.id))),
    ),
    returns,
    reason: null,
    pending,
    policies,
  };
}

/**
 * The portfolio's TWR: its value on each day any policy is valued (each policy at its latest point on or
 * before the day carried forward by its counted flows and charges since, as carriedValues; 0 before its
 * first point), chained at the policies' external flows. A policy whose first point comes after the
 * portfolio's opens enters as a flow of its opening value.
 */
function portfolioChain(measured: Measured[], internal: Set<string>) {
  const start = measured.map((w) => w.points[0]!.date).reduce((a, b) => (b < a ? b : a));
  const dates = [...new Set(measured.flatMap((w) => w.points.map((p) => p.date)))].sort();
  const totals = new Array<Pence>(dates.length).fill(0);
  for (const { points, counted } of measured) {
    const own = carriedValues(points, counted, dates, null);
    for (let i = 0; i < dates.length; i++) totals[i]! += own[i]!;
  }
  const chain: ChainPoint[] = dates.map((date, i) => ({ date, value: totals[i]! }));
  const flows: ChainFlow[] = measured.flatMap((w) => {
    const first = w.points[0]!;
    const entry =
      first.date > start && first.value !== 0
        ? [{ date: first.date, amount: first.value, holdsIt: first.date }]
        : [];
    // Carried, a flow is in the portfolio's value from its own day: the first chain point on or after it.
    const own = chainFlows(w, internal).map((f) => ({ ...f, holdsIt: firstPointFrom(dates, f.date)! }));
    return [...entry, ...own];
  });
  return chainReturns(chain, flows);
}
