import { z } from 'zod';
import { tablePage } from './admin';
import { InputDate, IsoDate, Uuid } from './common';
import { ValuationSource } from './policies';
import { CHARGE_KINDS, PERIOD_RANGES, TRANSACTION_TYPES, WRAPPERS } from './rules/money';

/**
 * The client's money explained (DESIGN.md "Money"): cash flows, growth, returns, allocation, allowances and
 * charges. Amounts are exact: a decimal string with two places in the policy's currency ("1234.50",
 * "-12.00"); chart points stay numbers (they are drawn, never summed). Returns are fractions (0.0734 is
 * 7.34%); a figure that cannot be computed is null with the reason, never 0.
 */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ id: 'Money', description: 'An exact amount, a decimal string with two places: "1234.50"' });
export type Money = z.infer<typeof Money>;

const Currency = z.string().length(3);

export {
  CHARGE_KIND_LABELS,
  CHARGE_KINDS,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
  WRAPPER_LABELS,
  WRAPPERS,
} from './rules/money';
export const Wrapper = z.enum(WRAPPERS);
export type Wrapper = z.infer<typeof Wrapper>;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;
export const ChargeKind = z.enum(CHARGE_KINDS).meta({
  id: 'ChargeKind',
  description:
    'Who a charge paid: the adviser’s ongoing or initial fee, the platform, the product, or other (no stated kind)',
});
export type ChargeKind = z.infer<typeof ChargeKind>;
export const PeriodRange = z.enum(PERIOD_RANGES);
export type PeriodRange = z.infer<typeof PeriodRange>;

/**
 * A period: a named `range` (default one_year), or `from` (and optionally `to`, default today in London).
 * `from`/`to` win over `range` when both are sent.
 */
export const PeriodQuery = z
  .object({
    range: PeriodRange.optional(),
    from: InputDate.optional(),
    to: InputDate.optional(),
  })
  .refine((q) => !(q.to && !q.from), { message: 'Send from with to.', path: ['from'] })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: 'from must not be after to.', path: ['to'] });
export type PeriodQuery = z.infer<typeof PeriodQuery>;

export const Period = z.object({
  /** The range asked for, or `custom` for from/to. */
  range: z.union([PeriodRange, z.literal('custom')]),
  from: IsoDate,
  to: IsoDate,
});
export type Period = z.infer<typeof Period>;

/**
 * Opening → brought in → paid in → taken out → charges → growth → closing; opening_value + brought_in +
 * paid_in − taken_out + growth = closing_value. Each end is the value carried to that day (ADR 0006): the
 * latest valuation on or before it plus the flows since, up to the period's last valuation. `opening_as_at`
 * is the period's start, or the first money when that came later; `closing_as_at` the period's end (null
 * when there is no valuation on or before it).
 */
export const Waterfall = z.object({
  opening_value: Money,
  opening_as_at: IsoDate.nullable(),
  closing_value: Money,
  closing_as_at: IsoDate.nullable(),
  /** The latest valuation the closing rests on (for several policies, the oldest of their latest). */
  closing_valued_on: IsoDate.nullable(),
  /** The first valuation of a policy added with money already in it: not growth, not paid in. */
  brought_in: Money,
  /** contributions + tax relief + transfers in */
  paid_in: Money,
  /** withdrawals + income + transfers out */
  taken_out: Money,
  /** Charges taken from the policy; already inside growth. */
  charges: Money,
  /** closing − opening − paid_in + taken_out (after charges). */
  growth: Money,
  /** growth + charges */
  growth_before_charges: Money,
  /** Each type's total inside the period. */
  by_type: z.record(TransactionType, Money),
});
export type Waterfall = z.infer<typeof Waterfall>;

/** One return: cumulative over the period and, for periods of 365 days or more, annualised too. */
export const Rate = z.object({
  cumulative: z.number().nullable(),
  annualised: z.number().nullable(),
  /** Why the figure is null (no valuation on or before the start, a zero starting value, no root, …). */
  reason: z.string().nullable(),
});
export type Rate = z.infer<typeof Rate>;

export const Returns = z.object({
  /** `cumulative` under 365 days; `annualised_and_cumulative` from 365 days. */
  basis: z.enum(['cumulative', 'annualised_and_cumulative']),
  days: z.number().int(),
  twr: Rate.extend({ method: z.enum(['chained', 'modified_dietz', 'mixed']).nullable() }),
  mwr: Rate,
});
export type Returns = z.infer<typeof Returns>;

/** Flows dated after the closing valuation: not in any valuation yet. */
export const Pending = z.object({
  count: z.number().int(),
  paid_in: Money,
  taken_out: Money,
  charges: Money,
});

/** Where the latest figure comes from, for words such as "Updated daily by Northgate Life". */
export const Provenance = z.object({
  provider: z.string(),
  source: ValuationSource,
  as_at: IsoDate,
});

/** GET /v1/policy/{id}/performance */
export const PolicyPerformance = z
  .object({
    uuid: Uuid,
    currency: Currency,
    wrapper: Wrapper,
    period: Period,
    /** Null (with `reason`) when the policy has no valuation on or before the period's end. */
    waterfall: Waterfall.nullable(),
    returns: Returns.nullable(),
    reason: z.string().nullable(),
    pending: Pending,
    provenance: Provenance.nullable(),
    /** The day a transfer out or withdrawal emptied the policy (null while it holds money). */
    closed_on: IsoDate.nullable(),
  })
  .meta({ id: 'PolicyPerformance' });
export type PolicyPerformance = z.infer<typeof PolicyPerformance>;

/** One policy's line in the portfolio answer (the home's cards). */
export const PolicyGrowth = z.object({
  uuid: Uuid,
  reference: z.string(),
  provider: z.string(),
  wrapper: Wrapper,
  /** The policy's closing valuation in the period ("0.00" and null as at when it has none). */
  closing_value: Money,
  closing_as_at: IsoDate.nullable(),
  growth: Money.nullable(),
  /**
   * The dates the growth is over: the period's start, or the policy's first money when that came later (a
   * policy that started inside the period), to the period's end. Null without a figure.
   */
  growth_from: IsoDate.nullable(),
  growth_to: IsoDate.nullable(),
  twr: z.number().nullable(),
  provenance: Provenance.nullable(),
  /** The day a transfer out or withdrawal emptied the policy (null while it holds money). */
  closed_on: IsoDate.nullable(),
});

/** GET /v1/portfolio/performance: one block per currency (no conversion). */
export const PortfolioPerformance = z
  .object({
    period: Period,
    currencies: z.array(
      z.object({
        currency: Currency,
        waterfall: Waterfall,
        returns: Returns.nullable(),
        reason: z.string().nullable(),
        pending: Pending,
        /** Money between two of the client's policies at the period's end: left one, not yet in the other. */
        in_transit: Money,
        policies: z.array(PolicyGrowth),
      }),
    ),
  })
  .meta({ id: 'PortfolioPerformance' });
export type PortfolioPerformance = z.infer<typeof PortfolioPerformance>;

/**
 * Chart points (drawn, not summed): the value, and what you put in — the opening value plus value brought
 * in, paid in less taken out since (flows not yet in a valuation are in neither). At the last point
 * value − net_paid_in is the period's growth.
 */
export const SeriesPoint = z.object({ date: IsoDate, value: z.number(), net_paid_in: z.number() });
export const SERIES_MAX_POINTS = 400;

/** GET /v1/policy/{id}/series */
export const PolicySeries = z
  .object({
    uuid: Uuid,
    currency: Currency,
    period: Period,
    points: z.array(SeriesPoint).max(SERIES_MAX_POINTS),
  })
  .meta({ id: 'PolicySeries' });
export type PolicySeries = z.infer<typeof PolicySeries>;

/** GET /v1/portfolio/series: the sum of the policies' values each day, per currency. */
export const PortfolioSeries = z
  .object({
    period: Period,
    currencies: z.array(
      z.object({ currency: Currency, points: z.array(SeriesPoint).max(SERIES_MAX_POINTS) }),
    ),
  })
  .meta({ id: 'PortfolioSeries' });
export type PortfolioSeries = z.infer<typeof PortfolioSeries>;

export const Transaction = z
  .object({
    uuid: Uuid,
    date: IsoDate,
    type: TransactionType,
    amount: Money,
    currency: Currency,
    source: ValuationSource,
    description: z.string(),
    reference: z.string().nullable(),
    /** Set on a charge (`other` when no kind was stated); null on every other type. */
    charge_kind: ChargeKind.nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

/** GET /v1/policy/{id}/transactions: newest first. */
export const TransactionQuery = z
  .object({
    type: TransactionType.optional(),
    from: InputDate.optional(),
    to: InputDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: 'from must not be after to.', path: ['to'] });
export type TransactionQuery = z.infer<typeof TransactionQuery>;
export const TransactionPage = tablePage(Transaction).meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof TransactionPage>;

/** Same filters as the list, every row. */
export const TransactionExportQuery = z
  .object({ type: TransactionType.optional(), from: InputDate.optional(), to: InputDate.optional() })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: 'from must not be after to.', path: ['to'] });
export type TransactionExportQuery = z.infer<typeof TransactionExportQuery>;

export const StatementQuery = z
  .object({ from: InputDate, to: InputDate })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['to'] });

const Slice = z.object({ key: z.string(), name: z.string(), value: Money, share: z.number() });

/** GET /v1/portfolio/allocation: each policy's latest value, by provider and by wrapper, per currency. */
export const Allocation = z
  .object({
    currencies: z.array(
      z.object({
        currency: Currency,
        total: Money,
        /** The oldest of the latest valuations summed. */
        as_at: IsoDate,
        by_provider: z.array(Slice),
        by_wrapper: z.array(Slice),
      }),
    ),
  })
  .meta({ id: 'Allocation' });
export type Allocation = z.infer<typeof Allocation>;

/** A UK tax year, `2026-27` (6 April 2026 to 5 April 2027). */
export const TaxYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, { message: 'Enter a tax year such as 2026-27.' })
  .refine((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), {
    message: 'Enter a tax year such as 2026-27.',
  })
  .refine((y) => Number(y.slice(0, 4)) >= 2000 && Number(y.slice(0, 4)) <= 2100, {
    message: 'Enter a tax year between 2000-01 and 2100-01.',
  });
export const TaxYearQuery = z.object({ tax_year: TaxYear.optional() });

const AllowanceUse = z.object({
  /** The standard allowance for the year. */
  allowance: Money,
  used: Money,
  /** allowance − used; negative when over. */
  remaining: Money,
  /** Each policy's part of `used`. */
  policies: z.array(z.object({ uuid: Uuid, reference: z.string(), provider: z.string(), used: Money })),
});

/** GET /v1/portfolio/allowances?tax_year= (default: the current tax year). GBP policies only. */
export const Allowances = z
  .object({
    tax_year: z.string(),
    from: IsoDate,
    to: IsoDate,
    /** Subscriptions into ISA and Lifetime ISA wrappers (ISA-to-ISA transfers excluded). */
    isa: AllowanceUse,
    /** Gross contributions (contributions plus their tax relief) into SIPP and personal pension wrappers. */
    pension: AllowanceUse.extend({ contributions: Money, tax_relief: Money }),
    note: z.string(),
  })
  .meta({ id: 'Allowances' });
export type Allowances = z.infer<typeof Allowances>;

/** GET /v1/portfolio/costs?tax_year= (default: the last complete tax year). */
export const Costs = z
  .object({
    tax_year: z.string(),
    from: IsoDate,
    to: IsoDate,
    note: z.string(),
    currencies: z.array(
      z.object({
        currency: Currency,
        charges: Money,
        /** The charges split by kind, each kind taken in the year once, in CHARGE_KINDS order. */
        by_kind: z.array(z.object({ kind: ChargeKind, charges: Money })),
        average_value: Money,
        /** charges ÷ the average of the daily values in the year; null with `reason` when it cannot be had. */
        percent: z.number().nullable(),
        reason: z.string().nullable(),
        policies: z.array(
          z.object({
            uuid: Uuid,
            reference: z.string(),
            provider: z.string(),
            charges: Money,
            average_value: Money,
            percent: z.number().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Costs' });
export type Costs = z.infer<typeof Costs>;

/** The CSV exports answer text/csv with this header line. */
export const TRANSACTION_EXPORT_HEADER = [
  'date',
  'type',
  'amount',
  'currency',
  'source',
  'description',
  'reference',
  'charge_kind',
] as const;
export const STATEMENT_EXPORT_HEADER = [
  'policy_reference',
  'provider',
  'date',
  'kind',
  'type',
  'amount',
  'currency',
  'source',
  'description',
  'reference',
  /** A transaction's place in the period's figures: in_opening_valuation, counted or pending. */
  'figures',
  /** A charge's kind (last, so the columns before it stay where they were). */
  'charge_kind',
] as const;
export const CsvText = z.string().meta({ id: 'CsvText', description: 'A CSV file (text/csv)' });
