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
  moneyText,
  penceOf,
  policiesNamed,
  type RowStatus,
  WRITE_BATCH,
} from '../imports/check';
import { parseCsv } from '../imports/csv';
import * as repo from '../imports/repository';
import { broughtInHints, type FirstValueRow } from './brought-in';
import { type CsvValuation, checkRows } from './csv';

/** A valuation more than this fraction from the one before it is suspicious, unless transactions explain it. */
const LARGE_MOVE = { numerator: 1n, denominator: 4n };

/** Money in (+) or out (−) of a policy; a charge lowers its value too, so it explains a fall. */
const FLOW_SIGN: Record<string, bigint> = {
  contribution: 1n,
  tax_relief: 1n,
  transfer_in: 1n,
  withdrawal: -1n,
  income: -1n,
  transfer_out: -1n,
  charge: -1n,
};

/** A policy's transactions as a running total, to answer the net flow between two dates. */
function flowLine(flows: { date: string; type: string; amount: string }[]) {
  const dates: string[] = [];
  const totals: bigint[] = [];
  let total = 0n;
  for (const flow of flows) {
    total += FLOW_SIGN[flow.type]! * penceOf(flow.amount);
    if (dates.at(-1) === flow.date) totals[totals.length - 1] = total;
    else {
      dates.push(flow.date);
      totals.push(total);
    }
  }
  /** The running total up to and including `date`. */
  const upTo = (date: string) => {
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (dates[mid]! <= date) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? 0n : totals[low - 1]!;
  };
  /** Net flow dated after `from` and up to `to` (a flow dated d is inside the valuation of d). */
  return (from: string, to: string) => upTo(to) - upTo(from);
}

const abs = (n: bigint) => (n < 0n ? -n : n);

type Progress = NonNullable<CheckOptions['onProgress']>;
/** A row that passed every check, with its policy. */
type GoodRow = { line: number; policy: ImportPolicy; date: string; value: string };

/** Each row against the firm's policies (the policy named, its currency, one value a day): those that pass. */
async function checkAgainstPolicies(
  rows: CsvValuation[],
  policies: Map<string, ImportPolicy>,
  errors: ImportRowError[],
  report: (processed: number) => void,
) {
  const firstLine = new Map<string, number>();
  const good: GoodRow[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    let ok = row.valid;
    const fail = (field: string, message: string) => {
      errors.push({ row: row.line, field, message });
      ok = false;
    };
    const policy = row.reference ? policies.get(row.reference) : undefined;
    if (row.reference && !policy)
      fail('policy_reference', `No policy of your firm has the reference ${row.reference}.`);
    if (policy && row.currencyOk && row.currency !== policy.currency)
      fail('currency', `${row.currency} is not the policy's currency (${policy.currency}).`);
    if (policy && row.dateOk) {
      const key = `${policy.id} ${row.date}`;
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else fail('date', `Row ${first} already has a value for ${row.reference} on ${row.date}.`);
    }
    if (ok && policy) good.push({ line: row.line, policy, date: row.date, value: row.value });
    if ((index + 1) % CHECK_CHUNK === 0) {
      report(index + 1);
      await breathe();
    }
  }
  return good;
}

/**
 * The stored valuations of the file's policies, each policy's values as they would be once the file is in
 * (to find each row's previous valuation), and the net flow of its transactions between two dates.
 */
async function ledgersOf(db: Database, good: GoodRow[]) {
  const ids = [...new Set(good.map((row) => row.policy.id))];
  const stored = new Map<string, Map<string, bigint>>(ids.map((id) => [id, new Map()]));
  for (const v of await repo.valuationsOf(db, ids)) stored.get(v.policy_id)!.set(v.date, penceOf(v.value));
  const flowsByPolicy = new Map<string, { date: string; type: string; amount: string }[]>();
  for (const flow of await repo.transactionsOf(db, ids)) {
    const list = flowsByPolicy.get(flow.policy_id) ?? [];
    list.push(flow);
    flowsByPolicy.set(flow.policy_id, list);
  }
  const after = new Map<string, { dates: string[]; values: Map<string, bigint> }>();
  for (const id of ids) after.set(id, { dates: [], values: new Map(stored.get(id)) });
  for (const row of good) after.get(row.policy.id)!.values.set(row.date, penceOf(row.value));
  for (const line of after.values()) line.dates = [...line.values.keys()].sort();
  const netFlow = new Map(ids.map((id) => [id, flowLine(flowsByPolicy.get(id) ?? [])]));
  return { stored, after, netFlow, flowsByPolicy };
}
type Ledgers = Awaited<ReturnType<typeof ledgersOf>>;

/** Why a row's value is suspicious: a large move from the previous valuation its transactions do not explain. */
function largeMove(row: GoodRow, value: bigint, { after, netFlow }: Ledgers): string | null {
  const { policy } = row;
  const line = after.get(policy.id)!;
  const at = binarySearch(line.dates, row.date);
  const previousDate = at > 0 ? line.dates[at - 1]! : null;
  if (previousDate === null) return null;
  const previous = line.values.get(previousDate)!;
  const move = value - previous;
  if (move === 0n || abs(move) * LARGE_MOVE.denominator <= previous * LARGE_MOVE.numerator) return null;
  const net = netFlow.get(policy.id)!(previousDate, row.date);
  const explained = move > 0n ? net : -net;
  if (2n * explained >= abs(move)) return null;
  const money = (pence: bigint) => moneyText(pence, policy.currency);
  const percent = previous > 0n ? `, ${move > 0n ? '+' : ''}${Number((move * 1000n) / previous) / 10}%` : '';
  return `${money(value)} is ${move > 0n ? '+' : ''}${money(move)}${percent} from ${money(previous)} on ${previousDate}; the transactions between them explain ${money(net)}.`;
}

/** Writes the new and changed rows, a batch at a time, in the confirmation's transaction. */
const writeValuations = (toWrite: GoodRow[]) => async (tx: Database) => {
  const sum = { inserted: 0, updated: 0 };
  for (let start = 0; start < toWrite.length; start += WRITE_BATCH) {
    const slice = toWrite.slice(start, start + WRITE_BATCH);
    const written = await repo.upsertValuations(
      tx,
      {
        policyIds: slice.map((row) => row.policy.id),
        dates: slice.map((row) => row.date),
        values: slice.map((row) => row.value),
        currencies: slice.map((row) => row.policy.currency),
      },
      IMPORT_SOURCE,
    );
    sum.inserted += written.inserted;
    sum.updated += written.updated;
  }
  return sum;
};

/**
 * Checks a valuation CSV (`policy_reference,date,value,currency`) against the firm's policies and the database
 * as it is: every row's errors (line numbers, header = 1), then for a clean file each row new, changed or
 * unchanged by policy, and the suspicious ones flagged. Nothing is written: `write` does it when the preview
 * is confirmed (new (policy, date) pairs inserted, a differing value updated, an identical one left alone).
 */
export async function checkValuations(
  db: Database,
  firmId: string,
  csvText: string,
  options: CheckOptions,
): Promise<ImportCheck> {
  const progress: Progress = options.onProgress ?? (() => {});
  const checked = checkRows(parseCsv(csvText), londonToday(options.now));
  const { total, errors, rows } = checked;
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
    return failedCheck('valuations', total, errors);
  }

  const ledgers = await ledgersOf(db, good);
  const tally = createTally('valuations');
  const toWrite: GoodRow[] = [];
  const firstValues: FirstValueRow[] = [];
  for (const row of good) {
    const { policy } = row;
    const value = penceOf(row.value);
    const before = ledgers.stored.get(policy.id)!.get(row.date);
    const status: RowStatus = before === undefined ? 'new' : before === value ? 'unchanged' : 'changed';
    tally.count(policy, status);
    if (status === 'unchanged') continue;
    toWrite.push(row);
    if (status === 'new') firstValues.push({ line: row.line, policy, date: row.date, value });
    tally.flagDates(policy, row.line, row.date);
    const suspicious = largeMove(row, value, ledgers);
    if (suspicious) tally.flag(policy, row.line, row.date, 'large_move', suspicious);
  }
  progress('validating', total, total);
  const possibleBroughtIn = broughtInHints(
    firstValues,
    ledgers.stored,
    (id) => ledgers.flowsByPolicy.get(id) ?? [],
  );
  return { ...tally.result(total, errors, writeValuations(toWrite)), possibleBroughtIn };
}

/** Where `item` is in the sorted list. */
function binarySearch(sorted: string[], item: string) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < item) low = mid + 1;
    else high = mid;
  }
  return low;
}
