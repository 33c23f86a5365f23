import type { Period } from '@sextant/contracts/money';
import { addDays, byDate, type IsoDate } from '@/shared/period';
import { carriedValues } from './carry';
import { isExternal, netInflow } from './flows';
import type { Pence } from './pence';
import { type Track, trackOf } from './track';
import { inTransitOn, type Transit, transitOf } from './transit';
import type { Flow, PolicyLedger, ValuationPoint } from './types';

/**
 * One computation behind every figure of a period, for one policy or a currency's policies (ADR 0006,
 * "The period asked for"): the period runs from its start S — or the block's first money when that came
 * later — to its end E. Each policy is carried to S and to E (carriedValues); one whose first money comes on
 * or after S opens from nil and its money from then on counts, its value brought in included. The waterfall,
 * the returns and the chart all read this.
 */
export interface Block {
  tracks: Track[];
  /** S: the period's start, or the block's first money when later. */
  start: IsoDate;
  end: IsoDate;
  /** The chart's and the chain's first day: the day before S when a policy's first money is on S itself. */
  openedOn: IsoDate;
  /** Policies opening from nil: their first money is on or after S. */
  fromNil: Set<string>;
  /** The days after openedOn, up to the end, on which any of its policies is valued, ascending. */
  valued: IsoDate[];
  opening: Pence;
  closing: Pence;
  transit: Transit;
  /** Per policy: its opening, the flows its period counts, its value brought in, its closing. */
  parts: Map<string, Part>;
}

export interface Part {
  opening: Pence;
  closing: Pence;
  broughtIn: ValuationPoint | null;
  counted: Flow[];
  pending: Flow[];
}

/** Null when no policy has a valuation on or before the period's end. */
export function blockOf(ledgers: PolicyLedger[], period: Period): Block | null {
  const end = period.to;
  const tracks = ledgers.map((ledger) => trackOf(ledger, end));
  if (!tracks.some((t) => t.lastValued !== null)) return null;
  const firstMoney = tracks
    .map((t) => t.firstMoney)
    .reduce<IsoDate | null>((a, b) => (b !== null && (a === null || b < a) ? b : a), null);
  const start = firstMoney !== null && firstMoney > period.from ? firstMoney : period.from;
  const fromNil = new Set(
    tracks.filter((t) => t.firstMoney === null || t.firstMoney >= start).map((t) => t.ledger.id),
  );
  const transit = transitOf(tracks);
  const parts = new Map(tracks.map((t) => [t.ledger.id, partOf(t, start, fromNil.has(t.ledger.id))]));
  const sum = (pick: (part: Part) => Pence) => [...parts.values()].reduce((a, p) => a + pick(p), 0);
  const startsOnS = tracks.some((t) => fromNil.has(t.ledger.id) && t.firstMoney === start);
  const openedOn = startsOnS ? addDays(start, -1) : start;
  return {
    tracks,
    start,
    end,
    openedOn,
    fromNil,
    valued: valuedAfter(tracks, openedOn),
    opening: sum((p) => p.opening) + inTransitOn(transit, start, fromNil),
    closing: sum((p) => p.closing) + inTransitOn(transit, end),
    transit,
    parts,
  };
}

/** The days after `after` any track is valued (each track's valuations are ascending and end by its end). */
function valuedAfter(tracks: Track[], after: IsoDate): IsoDate[] {
  return tracks
    .map((t) => t.valuations.map((v) => v.date).filter((d) => d > after))
    .reduce<IsoDate[]>((merged, dates) => (merged.length === 0 ? dates : mergeDays(merged, dates)), []);
}

/** Two ascending lists of days as one, each day once. */
function mergeDays(a: IsoDate[], b: IsoDate[]): IsoDate[] {
  const merged: IsoDate[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (merged.at(-1) !== next) merged.push(next);
  }
  return merged;
}

function partOf(track: Track, start: IsoDate, fromNil: boolean): Part {
  const last = track.lastValued;
  const carried = (date: IsoDate) => carriedValues(track.valuations, track.flows, [date], last)[0]!;
  const counts = (f: Flow) => last !== null && f.date <= last && (fromNil ? f.date >= start : f.date > start);
  return {
    opening: fromNil ? 0 : carried(start),
    closing: last === null ? 0 : carried(track.end),
    broughtIn: fromNil ? track.broughtIn : null,
    counted: track.flows.filter(counts),
    pending: track.flows.filter((f) => last === null || f.date > last),
  };
}

/**
 * The block's external flows, each day's as one (value brought in on its own): counted flows that crossed its
 * edge (not charges, not its own transfers), oldest first. The returns and the chart read only a day's net,
 * and a busy policy's 50,000 flows come to its 3,653 days. Amounts are whole pence, so the sums are exact.
 */
export function externalFlows(block: Block): { date: IsoDate; amount: Pence; entry?: boolean }[] {
  const byDay = new Map<IsoDate, Pence>();
  const entries: { date: IsoDate; amount: Pence; entry: true }[] = [];
  for (const part of block.parts.values()) {
    if (part.broughtIn)
      entries.push({ date: part.broughtIn.date, amount: part.broughtIn.value, entry: true });
    for (const f of part.counted)
      if (isExternal(f) && !block.transit.internal.has(f.id))
        byDay.set(f.date, (byDay.get(f.date) ?? 0) + netInflow(f));
  }
  const days = [...byDay].map(([date, amount]) => ({ date, amount }));
  return [...entries, ...days].sort(byDate);
}

/** The block's value on each of `dates` (ascending, after its opening): each policy carried, and the transit line. */
export function blockValues(block: Block, dates: IsoDate[]): Pence[] {
  const totals = dates.map((date) => inTransitOn(block.transit, date));
  for (const track of block.tracks) {
    const own = carriedValues(track.valuations, track.flows, dates, track.lastValued);
    for (let i = 0; i < dates.length; i++) totals[i]! += own[i]!;
  }
  return totals;
}
