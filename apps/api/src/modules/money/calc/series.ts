import { type Period, SERIES_MAX_POINTS } from '@sextant/contracts/money';
import { addDays, daysBetween, type IsoDate } from '@/shared/period';
import { carriedValues } from './carry';
import { byCurrency } from './currency';
import { netInflow } from './flows';
import type { Pence } from './pence';
import { internalLegs, transferPairs } from './transfers';
import type { CurrencySeries, PolicyLedger, SeriesPointFigure } from './types';

/**
 * Daily value (the sum of each policy's latest valuation on or before the day, carried forward by its later
 * flows and charges: see carriedValues) and cumulative net paid in from the chart's start, at most SERIES_MAX_POINTS points (first and last kept). One currency's ledgers.
 * The chart starts on period.from, or on the first valuation when none is on or before it. Net paid in
 * counts the flows after the start (a flow on the start day is inside its value), except that a policy
 * measured from nil (since its start, or starting after period.from) counts those of its start day too;
 * transfers between the policies net out.
 */
export function seriesOf(ledgers: PolicyLedger | PolicyLedger[], period: Period): SeriesPointFigure[] {
  const all = Array.isArray(ledgers) ? ledgers : [ledgers];
  const firstValued = all
    .flatMap((l) => l.valuations.slice(0, 1).map((v) => v.date))
    .reduce<IsoDate | null>((a, b) => (a === null || b < a ? b : a), null);
  if (firstValued === null || firstValued > period.to) return [];
  const start = firstValued > period.from ? firstValued : period.from;
  const dates = Array.from({ length: daysBetween(start, period.to) + 1 }, (_, i) => addDays(start, i));
  const days = dates.length;

  const values = new Array<Pence>(days).fill(0);
  const netIn = new Array<Pence>(days).fill(0);
  const countsFromNil = (ledger: PolicyLedger) =>
    (period.range === 'since_start' || ledger.startDate > period.from) && ledger.startDate >= start;
  for (const ledger of all) {
    const own = carriedValues(
      ledger.valuations,
      ledger.flows,
      dates,
      countsFromNil(ledger) ? ledger.startDate : null,
    );
    for (let i = 0; i < days; i++) values[i]! += own[i]!;
  }
  const internal = internalLegs(transferPairs(all.flatMap((l) => l.flows)));
  for (const ledger of all) {
    const countsFrom = countsFromNil(ledger) ? ledger.startDate : addDays(start, 1);
    for (const flow of ledger.flows) {
      if (flow.date < countsFrom || flow.date > period.to || internal.has(flow.id)) continue;
      netIn[daysBetween(start, flow.date)]! += netInflow(flow);
    }
  }
  let running = 0;
  const points = values.map((value, i) => {
    running += netIn[i]!;
    return { date: dates[i]!, value: value / 100, net_paid_in: running / 100 };
  });
  return thin(points);
}

/** seriesOf per currency (GBP first). */
export function portfolioSeries(ledgers: PolicyLedger[], period: Period): CurrencySeries[] {
  return byCurrency(ledgers).map(({ currency, items }) => ({ currency, points: seriesOf(items, period) }));
}

/** At most SERIES_MAX_POINTS, evenly spaced, the first and the last always kept. */
function thin<T>(points: T[]): T[] {
  if (points.length <= SERIES_MAX_POINTS) return points;
  const last = points.length - 1;
  return Array.from(
    { length: SERIES_MAX_POINTS },
    (_, i) => points[Math.round((i * last) / (SERIES_MAX_POINTS - 1))]!,
  );
}
