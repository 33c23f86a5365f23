import type { IsoDate } from '@/shared/period';
import { effectOn } from './carry';
import { netInflow } from './flows';
import type { Flow, PolicyHistory, PolicyLedger, ValuationPoint } from './types';

/**
 * One policy made ready for a period ending `end`: what of its ledger counts up to then, the value it was
 * brought in with, its last valuation, and the day its first money came.
 */
export interface Track {
  ledger: PolicyLedger;
  end: IsoDate;
  /** Valuations on or before the end, oldest first. */
  valuations: ValuationPoint[];
  /** Flows on or before the end; for a policy brought in, only those after its first valuation. */
  flows: Flow[];
  /** The first valuation of a policy added with money in it (ADR 0006, "Value brought in"), by the end. */
  broughtIn: ValuationPoint | null;
  /** Its day even when after the end: flows on or before it are inside that value, never counted. */
  broughtInOn: IsoDate | null;
  /** L: the latest valuation on or before the end. Flows after it are pending. */
  lastValued: IsoDate | null;
  /** The first flow, or the value brought in: where its figures since start begin. */
  firstMoney: IsoDate | null;
}

/** The ledger's history from its arrays, when they hold all of it (the calc tests). */
export const historyOf = (ledger: PolicyLedger): PolicyHistory =>
  ledger.history ?? {
    firstValuation: ledger.valuations[0] ?? null,
    firstFlowOn: ledger.flows[0]?.date ?? null,
    lastOutflowOn: ledger.flows.findLast(isOutflow)?.date ?? null,
    broughtInMarked: false,
  };

const isOutflow = (flow: Flow) => flow.type === 'transfer_out' || flow.type === 'withdrawal';

/**
 * A policy's first valuation is brought in, not growth, when no flow is dated on or before it (it was added
 * to the portal with money already in it), or when staff marked it so; a first valuation of 0 brings nothing.
 */
export function broughtInOf(history: PolicyHistory): ValuationPoint | null {
  const first = history.firstValuation;
  if (!first || first.value <= 0) return null;
  const flowsBefore = history.firstFlowOn !== null && history.firstFlowOn <= first.date;
  return history.broughtInMarked || !flowsBefore ? first : null;
}

export function trackOf(ledger: PolicyLedger, end: IsoDate): Track {
  const history = historyOf(ledger);
  const broughtIn = broughtInOf(history);
  const entered = broughtIn && broughtIn.date <= end ? broughtIn : null;
  const valuations = ledger.valuations.filter((v) => v.date <= end);
  const flows = ledger.flows.filter((f) => f.date <= end && (!broughtIn || f.date > broughtIn.date));
  const firstFlow = broughtIn ? null : history.firstFlowOn;
  return {
    ledger,
    end,
    valuations,
    flows,
    broughtIn: entered,
    broughtInOn: broughtIn?.date ?? null,
    lastValued: valuations.at(-1)?.date ?? null,
    firstMoney: entered?.date ?? (firstFlow !== null && firstFlow <= end ? firstFlow : null),
  };
}

/**
 * The day a transfer out or withdrawal emptied the policy: its last such flow, when nothing came in after
 * it and its value with every flow since its last valuation is nil.
 */
export function closedOnOf(track: Track): IsoDate | null {
  const lastOut = historyOf(track.ledger).lastOutflowOn;
  if (lastOut === null || lastOut > track.end) return null;
  if (track.flows.some((f) => f.date > lastOut && netInflow(f) > 0)) return null;
  const latest = track.valuations.at(-1);
  const since = track.flows.filter((f) => !latest || f.date > latest.date);
  const left = (latest?.value ?? 0) + since.reduce((sum, f) => sum + effectOn(f), 0);
  return left <= 0 ? lastOut : null;
}
