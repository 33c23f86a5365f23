import {
  type Period,
  STATEMENT_EXPORT_HEADER,
  TRANSACTION_EXPORT_HEADER,
  type Transaction,
  type TransactionExportQuery,
  type TransactionPage,
  type TransactionQuery,
} from '@sextant/contracts/money';
import { tablePage } from '@/db/table';
import { flowMarks, type PolicyLedger, statementTotals, TOTAL_LINES } from './calc/index';
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
  charge_kind: row.charge_kind,
});

type PolicyRow = repo.MoneyPolicyRow;
type StatementLine = { date: string; policyId: string; cells: (policy: PolicyRow) => string[] };

/**
 * The statement's rows: each valuation and transaction with its policy's cells, by date, then policy, each
 * transaction marked with where it sits in the period's figures (calc/statement.ts); then each policy's
 * waterfall for the period as `total` rows, equal to what its screen shows.
 */
async function statementRows(reads: LedgerReads, clientId: string, query: { from: string; to: string }) {
  const { db } = reads;
  const { period, ledgers } = await reads.portfolio(clientId, query);
  const policies = new Map((await repo.clientPolicies(db, clientId)).map((p) => [p.id, p]));
  const [values, flows] = await Promise.all([
    repo.statementValuations(db, clientId, period.from, period.to),
    repo.statementTransactions(db, clientId, period.from, period.to),
  ]);
  const marks = new Map(ledgers.flatMap((ledger) => [...flowMarks(ledger, period)]));
  const lines: StatementLine[] = [
    ...values.map((row) => ({
      date: row.date,
      policyId: row.policyId,
      cells: (policy: PolicyRow) => [
        ...policyCells(policy, row.date, 'valuation', ''),
        ...[row.value, row.currency, row.source, '', '', '', ''],
      ],
    })),
    ...flows.map((row) => ({
      date: row.date,
      policyId: row.policyId,
      cells: (policy: PolicyRow) => [
        ...policyCells(policy, row.date, 'transaction', row.type),
        ...[row.amount, row.currency, row.source, row.description, row.reference ?? ''],
        marks.get(row.id) ?? 'pending',
        row.charge_kind ?? '',
      ],
    })),
  ];
  // By date, then policy; on one day a policy's valuation before its transactions (stable sort).
  const referenceOf = (line: StatementLine) => policies.get(line.policyId)!.reference;
  lines.sort((a, b) =>
    a.date === b.date ? referenceOf(a).localeCompare(referenceOf(b)) : a.date < b.date ? -1 : 1,
  );
  const totals = ledgers.flatMap((ledger) => totalRows(policies.get(ledger.id)!, ledger, period));
  return [...lines.map((line) => line.cells(policies.get(line.policyId)!)), ...totals];
}

const policyCells = (policy: PolicyRow, date: string, kind: string, type: string) => [
  policy.reference,
  policy.provider,
  date,
  kind,
  type,
];

/** A policy's waterfall as `total` rows (none when nothing is valued by the period's end). */
function totalRows(policy: PolicyRow, ledger: PolicyLedger, period: Period): string[][] {
  const waterfall = statementTotals(ledger, period);
  if (!waterfall) return [];
  return TOTAL_LINES.map((line) => [
    ...policyCells(policy, period.to, 'total', line),
    ...[waterfall[line], ledger.currency, '', '', '', '', ''],
  ]);
}

/** A policy's transactions, a page at a time or as a file, and the statement of every policy for an accountant. */
export function transactionCalls(reads: LedgerReads) {
  const { db, today, ownPolicy } = reads;
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
            row.charge_kind,
          ]),
        ),
      };
    },

    /** Every valuation and transaction of the client's policies between two dates, by date, for an accountant. */
    async statementCsv(clientId: string, from: string, to: string) {
      return {
        fileName: `statement-${from}-to-${to}.csv`,
        text: csvText(STATEMENT_EXPORT_HEADER, await statementRows(reads, clientId, { from, to })),
      };
    },
  };
}
