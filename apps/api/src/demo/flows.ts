import type { ChargeKind, TransactionType } from '@sextant/contracts/money';
import { PAID_IN_TYPES } from '@sextant/contracts/rules/money';
import { addDays, addMonths, daysBetween, type IsoDate } from '@/shared/period';

/**
 * The demo policies' money story (issue 10): what was paid in, taken out and charged, and valuations that
 * follow from it. Pure: amounts in integer pence, dates as ISO days; policies.ts writes the rows.
 *
 * A day's value is the day before's moved by the market, plus that day's inflows, less its outflows and
 * charges (a flow dated d is inside the valuation of d). The market is a trend with a mean-reverting wobble,
 * so a year's return stays plausible (about 5–9% a year after charges) while the chart still moves day to day.
 */

/** Each demo client's policies in reference order (HV-0101-ISA … HV-0104-GIA), named by their wrapper. */
export const POLICY_KINDS = ['isa', 'sipp', 'bond', 'gia'] as const;
export type DemoPolicyKind = (typeof POLICY_KINDS)[number];

export interface DemoFlow {
  date: IsoDate;
  type: TransactionType;
  /** Positive pence; the type says which way it went. */
  amount: number;
  description: string;
  /** The provider's id for it; statement lines (the GIA's) carry none, except the Bed & ISA's shared one. */
  reference: string | null;
  /** Who a charge paid (the service ledger sets the adviser's ongoing fee against the service); null otherwise. */
  chargeKind: ChargeKind | null;
}

export interface DemoLedger {
  flows: DemoFlow[];
  /** Ascending; daily for feed policies, the statement dates for the statement-only GIA. */
  valuations: { date: IsoDate; value: number }[];
}

/** What differs between the demo clients; the rest of the story is the same shape for each. */
export interface DemoClientPlan {
  isaMonthly: number;
  /** Each April's Bed & ISA: with twelve monthly contributions it stays within the £20,000 ISA allowance. */
  bedAndIsa: number;
  /** Net of basic-rate relief; the provider claims 25% of it from HMRC and adds it weeks later. */
  sippMonthly: number;
  /** Withdrawals from the GIA, days before today. */
  giaWithdrawals: { daysAgo: number; amount: number }[];
}

/** How long ago each kind of policy started: every one has more than two years of valuations. */
const AGE_DAYS: Record<DemoPolicyKind, number> = { isa: 830, sipp: 920, bond: 1010, gia: 1100 };

export const demoStartDates = (today: IsoDate) =>
  Object.fromEntries(POLICY_KINDS.map((kind) => [kind, addDays(today, -AGE_DAYS[kind])])) as Record<
    DemoPolicyKind,
    IsoDate
  >;

/** Per client (demo, vip, new): the demo client's story shows the screens off; the others vary the amounts. */
export const CLIENT_PLANS: DemoClientPlan[] = [
  {
    isaMonthly: 500_00,
    bedAndIsa: 10_000_00,
    sippMonthly: 800_00,
    giaWithdrawals: [
      { daysAgo: 480, amount: 8_000_00 },
      { daysAgo: 150, amount: 5_000_00 },
    ],
  },
  {
    isaMonthly: 1_000_00,
    bedAndIsa: 8_000_00,
    sippMonthly: 1_600_00,
    giaWithdrawals: [{ daysAgo: 200, amount: 12_000_00 }],
  },
  {
    isaMonthly: 250_00,
    bedAndIsa: 5_000_00,
    sippMonthly: 200_00,
    giaWithdrawals: [{ daysAgo: 90, amount: 2_500_00 }],
  },
];

/** The opening amount of each kind of policy, in whole pounds: from `low` up to `low + spread`. */
export const OPENINGS: Record<DemoPolicyKind, { low: number; spread: number }> = {
  isa: { low: 60_000, spread: 50_000 },
  sipp: { low: 90_000, spread: 90_000 },
  bond: { low: 100_000, spread: 100_000 },
  gia: { low: 120_000, spread: 80_000 },
};

export const RELIEF_DELAY_DAYS = 42;
/** The statement-only GIA's last statement: its figures are that old. */
export const LAST_STATEMENT_DAYS_AGO = 40;
export const BED_AND_ISA_DAY = '04-08';

/**
 * The market's wobble: each day it draws up to ±WOBBLE/2 and gives back REVERSION of what it has wandered
 * from the trend, so it never wanders beyond (WOBBLE/2)/REVERSION and no day moves more than the trend's
 * tiny daily step ± WOBBLE: MAX_DAILY_MOVE bounds a day's move either way.
 */
const WOBBLE = 0.01;
const REVERSION = 0.05;
export const MAX_DAILY_MOVE = 0.0105;

/** Gross yearly return of each policy's market (charges come off it) and how much it wobbles. */
const MARKETS: Record<DemoPolicyKind, { yearly: number; wobble: number }> = {
  isa: { yearly: 0.085, wobble: 1 },
  sipp: { yearly: 0.075, wobble: 0.9 },
  bond: { yearly: 0.056, wobble: 0.5 },
  gia: { yearly: 0.075, wobble: 1 },
};

const pct = (pence: number, rate: number) => Math.round(pence * rate);

/** Counts the provider's transaction ids, so references read like theirs: 'NL-CT-000123'. */
export function referenceBook() {
  const next = new Map<string, number>();
  return (provider: string, code: string) => {
    const prefix = provider
      .split(/\s+/)
      .map((word) => word[0]!.toUpperCase())
      .join('');
    const n = (next.get(prefix) ?? 0) + 1;
    next.set(prefix, n);
    return `${prefix}-${code}-${String(n).padStart(6, '0')}`;
  };
}

const CODES: Record<TransactionType, string> = {
  contribution: 'CT',
  tax_relief: 'TR',
  transfer_in: 'TI',
  transfer_out: 'TO',
  withdrawal: 'WD',
  income: 'IN',
  charge: 'CH',
};

interface PolicyInput {
  kind: DemoPolicyKind;
  startDate: IsoDate;
  provider: string;
  /** The opening amount (the transfer, premium or first investment), in pence. */
  opening: number;
}

/** Each kind's market: the factor its value moves by on each day after its start date. */
export type DemoMarkets = Record<DemoPolicyKind, number[]>;

/**
 * The firm's model portfolio for each kind of policy, which every client's policy of that kind follows.
 * `random` is drawn once a day from each start date to today, so the same seed gives the same markets on any
 * day the demo is seeded.
 */
export function demoMarkets(
  startDates: Record<DemoPolicyKind, IsoDate>,
  today: IsoDate,
  random: () => number,
): DemoMarkets {
  const marketOf = (kind: DemoPolicyKind) => {
    const { yearly, wobble } = MARKETS[kind];
    const trend = Math.log(1 + yearly) / 365;
    const factors: number[] = [];
    let wandered = 0;
    for (let n = daysBetween(startDates[kind], today); n > 0; n--) {
      const before = wandered;
      wandered = wandered * (1 - REVERSION) + (random() - 0.5) * WOBBLE * wobble;
      factors.push(Math.exp(trend + wandered - before));
    }
    return factors;
  };
  return { isa: marketOf('isa'), sipp: marketOf('sipp'), bond: marketOf('bond'), gia: marketOf('gia') };
}

/** One client's four policies, from each start date to today, on the firm's markets. */
export function demoClientLedgers(
  plan: DemoClientPlan,
  policies: Record<DemoPolicyKind, PolicyInput>,
  markets: DemoMarkets,
  today: IsoDate,
  nextReference: (provider: string, code: string) => string,
): Record<DemoPolicyKind, DemoLedger> {
  // A Bed & ISA each April once both policies exist: the GIA's transfer out is the ISA's transfer in.
  const bedAndIsa = new Map<IsoDate, string>();
  for (let year = Number(policies.isa.startDate.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
    const date = `${year}-${BED_AND_ISA_DAY}`;
    if (date > policies.isa.startDate && date <= today)
      bedAndIsa.set(date, nextReference(policies.gia.provider, 'BI'));
  }
  const lastStatement = addDays(today, -LAST_STATEMENT_DAYS_AGO);

  const ledgerOf = (kind: DemoPolicyKind): DemoLedger => {
    const { startDate, provider, opening } = policies[kind];
    const statementOnly = kind === 'gia';
    const reference = (type: TransactionType) =>
      statementOnly ? null : nextReference(provider, CODES[type]);
    const anniversaries = new Set<IsoDate>();
    for (let n = 12; addMonths(startDate, n) <= today; n += 12) anniversaries.add(addMonths(startDate, n));
    const statements = new Set<IsoDate>([startDate]);
    for (let n = 0; addMonths(lastStatement, -n) > startDate; n += 3)
      statements.add(addMonths(lastStatement, -n));
    const withdrawals = new Map(plan.giaWithdrawals.map((w) => [addDays(today, -w.daysAgo), w.amount]));
    const bondWithdrawal = pct(opening, 0.05 / 12);

    const flows: DemoFlow[] = [];
    const valuations: DemoLedger['valuations'] = [];
    let value = 0;
    for (let day = 0, date = startDate; date <= today; day++, date = addDays(date, 1)) {
      const [, month, dom] = date.split('-').map(Number) as [number, number, number];
      const monthEnd = addDays(date, 1).endsWith('-01');
      const firstOfDay = flows.length;
      const add = (type: TransactionType, amount: number, description: string, ref = reference(type)) =>
        flows.push({ date, type, amount, description, reference: ref, chargeKind: null });
      const charge = (kind: ChargeKind, amount: number, description: string) =>
        flows.push({
          date,
          type: 'charge',
          amount,
          description,
          reference: reference('charge'),
          chargeKind: kind,
        });

      if (day === 0) {
        if (kind === 'isa') add('transfer_in', opening, 'ISA transfer from previous provider');
        // The SIPP was added to the portal with its value, from the scheme it was moved from years before:
        // no flow before its first valuation, so that valuation is brought in, not growth (ADR 0006).
        if (kind === 'sipp') value = opening;
        if (kind === 'bond') add('contribution', opening, 'Single premium');
        if (kind === 'gia') add('contribution', opening, 'Initial investment');
      } else {
        value = Math.round(value * markets[kind][day - 1]!);
        if (dom === 1 && kind === 'isa') add('contribution', plan.isaMonthly, 'Monthly contribution');
        if (dom === 1 && kind === 'sipp') add('contribution', plan.sippMonthly, 'Monthly contribution');
        if (kind === 'sipp' && day > RELIEF_DELAY_DAYS && addDays(date, -RELIEF_DELAY_DAYS).endsWith('-01'))
          add('tax_relief', pct(plan.sippMonthly, 0.25), 'Basic-rate tax relief');
        const bedAndIsaReference = bedAndIsa.get(date);
        if (bedAndIsaReference && kind === 'isa')
          add('transfer_in', plan.bedAndIsa, 'Bed & ISA', bedAndIsaReference);
        if (bedAndIsaReference && kind === 'gia')
          add('transfer_out', plan.bedAndIsa, 'Bed & ISA', bedAndIsaReference);
        if (kind === 'bond' && dom === 15) add('withdrawal', bondWithdrawal, '5% tax-deferred withdrawal');
        if (kind === 'gia' && dom === 15 && month % 3 === 1)
          add('income', pct(value, 0.005), 'Dividends paid out');
        const withdrawal = withdrawals.get(date);
        if (kind === 'gia' && withdrawal) add('withdrawal', withdrawal, 'Withdrawal to bank account');
        if (monthEnd && kind !== 'bond') charge('platform', pct(value, 0.0025 / 12), 'Platform charge');
        if (monthEnd && kind === 'bond' && month % 3 === 0)
          charge('product', pct(value, 0.006 / 4), 'Product charge');
        if (anniversaries.has(date)) charge('adviser_ongoing', pct(value, 0.005), 'Ongoing adviser charge');
      }
      for (const flow of flows.slice(firstOfDay))
        value += PAID_IN_TYPES.has(flow.type) ? flow.amount : -flow.amount;
      if (!statementOnly || statements.has(date)) valuations.push({ date, value });
    }
    return { flows, valuations };
  };

  return { isa: ledgerOf('isa'), sipp: ledgerOf('sipp'), bond: ledgerOf('bond'), gia: ledgerOf('gia') };
}
