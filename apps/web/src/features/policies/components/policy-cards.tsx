import type { PolicySummary, Valuation } from '@sextant/contracts/policies';
import type { UseQueryResult } from '@tanstack/react-query';
import { PolicyCard, type PolicyGrowth } from '@/features/policies/components/policy-card';
import type { PeriodOption } from '@/features/policies/period';

export interface PolicyCardsProps {
  /** The policies shown (the search's). */
  policies: PolicySummary[];
  /** Each policy's latest valuation call, by its id. */
  valuations: Map<string, UseQueryResult<Valuation>>;
  /** Each policy's line in the period's figures, by its id. */
  growthOf: Map<string, PolicyGrowth>;
  /** Another period's figures are loading: the growth is left out until they come. */
  busy: boolean;
  period: PeriodOption;
}

/**
 * The home's policy cards, three abreast from lg up; a module of its own, loaded beside the data (the cards
 * wait for each valuation anyway), so the home's first load stays within its size budget.
 */
export function PolicyCards({ policies, valuations, growthOf, busy, period }: PolicyCardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
      {policies.map((policy) => {
        const result = valuations.get(policy.uuid);
        return (
          <li key={policy.uuid}>
            <PolicyCard
              policy={policy}
              valuation={result?.data}
              loading={!result || (result.isPending && result.fetchStatus !== 'idle')}
              growth={busy ? undefined : growthOf.get(policy.uuid)}
              closedOn={growthOf.get(policy.uuid)?.closed_on}
              period={period}
            />
          </li>
        );
      })}
    </ul>
  );
}
