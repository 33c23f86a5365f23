import type { Allowances, Wrapper } from '@sextant/contracts/money';
import { addDays, byDate, type TaxYear, taxYearBounds, taxYearOf } from '@/shared/period';
import { type Pence, toMoney } from './pence';
import { transferPairs } from './transfers';
import type { Flow, PolicyLedger } from './types';

export interface AllowanceRates {
  isa: Pence;
  pension: Pence;
}

/**
 * The standard allowances, each row from its tax year until the next row's (HMRC: ISA subscription
 * limits; the pension annual allowance, £50,000 to 2013-14, £40,000 to 2022-23, £60,000 from 2023-24).
 */
const RATES: ({ from: TaxYear } & AllowanceRates)[] = [
  { from: '2011-12', isa: 10_680_00, pension: 50_000_00 },
  { from: '2012-13', isa: 11_280_00, pension: 50_000_00 },
  { from: '2013-14', isa: 11_520_00, pension: 50_000_00 },
  { from: '2014-15', isa: 15_000_00, pension: 40_000_00 },
  { from: '2015-16', isa: 15_240_00, pension: 40_000_00 },
  { from: '2017-18', isa: 20_000_00, pension: 40_000_00 },
  { from: '2023-24', isa: 20_000_00, pension: 60_000_00 },
];

export const ALLOWANCE_NOTE =
  'Standard allowance; tapering, the money purchase annual allowance, carry-forward and pensions held elsewhere are not included.';

/** The standard allowances of a tax year; null before the table's first year. */
export function allowanceRates(taxYear: TaxYear): AllowanceRates | null {
  const row = RATES.findLast((r) => r.from <= taxYear);
  return row ? { isa: row.isa, pension: row.pension } : null;
}

const ISA_WRAPPERS: ReadonlySet<Wrapper> = new Set<Wrapper>(['isa', 'lisa']);
/** Wrappers a transfer into an ISA can come from without being a new subscription. */
const ISA_FAMILY: ReadonlySet<Wrapper> = new Set<Wrapper>(['isa', 'lisa', 'jisa']);
const PENSION_WRAPPERS: ReadonlySet<Wrapper> = new Set<Wrapper>(['sipp', 'personal_pension']);
/** How a provider describes a transfer from another ISA: "ISA transfer from …", "ISA to ISA". */
const ISA_TRANSFER =
  /\bISA transfer\b|\bISA[- ]to[- ]ISA\b|\btransfer(?:red)? from (?:an(?:other)? )?(?:\w+ )?ISA\b/i;

/**
 * ISA subscriptions and gross pension contributions in a tax year, GBP policies only; null when the year
 * has no allowance table (before 2011-12). Pass every policy of the client (the ISA rule pairs transfers
 * across them) with its flows from a year before the tax year to a year after it.
 *
 * ISA (isa and lisa wrappers): contributions, and transfers in from outside the ISAs. A transfer in paired
 * with a transfer out of another of the client's policies (shared reference, or same day and amount) is a
 * subscription when that policy is not an ISA (a Bed & ISA from the GIA) and ISA-to-ISA when it is (isa,
 * lisa or jisa). An unpaired transfer in counts as new money unless described as an ISA transfer.
 * Pension (sipp and personal_pension): contributions plus their tax relief; each relief belongs to a
 * contribution up to 120 days before it in the same policy (see reliefBelongingTo) and counts in that
 * contribution's tax year.
 */
export function allowancesFor(taxYear: TaxYear, ledgers: PolicyLedger[]): Allowances | null {
  const rates = allowanceRates(taxYear);
  if (!rates) return null;
  const { from, to } = taxYearBounds(taxYear);
  const gbp = ledgers.filter((l) => l.currency === 'GBP');
  const wrapperOf = new Map(gbp.map((l) => [l.id, l.wrapper]));
  const pairs = transferPairs(gbp.flatMap((l) => l.flows));
  const inYear = (date: string) => date >= from && date <= to;

  const isSubscription = (flow: Flow) => {
    if (flow.type === 'contribution') return true;
    if (flow.type !== 'transfer_in') return false;
    const out = pairs.get(flow.id);
    if (out) return !ISA_FAMILY.has(wrapperOf.get(out.policyId)!);
    return !ISA_TRANSFER.test(flow.description ?? '');
  };
  const isa = use(
    rates.isa,
    gbp.filter((l) => ISA_WRAPPERS.has(l.wrapper)),
    (l) => sum(l.flows.filter((f) => inYear(f.date) && isSubscription(f))),
  );

  const pensions = gbp.filter((l) => PENSION_WRAPPERS.has(l.wrapper));
  const contributions = new Map(
    pensions.map((l) => [l.id, sum(l.flows.filter((f) => f.type === 'contribution' && inYear(f.date)))]),
  );
  const relief = new Map(pensions.map((l) => [l.id, sum(reliefBelongingTo(taxYear, l.flows))]));
  const pension = use(rates.pension, pensions, (l) => contributions.get(l.id)! + relief.get(l.id)!);

  return {
    tax_year: taxYear,
    from,
    to,
    isa,
    pension: {
      ...pension,
      contributions: toMoney([...contributions.values()].reduce((a, b) => a + b, 0)),
      tax_relief: toMoney([...relief.values()].reduce((a, b) => a + b, 0)),
    },
    note: ALLOWANCE_NOTE,
  };
}

/** Relief at source: the basic-rate gross-up, a quarter of the net contribution (£800 paid in, £200 relief). */
const reliefOn = (contribution: Pence): Pence => Math.round(contribution / 4);

/** Relief at source is claimed within weeks: an older contribution is not a relief's own. */
const RELIEF_WITHIN_DAYS = 120;

/**
 * The tax relief flows whose contribution falls in the tax year. Relief arrives weeks after its contribution,
 * often after the next one, so each relief goes to the oldest contribution of the 120 days before it still
 * waiting for its relief whose quarter it equals, else to the oldest of them waiting, else (none waits) to
 * the latest of them, else to its own date's year. The 120 days keep a contribution that never had relief
 * (net pay, an employer's) or one whose relief is older than the flows given from taking a later relief and
 * shifting every match after it by one.
 */
function reliefBelongingTo(taxYear: TaxYear, flows: Flow[]): Flow[] {
  let waiting: Flow[] = [];
  let latest: Flow | null = null;
  const belonging: Flow[] = [];
  for (const flow of [...flows].sort(byDate)) {
    if (flow.type === 'contribution') {
      waiting.push(flow);
      latest = flow;
    }
    if (flow.type !== 'tax_relief') continue;
    const earliest = addDays(flow.date, -RELIEF_WITHIN_DAYS);
    waiting = waiting.filter((c) => c.date >= earliest);
    if (latest && latest.date < earliest) latest = null;
    const matching = waiting.findIndex((c) => reliefOn(c.amount) === flow.amount);
    const owner = matching >= 0 ? waiting.splice(matching, 1)[0] : (waiting.shift() ?? latest);
    if (taxYearOf(owner?.date ?? flow.date) === taxYear) belonging.push(flow);
  }
  return belonging;
}

const sum = (flows: Flow[]): Pence => flows.reduce((total, f) => total + f.amount, 0);

function use(allowance: Pence, ledgers: PolicyLedger[], usedBy: (l: PolicyLedger) => Pence) {
  const policies = ledgers.map((l) => ({ ledger: l, used: usedBy(l) }));
  const used = policies.reduce((total, p) => total + p.used, 0);
  return {
    allowance: toMoney(allowance),
    used: toMoney(used),
    remaining: toMoney(allowance - used),
    policies: policies.map(({ ledger, used: own }) => ({
      uuid: ledger.id,
      reference: ledger.reference,
      provider: ledger.provider,
      used: toMoney(own),
    })),
  };
}
