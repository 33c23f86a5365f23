import type { Allowances, Costs } from '@sextant/contracts/money';
import { unprocessable } from '@/shared/errors';
import {
  addDays,
  allowancesFor,
  costsFor,
  currentTaxYear,
  lastCompleteTaxYear,
  type TaxYear,
  taxYearBounds,
} from './calc/index';
import { type LedgerReads, ledgersOf } from './ledgers';
import * as repo from './repository';

/** A tax year's figures: the allowances used and the charges taken. */
export function taxYearCalls({ db, today }: LedgerReads) {
  return {
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
  };
}
