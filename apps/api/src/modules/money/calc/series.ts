import type { Period } from '@sextant/contracts/money';
import type { CurrencySeries, PolicyLedger, SeriesPointFigure } from './types';

/**
 * Daily value (the sum of each policy's latest valuation on or before the day) and cumulative net paid in
 * from the period's start, at most SERIES_MAX_POINTS points (first and last kept). One currency's ledgers.
 */
export function seriesOf(ledgers: PolicyLedger | PolicyLedger[], period: Period): SeriesPointFigure[] {
  throw new Error(`seriesOf: lands in the next commit (${[ledgers].flat().length}, ${period.from})`);
}

/** seriesOf per currency (GBP first). */
export function portfolioSeries(ledgers: PolicyLedger[], period: Period): CurrencySeries[] {
  throw new Error(`portfolioSeries: lands in the next commit (${ledgers.length}, ${period.from})`);
}
