import type {
  ChargeKind,
  Money,
  Pending,
  Returns,
  SeriesPoint,
  TransactionType,
  Waterfall,
  Wrapper,
} from '@sextant/contracts/money';
import type { ValuationSource } from '@sextant/contracts/policies';
import type { z } from 'zod';
import type { IsoDate } from '@/shared/period';
import type { Pence } from './pence';

export type PendingFigures = z.infer<typeof Pending>;
export type SeriesPointFigure = z.infer<typeof SeriesPoint>;

export interface ValuationPoint {
  date: IsoDate;
  value: Pence;
}

/** One transaction of a policy, its amount positive (the type says which way it went). */
export interface Flow {
  id: string;
  policyId: string;
  date: IsoDate;
  type: TransactionType;
  amount: Pence;
  reference: string | null;
  /** Read only by the ISA rule: an unpaired transfer in described as an ISA transfer is ISA-to-ISA. */
  description?: string;
  /** A charge's kind, read only by the costs (a period's flows leave it out). */
  chargeKind?: ChargeKind | null;
}

/**
 * What the calculations know of one policy. `valuations` ascending: every valuation the figure needs (for
 * a period: at least the latest on or before period.from and all after it up to period.to). `flows`
 * ascending: at least every flow dated after that opening valuation up to period.to (earlier ones are
 * ignored, later ones too). Allowances and costs want the flows of their window: see allowancesFor/costsFor.
 */
export interface PolicyLedger {
  id: string;
  reference: string;
  providerId: string;
  provider: string;
  currency: string;
  wrapper: Wrapper;
  startDate: IsoDate;
  latestSource: ValuationSource | null;
  valuations: ValuationPoint[];
  flows: Flow[];
  /**
   * What the figures need of the whole ledger when `valuations` and `flows` hold only a period's part (the
   * repository fills it; without it the arrays are taken to be the whole ledger).
   */
  history?: PolicyHistory;
}

export interface PolicyHistory {
  firstValuation: ValuationPoint | null;
  firstFlowOn: IsoDate | null;
  /** The latest transfer out or withdrawal, and whether money came in after it. */
  lastOutflowOn: IsoDate | null;
  /** Staff marked the first valuation as brought in although flows come before it. */
  broughtInMarked: boolean;
}

export interface PolicyMeasure {
  /** Null (with `reason`) when there is no valuation on or before the period's end. */
  waterfall: Waterfall | null;
  returns: Returns | null;
  reason: string | null;
  /** Flows dated after the closing valuation (up to period.to): not in any valuation yet. */
  pending: PendingFigures;
  closedOn: IsoDate | null;
}

/** One policy's line inside its currency's block (the home cards). */
export interface PolicyLine {
  growth: Money | null;
  /** The dates the growth is over (the line's opening, the period's end); null without a figure. */
  growth_from: IsoDate | null;
  growth_to: IsoDate | null;
  /** The period's time-weighted return, cumulative (null when it cannot be had). */
  twr: number | null;
  /** Its closing valuation ("0.00" and null when it has none in the period). */
  closing_value: Money;
  /** The latest valuation the line rests on (its provenance's day), not the period's end. */
  closing_as_at: IsoDate | null;
  closed_on: IsoDate | null;
}

export interface CurrencyMeasure {
  currency: string;
  /** The sum of the measured policies' waterfalls, internal transfers netted out of paid in and taken out. */
  waterfall: Waterfall;
  returns: Returns | null;
  reason: string | null;
  pending: PendingFigures;
  /** Money between two of the policies at the period's end (inside the closing value, in neither line). */
  inTransit: Pence;
  /** Every policy of the currency, by id. */
  policies: Map<string, PolicyLine>;
}

export interface CurrencySeries {
  currency: string;
  points: SeriesPointFigure[];
}
