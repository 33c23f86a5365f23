import type {
  ImportKind,
  ImportReport,
  ImportRowError,
  PreviewBroughtIn,
  PreviewFlag,
  PreviewFlagCode,
  PreviewPolicy,
} from '@sextant/contracts/admin-policies';
import { IMPORT_ERRORS_LISTED, PREVIEW_FLAGS_LISTED } from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import { addDays, dayWords } from '@/shared/period';
import * as repo from './repository';

/** A row counted against the database: written as new, written over a stored one, or already stored as is. */
export type RowStatus = 'new' | 'changed' | 'unchanged';

/** A file checked against the database as it is: what confirming it would do, and how to do it. */
export interface ImportCheck {
  kind: ImportKind;
  /** Data rows in the file. */
  total: number;
  /** Any row error means nothing can be written. */
  errors: ImportRowError[];
  /** By reference. */
  policies: PreviewPolicy[];
  /** Every suspicious row, in file order. */
  flags: PreviewFlag[];
  /** A valuation file's first valuations that look like a value brought in (not suspicious rows). */
  possibleBroughtIn: PreviewBroughtIn[];
  /** Writes the new and changed rows (inside the caller's transaction); answers what was written. */
  write(tx: Database): Promise<{ inserted: number; updated: number }>;
}

/** The policy a row names, as the checks need it. */
export interface ImportPolicy {
  id: string;
  reference: string;
  currency: string;
  start_date: string;
  /** Its newest valuation's date, if any. */
  latest: string | null;
  /** Staff marked its first valuation as brought in. */
  first_value_brought_in: boolean;
}

/** A valuation more than 31 days older than the policy's newest one is flagged (a stale file). */
const STALE_DAYS = 31;

/** An amount's text (checked: digits, at most 2 decimals) in pence, exactly. */
export function penceOf(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', decimals = ''] = (negative ? text.slice(1) : text).split('.');
  const pence = BigInt(whole || '0') * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2));
  return negative ? -pence : pence;
}

/** Pence as the amount a person reads: `GBP 1,234.50`. */
export function moneyText(pence: bigint, currency: string): string {
  const sign = pence < 0n ? '−' : '';
  const abs = pence < 0n ? -pence : pence;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currency} ${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Counts rows by policy and status, and collects the flagged rows, as a check goes through a file. */
export function createTally(kind: ImportKind) {
  const byPolicy = new Map<string, PreviewPolicy>();
  const flags: PreviewFlag[] = [];
  const flaggedRows = new Set<number>();
  const entry = (policy: ImportPolicy) => {
    let found = byPolicy.get(policy.id);
    if (!found) {
      found = { uuid: policy.id, reference: policy.reference, new: 0, changed: 0, unchanged: 0, flagged: 0 };
      byPolicy.set(policy.id, found);
    }
    return found;
  };
  return {
    count(policy: ImportPolicy, status: RowStatus) {
      entry(policy)[status] += 1;
    },
    flag(policy: ImportPolicy, row: number, date: string, code: PreviewFlagCode, message: string) {
      flags.push({ row, policy_reference: policy.reference, date, code, message });
      if (!flaggedRows.has(row)) {
        flaggedRows.add(row);
        entry(policy).flagged += 1;
      }
    },
    /** The date checks every new or changed row gets: before the policy's start, or long before its latest value. */
    flagDates(policy: ImportPolicy, row: number, date: string) {
      if (date < policy.start_date)
        this.flag(
          policy,
          row,
          date,
          'before_start',
          `This date is before the policy started (${dayWords(policy.start_date)}).`,
        );
      if (policy.latest && date < addDays(policy.latest, -STALE_DAYS))
        this.flag(
          policy,
          row,
          date,
          'before_latest',
          `This date is more than ${STALE_DAYS} days before the policy's latest valuation (${dayWords(policy.latest)}).`,
        );
    },
    result(total: number, errors: ImportRowError[], write: ImportCheck['write']): ImportCheck {
      errors.sort((a, b) => a.row - b.row);
      flags.sort((a, b) => a.row - b.row);
      const policies = [...byPolicy.values()].sort((a, b) => a.reference.localeCompare(b.reference));
      return { kind, total, errors, policies, flags, possibleBroughtIn: [], write };
    },
  };
}

/** A failed check: its errors, nothing to write. */
export function failedCheck(kind: ImportKind, total: number, errors: ImportRowError[]): ImportCheck {
  return createTally(kind).result(total, errors, async () => ({ inserted: 0, updated: 0 }));
}

/** The stored summary of a preview: counts by policy, the first flagged rows, and every flagged row's key. */
export function summaryOf(check: ImportCheck) {
  const sum = (status: RowStatus) => check.policies.reduce((total, policy) => total + policy[status], 0);
  return {
    rows: check.total,
    new: sum('new'),
    changed: sum('changed'),
    unchanged: sum('unchanged'),
    policies: check.policies,
    flag_count: check.flags.length,
    flags: check.flags.slice(0, PREVIEW_FLAGS_LISTED),
    possible_brought_in: check.possibleBroughtIn,
    /** What confirming compares with: a flag it has not shown stops the import. */
    flag_keys: check.flags.map(flagKey),
  };
}
export type StoredSummary = ReturnType<typeof summaryOf>;

export const flagKey = (flag: PreviewFlag) => `${flag.row}:${flag.code}`;

/**
 * The row report: after writing, the counts written; before (a preview's job, `written` null), what
 * confirming would write. Bad rows are listed either way.
 */
export function reportOf(
  check: ImportCheck,
  written: { inserted: number; updated: number } | null,
): ImportReport {
  const summary = summaryOf(check);
  const failed = check.errors.length > 0;
  const inserted = failed ? 0 : (written?.inserted ?? summary.new);
  const updated = failed ? 0 : (written?.updated ?? summary.changed);
  return {
    rows: check.total,
    inserted,
    updated,
    unchanged: failed ? 0 : check.total - inserted - updated,
    applied: written !== null && !failed,
    error_count: check.errors.length,
    errors: check.errors.slice(0, IMPORT_ERRORS_LISTED),
  };
}

export type ImportPhase = 'validating' | 'writing';

export interface CheckOptions {
  /** Called as rows are checked: processed of total. */
  onProgress?: (phase: ImportPhase, processed: number, total: number) => void;
  now: Date;
}

/** Imported rows are recorded as coming from a statement (the source a client's app shows). */
export const IMPORT_SOURCE = 'statement';
/** Rows a statement. */
export const WRITE_BATCH = 5000;
/** Rows checked between progress reports and pauses that let other requests in. */
export const CHECK_CHUNK = 10_000;

export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The firm's policies a file names, by reference. */
export async function policiesNamed(db: Database, firmId: string, references: string[]) {
  const unique = [...new Set(references.filter(Boolean))];
  return new Map<string, ImportPolicy>(
    (await repo.policiesByReference(db, firmId, unique)).map((p) => [p.reference, p] as const),
  );
}
