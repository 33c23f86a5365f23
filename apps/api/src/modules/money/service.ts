import {
  type Allocation,
  type Allowances,
  type Costs,
  type PeriodQuery,
  type PolicyPerformance,
  type PolicySeries,
  type PortfolioPerformance,
  type PortfolioSeries,
  STATEMENT_EXPORT_HEADER,
  TRANSACTION_EXPORT_HEADER,
  type Transaction,
  type TransactionExportQuery,
  type TransactionPage,
  type TransactionQuery,
} from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Clock } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
import {
  addDays,
  allocationOf,
  allowancesFor,
  costsFor,
  currentTaxYear,
  type IsoDate,
  lastCompleteTaxYear,
  londonToday,
  measurePolicy,
  measurePortfolio,
  type PolicyLedger,
  portfolioSeries,
  resolvePeriod,
  seriesOf,
  type TaxYear,
  taxYearBounds,
  toPence,
} from './calc/index';
import { csvText } from './csv';
import { refusingAmountsOutOfRange } from './out-of-range';
import * as repo from './repository';

type FlowRow = Awaited<ReturnType<typeof repo.flowsInWindow>>[number];

const toTransaction = (row: Omit<Transaction, 'uuid'> & { id: string }): Transaction => ({
  uuid: row.id,
  date: row.date,
  type: row.type,
  amount: row.amount,
  currency: row.currency,
  source: row.source,
  description: row.description,
  reference: row.reference,
});

/**
 * The calculations' view of the client's policies: their valuations (each policy's dates and values, oldest
 * first) and flows made pence once.
 */
function ledgersOf(
  policies: repo.MoneyPolicyRow[],
  valuationRows: repo.ValuationSeries[],
  flowRows: FlowRow[],
) {
  const valuations = new Map(valuationRows.map((row) => [row.policyId, row]));
  const flows = new Map<string, PolicyLedger['flows']>();
  for (const row of flowRows) {
    const flow = { ...row, amount: toPence(row.amount) };
    const own = flows.get(row.policyId);
    if (own) own.push(flow);
    else flows.set(row.policyId, [flow]);
  }
  return policies.map((policy): PolicyLedger => {
    const own = valuations.get(policy.id);
    return {
      id: policy.id,
      reference: policy.reference,
      providerId: policy.providerId,
      provider: policy.provider,
      currency: policy.currency,
      wrapper: policy.wrapper,
      startDate: policy.startDate,
      latestSource: own?.latestSource ?? null,
      valuations: own ? own.dates.map((date, i) => ({ date, value: toPence(own.values[i]!) })) : [],
      flows: flows.get(policy.id) ?? [],
    };
  });
}

/** Where a policy's latest figure in the ledger comes from: "Updated daily by Northgate Life". */
function provenanceOf(ledger: PolicyLedger) {
  const latest = ledger.valuations.at(-1);
  return latest && ledger.latestSource
    ? { provider: ledger.provider, source: ledger.latestSource, as_at: latest.date }
    : null;
}

export function createMoneyService(db: Database, clock: Clock) {
  const today = () => londonToday(clock());

  async function ownPolicy(clientId: string, policyId: string) {
    const policy = await repo.clientPolicy(db, clientId, policyId);
    if (!policy) throw notFound('Policy');
    return policy;
  }

  /** The policies' ledgers for a period: valuations from each one's opening valuation, flows from its day. */
  async function periodLedgers(policies: repo.MoneyPolicyRow[], from: IsoDate, to: IsoDate) {
    const ids = policies.map((policy) => policy.id);
    const [valuations, flows] = await Promise.all([
      repo.valuationsBetween(db, ids, from, to),
      repo.flowsBetween(db, ids, from, to),
    ]);
    return ledgersOf(policies, valuations, flows);
  }

  /** The client's policies, the period asked for (`since_start` from the earliest start) and their ledgers. */
  async function portfolio(clientId: string, query: PeriodQuery) {
    const policies = await repo.clientPolicies(db, clientId);
    const now = today();
    const firstStart = policies.reduce(
      (first, policy) => (policy.startDate < first ? policy.startDate : first),
      now,
    );
    const period = resolvePeriod(query, now, firstStart);
    return { period, ledgers: await periodLedgers(policies, period.from, period.to) };
  }

  async function policyLedger(clientId: string, policyId: string, query: PeriodQuery) {
    const policy = await ownPolicy(clientId, policyId);
    const period = resolvePeriod(query, today(), policy.startDate);
    const [ledger] = await periodLedgers([policy], period.from, period.to);
    return { period, ledger: ledger! };
  }

  return refusingAmountsOutOfRange({
    async portfolioPerformance(clientId: string, query: PeriodQuery): Promise<PortfolioPerformance> {
      const { period, ledgers } = await portfolio(clientId, query);
      const byId = new Map(ledgers.map((ledger) => [ledger.id, ledger]));
      return {
        period,
        currencies: measurePortfolio(ledgers, period).map(({ policies, ...block }) => ({
          ...block,
          policies: [...policies].map(([id, line]) => {
            const ledger = byId.get(id)!;
            return {
              uuid: id,
              reference: ledger.reference,
              provider: ledger.provider,
              wrapper: ledger.wrapper,
              ...line,
              provenance: provenanceOf(ledger),
            };
          }),
        })),
      };
    },

    async portfolioSeries(clientId: string, query: PeriodQuery): Promise<PortfolioSeries> {
      const { period, ledgers } = await portfolio(clientId, query);
      return { period, currencies: portfolioSeries(ledgers, period) };
    },

    async policyPerformance(
      clientId: string,
      policyId: string,
      query: PeriodQuery,
    ): Promise<PolicyPerformance> {
      const { period, ledger } = await policyLedger(clientId, policyId, query);
      return {
        uuid: ledger.id,
        currency: ledger.currency,
        wrapper: ledger.wrapper,
        period,
        ...measurePolicy(ledger, period),
        provenance: provenanceOf(ledger),
      };
    },

    async policySeries(clientId: string, policyId: string, query: PeriodQuery): Promise<PolicySeries> {
      const { period, ledger } = await policyLedger(clientId, policyId, query);
      return { uuid: ledger.id, currency: ledger.currency, period, points: seriesOf(ledger, period) };
    },

    /** Each policy's latest valuation, by provider and by wrapper. */
    async allocation(clientId: string): Promise<Allocation> {
      const policies = await repo.clientPolicies(db, clientId);
      const latest = await repo.latestValuations(
        db,
        policies.map((policy) => policy.id),
      );
      const series = latest.map((row) => ({
        policyId: row.policyId,
        dates: [row.date],
        values: [row.value],
        latestSource: row.source,
      }));
      return allocationOf(ledgersOf(policies, series, []));
    },

    /** A tax year's ISA subscriptions and pension contributions (default: the current tax year). */
    async allowances(clientId: string, taxYear?: TaxYear): Promise<Allowances> {
      const year = taxYear ?? currentTaxYear(today());
      const { from, to } = taxYearBounds(year);
      const policies = await repo.clientPolicies(db, clientId);
      // A year either side: relief arrives weeks after its contribution and counts in the contribution's year.
      const flows = await repo.flowsInWindow(
        db,
        policies.map((policy) => policy.id),
        addDays(from, -366),
        addDays(to, 366),
      );
      const answer = allowancesFor(year, ledgersOf(policies, [], flows));
      if (!answer) throw unprocessable({ tax_year: ['There are no allowance figures for that tax year.'] });
      return answer;
    },

    /** Charges taken in a tax year (default: the last complete one), and as a share of the average value. */
    async costs(clientId: string, taxYear?: TaxYear): Promise<Costs> {
      const now = today();
      const year = taxYear ?? lastCompleteTaxYear(now);
      const { from, to } = taxYearBounds(year);
      const policies = await repo.clientPolicies(db, clientId);
      const ids = policies.map((policy) => policy.id);
      const [valuations, flows] = await Promise.all([
        repo.valuationsBetween(db, ids, from, to),
        repo.flowsInWindow(db, ids, from, to),
      ]);
      return costsFor(year, ledgersOf(policies, valuations, flows), now);
    },

    async transactions(
      clientId: string,
      policyId: string,
      query: TransactionQuery,
    ): Promise<TransactionPage> {
      const policy = await ownPolicy(clientId, policyId);
      return tablePage(await repo.transactionPage(db, policy.id, query), query, toTransaction);
    },

    /** The file's name and text: the policy's transactions with the list's filters, oldest first. */
    async transactionsCsv(clientId: string, policyId: string, filter: TransactionExportQuery) {
      const policy = await ownPolicy(clientId, policyId);
      const rows = await repo.transactionsOf(db, policy.id, filter);
      return {
        fileName: `transactions-${policy.reference}-${today()}.csv`,
        text: csvText(
          TRANSACTION_EXPORT_HEADER,
          rows.map((row) => [
            row.date,
            row.type,
            row.amount,
            row.currency,
            row.source,
            row.description,
            row.reference,
          ]),
        ),
      };
    },

    /** Every valuation and transaction of the client's policies between two dates, by date, for an accountant. */
    async statementCsv(clientId: string, from: string, to: string) {
      const policies = new Map((await repo.clientPolicies(db, clientId)).map((p) => [p.id, p]));
      const [values, flows] = await Promise.all([
        repo.statementValuations(db, clientId, from, to),
        repo.statementTransactions(db, clientId, from, to),
      ]);
      const lines = [
        ...values.map((row) => ({
          date: row.date,
          cells: (policy: repo.MoneyPolicyRow) => [
            policy.reference,
            policy.provider,
            row.date,
            'valuation',
            '',
            row.value,
            row.currency,
            row.source,
            '',
            '',
          ],
          policyId: row.policyId,
        })),
        ...flows.map((row) => ({
          date: row.date,
          cells: (policy: repo.MoneyPolicyRow) => [
            policy.reference,
            policy.provider,
            row.date,
            'transaction',
            row.type,
            row.amount,
            row.currency,
            row.source,
            row.description,
            row.reference,
          ],
          policyId: row.policyId,
        })),
      ];
      // By date, then policy; on one day a policy's valuation before its transactions (stable sort).
      lines.sort((a, b) =>
        a.date === b.date
          ? policies.get(a.policyId)!.reference.localeCompare(policies.get(b.policyId)!.reference)
          : a.date < b.date
            ? -1
            : 1,
      );
      return {
        fileName: `statement-${from}-to-${to}.csv`,
        text: csvText(
          STATEMENT_EXPORT_HEADER,
          lines.map((line) => line.cells(policies.get(line.policyId)!)),
        ),
      };
    },
  });
}
export type MoneyService = ReturnType<typeof createMoneyService>;
