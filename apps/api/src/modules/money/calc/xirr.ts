import { daysBetween, type IsoDate } from '@/shared/period';

/** The log growth searched: from a loss of all but e^−20 of the money to a gain of e^20 times it. */
const LIMIT = 20;
const SCAN_STEP = 0.01;

export interface CashFlow {
  date: IsoDate;
  /** Money from the investor negative, to the investor (or the closing value) positive. */
  amount: number;
}

/**
 * The internal rate of return of dated cash flows, as spreadsheets' XIRR (actual/365): the rate r at which
 * Σ amount × (1 + r)^(−days/365) = 0, days counted from the first flow. Solved for the log growth over the
 * whole span (x with 1 + r = e^(365x/span)), which keeps short spans with large returns finite: Newton's
 * method first, then a scan for a change of sign and bisection. Null when no rate solves it.
 * `growth(days)` gives (1 + r)^(days/365): the cumulative return over any span is growth(span) − 1.
 */
export function xirr(flows: CashFlow[]): { annual: number; growth: (days: number) => number } | null {
  if (flows.length < 2) return null;
  const first = flows.reduce((a, f) => (f.date < a ? f.date : a), flows[0]!.date);
  const times = flows.map((f) => daysBetween(first, f.date));
  const span = Math.max(...times);
  if (span <= 0) return null;
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const scale = Math.max(...flows.map((f) => Math.abs(f.amount)));
  const amounts = flows.map((f) => f.amount / scale);
  const fractions = times.map((t) => t / span);

  // X is the log growth over the whole span; f(X) = Σ a·e^(−X·t/span).
  const npv = (X: number) => amounts.reduce((sum, a, i) => sum + a * Math.exp(-X * fractions[i]!), 0);
  const slope = (X: number) =>
    amounts.reduce((sum, a, i) => sum - a * fractions[i]! * Math.exp(-X * fractions[i]!), 0);
  const answer = (X: number) => ({
    annual: Math.exp((X * 365) / span) - 1,
    growth: (days: number) => Math.exp((X * days) / span),
  });

  let X = Math.log(1.1) * (span / 365);
  let previous = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 50; i++) {
    const d = slope(X);
    if (d === 0 || !Number.isFinite(d)) break;
    const step = npv(X) / d;
    X -= step;
    if (!Number.isFinite(X) || Math.abs(X) > LIMIT) break;
    if (Math.abs(step) < 1e-13) return answer(X);
    // A sum of thousands of days cannot be made smaller than its rounding: once a tiny step stops shrinking,
    // Newton's method is there (without this it went on to the scan, 4,000 sums of every day).
    if (Math.abs(step) < 1e-10 && Math.abs(step) >= previous) return answer(X);
    previous = Math.abs(step);
  }

  // From −LIMIT (a loss of all but e^−20) to +LIMIT, in small steps, the first change of sign, then halve.
  let lo = -LIMIT;
  let fLo = npv(lo);
  for (let hi = -LIMIT + SCAN_STEP; hi <= LIMIT; hi += SCAN_STEP) {
    const fHi = npv(hi);
    if (fLo === 0) return answer(lo);
    if (Math.sign(fLo) !== Math.sign(fHi)) {
      let a = lo;
      let b = hi;
      for (let i = 0; i < 200 && b - a > 1e-15; i++) {
        const mid = (a + b) / 2;
        if (Math.sign(npv(mid)) === Math.sign(fLo)) a = mid;
        else b = mid;
      }
      return answer((a + b) / 2);
    }
    lo = hi;
    fLo = fHi;
  }
  return null;
}
