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
  closedOnOf,
  measurePolicy,
  measurePortfolio,
  portfolioSeries,
  seriesOf,
  toMoney,
  toPence,
  trackOf,
} from './calc/index';
import { type LedgerReads, ledgersOf, provenanceOf } from './ledgers';
import * as repo from './repository';

/** How the portfolio and each policy did over a period, and where the money sits now. */
export function performanceCalls({ db, today, portfolio, policyLedger }: LedgerReads) {
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

    /**
     * Each open policy's latest valuation, by provider and by wrapper. A policy emptied by a transfer out or a
     * withdrawal after its latest valuation is closed and holds nothing: only such policies' flows since that
     * valuation are read, to tell (closedOnOf, as its figures do).
     */
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
      // Only valued policies have a share; of those, only one paid out after its valuation may be closed.
      const lastOut = new Map(policies.map((policy) => [policy.id, policy.lastOutflowOn]));
      const emptiedSince = latest.filter((row) => (lastOut.get(row.policyId) ?? '') > row.date);
      const now = today();
      const flows = emptiedSince.length
        ? await repo.flowsBetween(
            db,
            emptiedSince.map((row) => row.policyId),
            emptiedSince.map((row) => row.date).sort()[0]!,
            now,
          )
        : [];
      const ledgers = ledgersOf(policies, series, flows);
      return allocationOf(ledgers.filter((ledger) => closedOnOf(trackOf(ledger, now)) === null));
    },
  };
  return calls;
}
