import {
  STATEMENT_EXPORT_HEADER,
  TRANSACTION_EXPORT_HEADER,
  type Transaction,
  type TransactionPage,
  type TransactionQuery,
} from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Clock } from '@/shared/clock';
import { HttpError, notFound } from '@/shared/errors';
import { csvText } from './csv';
import * as repo from './repository';

type TransactionFilter = { type?: Transaction['type']; from?: string; to?: string };

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

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createMoneyService(db: Database, clock: Clock) {
  async function ownPolicy(clientId: string, policyId: string) {
    const policy = await repo.clientPolicy(db, clientId, policyId);
    if (!policy) throw notFound('Policy');
    return policy;
  }

  // Served once the shared calculation module lands (calc/index.ts); the contracts are already published.
  const notYet = async (..._input: unknown[]): Promise<never> => {
    throw new HttpError(501, 'Not served yet.');
  };

  return {
    portfolioPerformance: notYet,
    portfolioSeries: notYet,
    allocation: notYet,
    allowances: notYet,
    costs: notYet,
    policyPerformance: notYet,
    policySeries: notYet,

    async transactions(
      clientId: string,
      policyId: string,
      query: TransactionQuery,
    ): Promise<TransactionPage> {
      const policy = await ownPolicy(clientId, policyId);
      return tablePage(await repo.transactionPage(db, policy.id, query), query, toTransaction);
    },

    /** The file's name and text: the policy's transactions with the list's filters, oldest first. */
    async transactionsCsv(clientId: string, policyId: string, filter: TransactionFilter) {
      const policy = await ownPolicy(clientId, policyId);
      const rows = await repo.transactionsOf(db, policy.id, filter);
      return {
        fileName: `transactions-${policy.reference}-${isoDay(clock())}.csv`,
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
  };
}
export type MoneyService = ReturnType<typeof createMoneyService>;
