import type { ImportRowError } from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import { londonToday } from '@/shared/period';
import {
  breathe,
  CHECK_CHUNK,
  type CheckOptions,
  createTally,
  failedCheck,
  IMPORT_SOURCE,
  type ImportCheck,
  type ImportPolicy,
  policiesNamed,
  type RowStatus,
  WRITE_BATCH,
} from '../imports/check';
import { parseCsv } from '../imports/csv';
import * as repo from '../imports/repository';
import { type CsvTransaction, checkTransactionRows } from './csv';

/** What makes two transactions without a reference the same one (with its occurrence counted apart). */
const identityOf = (
  policyId: string,
  row: { date: string; type: string; amount: string; description: string },
) => JSON.stringify([policyId, row.date, row.type, row.amount, row.description]);
/** Equal in policy, date, type and amount: a second one without a reference may be the same money twice. */
const lookAlikeOf = (policyId: string, row: { date: string; type: string; amount: string }) =>
  JSON.stringify([policyId, row.date, row.type, row.amount]);

/** A row that passed every check, with its policy and its occurrence among identical rows without a reference. */
type GoodRow = { row: CsvTransaction; policy: ImportPolicy; occurrence: number };

/** Each row against the firm's policies (the policy named, its currency, a reference once): those that pass. */
async function checkAgainstPolicies(
  rows: CsvTransaction[],
  policies: Map<string, ImportPolicy>,
  errors: ImportRowError[],
  report: (processed: number) => void,
) {
  const referenceLine = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const good: GoodRow[] = [];
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
      report(index + 1);
      await breathe();
    }
  }
  return good;
}

/** The file's policies' stored transactions: by reference, by identity and occurrence, and the look-alikes. */
async function storedOf(db: Database, good: GoodRow[]) {
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
  return { byReference, byIdentity, unreferenced };
}
type Stored = Awaited<ReturnType<typeof storedOf>>;
type Update = Parameters<typeof repo.updateTransactions>[1][number];

/** The update that makes a stored transaction the row (its kind kept when the file states none). */
const updateOf = (stored: repo.StoredTransaction, row: CsvTransaction, policy: ImportPolicy): Update => ({
  id: stored.id,
  occurred_on: row.date,
  type: row.type,
  amount: row.amount,
  currency: policy.currency,
  description: row.description,
  charge_kind: row.chargeKind,
});

/** A kind the file states that differs from the stored one (the kind is no part of a row's identity). */
const kindRestated = (stored: repo.StoredTransaction, row: CsvTransaction) =>
  row.chargeKind !== null && row.chargeKind !== stored.charge_kind;

/**
 * A row new, changed (with the update it makes) or unchanged, by its reference or else its identity. A
 * stored charge whose kind the file states otherwise is changed: its kind is updated, in place.
 */
function statusOf({ row, policy, occurrence }: GoodRow, { byReference, byIdentity }: Stored) {
  const values = { date: row.date, type: row.type, amount: row.amount, description: row.description };
  const stored =
    row.transactionReference === null
      ? byIdentity.get(`${identityOf(policy.id, values)}#${occurrence}`)
      : byReference.get(JSON.stringify([policy.id, row.transactionReference]));
  if (!stored) return { status: 'new' as RowStatus, update: null, kindOnly: false };
  const same = identityOf(policy.id, stored) === identityOf(policy.id, values);
  if (same && !kindRestated(stored, row))
    return { status: 'unchanged' as RowStatus, update: null, kindOnly: false };
  return { status: 'changed' as RowStatus, update: updateOf(stored, row, policy), kindOnly: same };
}

/** Writes the new and changed rows, a batch at a time, in the confirmation's transaction. */
const writeTransactions =
  (inserts: repo.TransactionRow[], updates: Update[], now: Date) => async (tx: Database) => {
    let inserted = 0;
    for (let start = 0; start < inserts.length; start += WRITE_BATCH)
      inserted += await repo.insertTransactions(tx, inserts.slice(start, start + WRITE_BATCH), IMPORT_SOURCE);
    let updated = 0;
    for (let start = 0; start < updates.length; start += WRITE_BATCH)
      updated += await repo.updateTransactions(
        tx,
        updates.slice(start, start + WRITE_BATCH),
        IMPORT_SOURCE,
        now,
      );
    return { inserted, updated };
  };

/**
 * Checks a transactions CSV against the firm's policies and the database as it is, as checkValuations does
 * valuations. Identity, so a re-import never doubles money: a row with a reference is the policy's transaction
 * with that reference (changed when its date, type, amount or description differ); a row without one is the
 * stored transaction with the same date, type, amount and description and the same occurrence (the second
 * identical row in the file is occurrence 2), else new. Either is changed too when the file states another
 * charge kind than the stored one. Nothing is written until `write`.
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
  const good = await checkAgainstPolicies(rows, policies, errors, (processed) =>
    progress('validating', processed, total),
  );
  if (errors.length > 0) {
    progress('validating', total, total);
    return failedCheck('transactions', total, errors);
  }

  const stored = await storedOf(db, good);
  const tally = createTally('transactions');
  const inserts: repo.TransactionRow[] = [];
  const updates: Update[] = [];
  for (const item of good) {
    const { row, policy, occurrence } = item;
    const { status, update, kindOnly } = statusOf(item, stored);
    if (update) updates.push(update);
    tally.count(policy, status);
    // A kind restated moves no money: none of the checks for suspicious money applies (nor is the row a
    // look-alike of itself).
    if (status === 'unchanged' || kindOnly) continue;
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
        charge_kind: row.chargeKind,
      });
    tally.flagDates(policy, row.line, row.date);
    // A row new or changed here is none of the stored ones without a reference, so any look-alike is another.
    if (stored.unreferenced.has(lookAlikeOf(policy.id, row)))
      tally.flag(
        policy,
        row.line,
        row.date,
        'possible_duplicate',
        `The policy already has a ${row.type.replace('_', ' ')} of ${policy.currency} ${row.amount} on ${row.date} without a reference: this may be the same money twice.`,
      );
  }
  progress('validating', total, total);
  return tally.result(total, errors, writeTransactions(inserts, updates, options.now));
}
