/**
 * The money math (issue 10, DESIGN.md "Money"): pure functions over a client's ledgers, no database. Amounts
 * are integer pence inside and Money text at the edge; returns are fractions; dates are London days.
 */
export {
  addDays,
  addMonths,
  currentTaxYear,
  daysBetween,
  type IsoDate,
  lastCompleteTaxYear,
  londonToday,
  previousTaxYear,
  resolvePeriod,
  type TaxYear,
  taxYearBounds,
  taxYearOf,
} from '@/shared/period';
export { allocationOf } from './allocation';
export { allowancesFor } from './allowances';
export { costsFor } from './costs';
export { measurePolicy } from './measure';
export { AmountOutOfRange, type Pence, toMoney, toPence } from './pence';
export { measurePortfolio } from './portfolio';
export { portfolioSeries, seriesOf } from './series';
export { type FlowMark, flowMarks, statementTotals, TOTAL_LINES } from './statement';
export { closedOnOf, trackOf } from './track';
export type {
  CurrencyMeasure,
  CurrencySeries,
  Flow,
  PendingFigures,
  PolicyHistory,
  PolicyLedger,
  PolicyLine,
  PolicyMeasure,
  SeriesPointFigure,
  ValuationPoint,
} from './types';
