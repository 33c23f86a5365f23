import {
  IMPORT_ERRORS_LISTED,
  type ImportReport,
  type ImportRowError,
} from '@sextant/contracts/admin-policies';
import type { Database } from '@/db/client';
import { recordAudit } from '@/shared/audit/repository';
import { checkRows, parseCsv } from './valuation-csv';
import * as repo from './valuation-import-repository';

export type ImportPhase = 'validating' | 'writing';

export interface ImportOptions {
  /** Called as rows are validated, then as they are written: processed of total. */
  onProgress?: (phase: ImportPhase, processed: number, total: number) => void;
  now: Date;
  /** The staff member who imports; null from the command line. */
  actorId: string | null;
  ip?: string | null;
  /** Named in the audit event. */
  fileName?: string | null;
  /** Rows a statement (default 5,000). */
  batchSize?: number;
}

/** Imported values are recorded as coming from a statement (the source a client's app shows). */
export const IMPORT_SOURCE = 'statement';
const DEFAULT_BATCH = 5000;
/** Rows validated between progress reports and pauses that let other requests in. */
const VALIDATE_CHUNK = 10_000;

/** Today in the firm's country: a value dated today in London is never "in the future". */
export const londonToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Imports valuations from CSV text (`policy_reference,date,value,currency`) into the firm's policies.
 * Every row is checked first, in memory, with the firm's policies looked up in one query; a file with any
 * bad row changes nothing and the report lists why (line numbers, header = 1). Otherwise all rows are
 * written in one transaction, a few thousand a statement: new (policy, date) pairs are inserted, a differing
 * value is updated, and an identical one is left alone, so importing the same file twice changes nothing.
 * The API and the `import-valuations` command both call this.
 */
export async function importValuations(
  db: Database,
  firmId: string,
  csvText: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const progress = options.onProgress ?? (() => {});
  const records = parseCsv(csvText);
  const checked = checkRows(records, londonToday(options.now));
  const total = checked.total;
  const errors: ImportRowError[] = checked.errors;
  progress('validating', 0, total);

  const references = [...new Set(checked.rows.map((row) => row.reference).filter(Boolean))];
  const policies = new Map(
    (await repo.policiesByReference(db, firmId, references)).map((p) => [p.reference, p] as const),
  );

  const batch: repo.ValuationBatch = { policyIds: [], dates: [], values: [], currencies: [] };
  const firstLine = new Map<string, number>();
  const rows = checked.rows;
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
    if (ok && policy) {
      batch.policyIds.push(policy.id);
      batch.dates.push(row.date);
      batch.values.push(row.value);
      batch.currencies.push(row.currency);
    }
    if ((index + 1) % VALIDATE_CHUNK === 0) {
      progress('validating', index + 1, total);
      await breathe();
    }
  }
  progress('validating', total, total);

  const report = (counts: { inserted: number; updated: number }, applied: boolean): ImportReport => {
    errors.sort((a, b) => a.row - b.row);
    return {
      rows: total,
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged: applied ? total - counts.inserted - counts.updated : 0,
      applied,
      error_count: errors.length,
      errors: errors.slice(0, IMPORT_ERRORS_LISTED),
    };
  };
  if (errors.length > 0) return report({ inserted: 0, updated: 0 }, false);

  const size = options.batchSize ?? DEFAULT_BATCH;
  progress('writing', 0, total);
  const counts = await repo.inTransaction(db, async (tx) => {
    const sum = { inserted: 0, updated: 0 };
    for (let start = 0; start < batch.policyIds.length; start += size) {
      const end = start + size;
      const written = await repo.upsertValuations(
        tx,
        {
          policyIds: batch.policyIds.slice(start, end),
          dates: batch.dates.slice(start, end),
          values: batch.values.slice(start, end),
          currencies: batch.currencies.slice(start, end),
        },
        IMPORT_SOURCE,
      );
      sum.inserted += written.inserted;
      sum.updated += written.updated;
      progress('writing', Math.min(end, total), total);
    }
    await recordAudit(tx, {
      action: 'admin.valuations.import',
      firmId,
      actorId: options.actorId,
      ip: options.ip ?? null,
      details: {
        file: options.fileName ?? null,
        rows: total,
        inserted: sum.inserted,
        updated: sum.updated,
        unchanged: total - sum.inserted - sum.updated,
        via: options.actorId ? 'api' : 'cli',
      },
      at: options.now,
    });
    return sum;
  });
  return report(counts, true);
}
