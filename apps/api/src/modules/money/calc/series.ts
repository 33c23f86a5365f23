import { type Period, SERIES_MAX_POINTS } from '@sextant/contracts/money';
import { addDays, daysBetween } from '@/shared/period';
import { type Block, blockOf, externalFlows } from './block';
import { carriedValues } from './carry';
import { byCurrency } from './currency';
import type { Pence } from './pence';
import { dailyTransit } from './transit';
import type { CurrencySeries, PolicyLedger, SeriesPointFigure } from './types';

/**
 * The chart of a period: the block's value each day (block.ts: each policy carried, and the in-transit line)
 * and what was put in — the opening value, plus value brought in, paid in less taken out — from the block's
 * start to the period's end (a policy opening from nil on the start day shows its first day's money there). It is the waterfall's own computation, so at the last point value − put in is
 * the period's growth to the penny; flows not yet in a valuation are in neither line. At most
 * SERIES_MAX_POINTS points, the first and the last kept. One currency's ledgers.
 */
export function seriesOf(ledgers: PolicyLedger | PolicyLedger[], period: Period): SeriesPointFigure[] {
  const block = blockOf(Array.isArray(ledgers) ? ledgers : [ledgers], period);
  return block ? thin(pointsOf(block)) : [];
}

function pointsOf(block: Block): SeriesPointFigure[] {
  const days = daysBetween(block.start, block.end) + 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(block.start, i));
  const values = dailyTransit(block.transit, block.start, days);
  for (const track of block.tracks) {
    const own = carriedValues(track.valuations, track.flows, dates, track.lastValued);
    for (let i = 0; i < days; i++) values[i]! += own[i]!;
  }
  const putIn = new Array<Pence>(days).fill(0);
  putIn[0] = block.opening;
  // Counted flows come after the start, but for policies opening from nil, whose money of the first day counts.
  for (const flow of externalFlows(block))
    putIn[Math.max(0, daysBetween(block.start, flow.date))]! += flow.amount;
  let running = 0;
  return dates.map((date, i) => {
    running += putIn[i]!;
    return { date, value: values[i]! / 100, net_paid_in: running / 100 };
  });
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
