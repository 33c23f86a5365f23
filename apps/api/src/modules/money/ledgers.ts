import type { PeriodQuery } from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import {
  addDays,
  type IsoDate,
  londonToday,
  type PolicyHistory,
  type PolicyLedger,
  resolvePeriod,
  toPence,
} from './calc/index';
import * as repo from './repository';

/** A flow row; a period's flows (flowsBetween) leave out the charge's kind, which only the costs read. */
type FlowRow = Omit<Awaited<ReturnType<typeof repo.flowsInWindow>>[number], 'chargeKind'> &
  Partial<Pick<Awaited<ReturnType<typeof repo.flowsInWindow>>[number], 'chargeKind'>>;

/**
 * The calculations' view of the client's policies: their valuations (each policy's dates and values, oldest
 * first) and flows made pence once.
 */
export function ledgersOf(
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
      valuations: own ? own.dates.map((date, i) => ({ date, value: own.pence[i]! })) : [],
      flows: flows.get(policy.id) ?? [],
      history: historyOf(policy),
    };
  });
}

/** The whole ledger's facts the repository read beside the period's part ('{2025-01-01,1234.50}'). */
function historyOf(policy: repo.MoneyPolicyRow): PolicyHistory {
  const [date, value] = policy.firstValuation ? policy.firstValuation.slice(1, -1).split(',') : [];
  return {
    firstValuation: date && value ? { date, value: toPence(value) } : null,
    firstFlowOn: policy.firstFlowOn,
    lastOutflowOn: policy.lastOutflowOn,
    broughtInMarked: policy.broughtInMarked,
  };
}

/** Where a policy's latest figure in the ledger comes from: "Updated daily by Northgate Life". */
export function provenanceOf(ledger: PolicyLedger) {
  const latest = ledger.valuations.at(-1);
  return latest && ledger.latestSource
    ? { provider: ledger.provider, source: ledger.latestSource, as_at: latest.date }
    : null;
}

/** How long after a period's end a transfer's other leg is looked for. */
const TRANSIT_DAYS = 31;

/** What the money calls share: London's today, the client's own policy, and ledgers for a period. */
export function ledgerReads(db: Database, clock: Clock) {
  const today = () => londonToday(clock());

  async function ownPolicy(clientId: string, policyId: string) {
    const policy = await repo.clientPolicy(db, clientId, policyId);
    if (!policy) throw notFound('Policy');
    return policy;
  }

  /**
   * The policies' ledgers for a period: valuations from each one's opening valuation, flows from its day —
   * and the flows of TRANSIT_DAYS after the end, so that a transfer whose other leg lands after it still pairs
   * and is carried in transit (calc/transit.ts); the calculations count none of them.
   */
  async function periodLedgers(policies: repo.MoneyPolicyRow[], from: IsoDate, to: IsoDate) {
    const ids = policies.map((policy) => policy.id);
    const [valuations, flows] = await Promise.all([
      repo.valuationsBetween(db, ids, from, to),
      repo.flowsBetween(db, ids, from, addDays(to, TRANSIT_DAYS)),
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

  return { db, today, ownPolicy, portfolio, policyLedger };
}
export type LedgerReads = ReturnType<typeof ledgerReads>;
