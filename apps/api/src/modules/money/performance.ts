import type {
  Allocation,
  PeriodQuery,
  PolicyPerformance,
  PolicySeries,
  PortfolioPerformance,
  PortfolioSeries,
} from '@sextant/contracts/money';
import { notFound } from '@/shared/errors';
import {
  allocationOf,
  measurePolicy,
  measurePortfolio,
  portfolioSeries,
  seriesOf,
  toMoney,
  toPence,
} from './calc/index';
import { type LedgerReads, ledgersOf, provenanceOf } from './ledgers';
import * as repo from './repository';

/** How the portfolio and each policy did over a period, and where the money sits now. */
export function performanceCalls({ db, portfolio, policyLedger }: LedgerReads) {
  const calls = {
    async portfolioPerformance(clientId: string, query: PeriodQuery): Promise<PortfolioPerformance> {
      const { period, ledgers } = await portfolio(clientId, query);
      const byId = new Map(ledgers.map((ledger) => [ledger.id, ledger]));
      return {
        period,
        currencies: measurePortfolio(ledgers, period).map(({ policies, inTransit, ...block }) => ({
          ...block,
          in_transit: toMoney(inTransit),
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
      const { closedOn, ...measure } = measurePolicy(ledger, period);
      return {
        uuid: ledger.id,
        currency: ledger.currency,
        wrapper: ledger.wrapper,
        period,
        ...measure,
        provenance: provenanceOf(ledger),
        closed_on: closedOn,
      };
    },

    /** The back office's view: the same figures, for staff of the policy's firm (404 for another firm's). */
    async staffPolicyPerformance(firmId: string, policyId: string, query: PeriodQuery) {
      const clientId = await repo.firmPolicyClient(db, firmId, policyId);
      if (!clientId) throw notFound('Policy');
      return calls.policyPerformance(clientId, policyId, query);
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
        pence: [toPence(row.value)],
        latestSource: row.source,
      }));
      return allocationOf(ledgersOf(policies, series, []));
    },
  };
  return calls;
}
