import {
  STATEMENT_EXPORT_HEADER,
  TRANSACTION_EXPORT_HEADER,
  type Transaction,
  type TransactionExportQuery,
  type TransactionPage,
  type TransactionQuery,
} from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import { csvText } from './csv';
import type { LedgerReads } from './ledgers';
import * as repo from './repository';

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

/** The statement's rows: each valuation and transaction with its policy's cells, by date, then policy. */
async function statementRows(db: Database, clientId: string, from: string, to: string) {
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
  return lines.map((line) => line.cells(policies.get(line.policyId)!));
}

/** A policy's transactions, a page at a time or as a file, and the statement of every policy for an accountant. */
export function transactionCalls({ db, today, ownPolicy }: LedgerReads) {
  return {
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
      return {
        fileName: `statement-${from}-to-${to}.csv`,
        text: csvText(STATEMENT_EXPORT_HEADER, await statementRows(db, clientId, from, to)),
      };
    },
  };
}
