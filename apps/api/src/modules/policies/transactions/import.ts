import type { Database } from '@/db/client';
import { londonToday } from '@/shared/period';
import {
  createTally,
  failedCheck,
  type ImportCheck,
  type ImportPolicy,
  type RowStatus,
} from './import-check';
import { type CsvTransaction, checkTransactionRows } from './transaction-csv';
import { parseCsv } from './valuation-csv';
import {
  breathe,
  CHECK_CHUNK,
  type CheckOptions,
  IMPORT_SOURCE,
  policiesNamed,
  WRITE_BATCH,
} from './valuation-import';
import * as repo from './valuation-import-repository';

/** What makes two transactions without a reference the same one (with its occurrence counted apart). */
const identityOf = (
  policyId: string,
  row: { date: string; type: string; amount: string; description: string },
) => JSON.stringify([policyId, row.date, row.type, row.amount, row.description]);
/** Equal in policy, date, type and amount: a second one without a reference may be the same money twice. */
const lookAlikeOf = (policyId: string, row: { date: string; type: string; amount: string }) =>
  JSON.stringify([policyId, row.date, row.type, row.amount]);

/**
 * Checks a transactions CSV against the firm's policies and the database as it is, as checkValuations does
 * valuations. Identity, so a re-import never doubles money: a row with a reference is the policy's transaction
 * with that reference (changed when its date, type, amount or description differ); a row without one is the
 * stored transaction with the same date, type, amount and description and the same occurrence (the second
 * identical row in the file is occurrence 2), else new. Nothing is written until `write`.
 */
export async function checkTransactions(
  db: Database,
  firmId: string,
  csvText: string,
  options: CheckOptions,
): Promise<ImportCheck> {
  const progress = options.onProgress ?? (() => {});
  const { rows, errors, total } = checkTransactionRows(parseCsv(csvText), londonToday(options.now));
  progress('validating', 0, total);
  const policies = await policiesNamed(
    db,
    firmId,
    rows.map((row) => row.reference),
  );

  const referenceLine = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const good: { row: CsvTransaction; policy: ImportPolicy; occurrence: number }[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const fail = (field: string, message: string) => errors.push({ row: row.line, field, message });
    const policy = policies.get(row.reference);
    if (!policy) fail('policy_reference', `No policy of your firm has the reference ${row.reference}.`);
    else if (row.currency !== policy.currency)
      fail('currency', `${row.currency} is not the policy's currency (${policy.currency}).`);
    else if (row.transactionReference !== null) {
      const key = JSON.stringify([policy.id, row.transactionReference]);
      const first = referenceLine.get(key);
      if (first !== undefined)
        fail(
          'reference',
          `Row ${first} already has the reference ${row.transactionReference} for ${row.reference}.`,
        );
      else {
        referenceLine.set(key, row.line);
        good.push({ row, policy, occurrence: 1 });
      }
    } else {
      const key = identityOf(policy.id, row);
      const occurrence = (occurrences.get(key) ?? 0) + 1;
      occurrences.set(key, occurrence);
      good.push({ row, policy, occurrence });
    }
    if ((index + 1) % CHECK_CHUNK === 0) {
      progress('validating', index + 1, total);
      await breathe();
    }
  }
  if (errors.length > 0) {
    progress('validating', total, total);
    return failedCheck('transactions', total, errors);
  }

  const ids = [...new Set(good.map((item) => item.policy.id))];
  const byReference = new Map<string, repo.StoredTransaction>();
  const byIdentity = new Map<string, repo.StoredTransaction>();
  const unreferenced = new Set<string>();
  for (const stored of await repo.transactionsOf(db, ids)) {
    if (stored.reference !== null)
      byReference.set(JSON.stringify([stored.policy_id, stored.reference]), stored);
    else {
      byIdentity.set(`${identityOf(stored.policy_id, stored)}#${stored.occurrence}`, stored);
      unreferenced.add(lookAlikeOf(stored.policy_id, stored));
    }
  }

  const tally = createTally('transactions');
  const inserts: repo.TransactionRow[] = [];
  const updates: Parameters<typeof repo.updateTransactions>[1] = [];
  for (const { row, policy, occurrence } of good) {
    const values = { date: row.date, type: row.type, amount: row.amount, description: row.description };
    let status: RowStatus;
    if (row.transactionReference !== null) {
      const stored = byReference.get(JSON.stringify([policy.id, row.transactionReference]));
      if (!stored) status = 'new';
      else if (identityOf(policy.id, stored) === identityOf(policy.id, values)) status = 'unchanged';
      else {
        status = 'changed';
        updates.push({
          id: stored.id,
          occurred_on: row.date,
          type: row.type,
          amount: row.amount,
          currency: policy.currency,
          description: row.description,
        });
      }
    } else {
      status = byIdentity.has(`${identityOf(policy.id, values)}#${occurrence}`) ? 'unchanged' : 'new';
    }
    tally.count(policy, status);
    if (status === 'unchanged') continue;
    if (status === 'new')
      inserts.push({
        policy_id: policy.id,
        occurred_on: row.date,
        type: row.type,
        amount: row.amount,
        currency: policy.currency,
        description: row.description,
        reference: row.transactionReference,
        occurrence,
      });
    tally.flagDates(policy, row.line, row.date);
    // A row new or changed here is none of the stored ones without a reference, so any look-alike is another.
    if (unreferenced.has(lookAlikeOf(policy.id, values)))
      tally.flag(
        policy,
        row.line,
        row.date,
        'possible_duplicate',
        `The policy already has a ${row.type.replace('_', ' ')} of ${policy.currency} ${row.amount} on ${row.date} without a reference: this may be the same money twice.`,
      );
  }
  progress('validating', total, total);

  return tally.result(total, errors, async (tx) => {
    let inserted = 0;
    for (let start = 0; start < inserts.length; start += WRITE_BATCH)
      inserted += await repo.insertTransactions(tx, inserts.slice(start, start + WRITE_BATCH), IMPORT_SOURCE);
    let updated = 0;
    for (let start = 0; start < updates.length; start += WRITE_BATCH)
      updated += await repo.updateTransactions(
        tx,
        updates.slice(start, start + WRITE_BATCH),
        IMPORT_SOURCE,
        options.now,
      );
    return { inserted, updated };
  });
}
