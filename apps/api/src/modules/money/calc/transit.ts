import { daysBetween, type IsoDate } from '@/shared/period';
import type { Pence } from './pence';
import type { Track } from './track';
import { internalLegs, transferPairs } from './transfers';
import type { Flow } from './types';

/**
 * Money moving between two of the client's policies. A transfer's out leg shows in its policy's carried value
 * from its day, the in leg in the other's from its own: between them the amount is in neither, and the
 * portfolio carries it on a line of its own so its value does not dip. A leg after its policy's last
 * valuation is not carried (pending), so an in leg carried while its out leg waits for the next statement
 * makes the line negative: the money is in both policies' figures until then, and counted once.
 */
export interface Transit {
  /** Both legs of every transfer between the policies: netted out of the portfolio's paid in and taken out. */
  internal: Set<string>;
  /** Each leg the carried values hold, with the day they hold it from and what it adds to the line. */
  legs: { from: IsoDate; amount: Pence; policyId: string }[];
}

export function transitOf(tracks: Track[]): Transit {
  const lastValued = new Map(tracks.map((t) => [t.ledger.id, t.lastValued]));
  // Paired over the whole ledgers read: a leg after the period's end still makes its other leg internal.
  const flows = tracks.flatMap((t) =>
    t.ledger.flows.filter((f) => isTransfer(f) && (t.broughtInOn === null || f.date > t.broughtInOn)),
  );
  const byId = new Map(flows.map((f) => [f.id, f]));
  const pairs = transferPairs(flows);
  const carried = (leg: Flow) => {
    const last = lastValued.get(leg.policyId);
    return last != null && leg.date <= last;
  };
  const legs = [...pairs].flatMap(([, out]) => (carried(out) ? [{ leg: out, sign: 1 }] : []));
  for (const into of [...pairs.keys()].map((id) => byId.get(id)!))
    if (carried(into)) legs.push({ leg: into, sign: -1 });
  return {
    internal: internalLegs(pairs),
    legs: legs.map(({ leg, sign }) => ({
      from: leg.date,
      amount: sign * leg.amount,
      policyId: leg.policyId,
    })),
  };
}

const isTransfer = (flow: Flow) => flow.type === 'transfer_in' || flow.type === 'transfer_out';

/** The line on `date`; `leaving` policies (those opening from nil) do not hold their legs in the opening. */
export function inTransitOn(transit: Transit, date: IsoDate, leaving?: Set<string>): Pence {
  let sum = 0;
  for (const leg of transit.legs) if (leg.from <= date && !leaving?.has(leg.policyId)) sum += leg.amount;
  return sum;
}

/** The line on each day from `start` for `days` days. */
export function dailyTransit(transit: Transit, start: IsoDate, days: number): Pence[] {
  const line = new Array<Pence>(days).fill(0);
  for (const leg of transit.legs) {
    const i = Math.max(0, daysBetween(start, leg.from));
    if (i < days) line[i]! += leg.amount;
  }
  for (let i = 1; i < days; i++) line[i]! += line[i - 1]!;
  return line;
}
