import type { AccessLedger } from '@sextant/contracts/admin-service';
import type { Database } from '@/db/client';
import { toCsv } from '@/shared/csv-write';
import { quarterBounds } from '@/shared/period';
import * as repo from './admin-repository';

/** Which clients saw their valuations or opened a statement in the quarter, and which still need one. */
export async function accessLedger(db: Database, firmId: string, quarter: string): Promise<AccessLedger> {
  const bounds = quarterBounds(quarter);
  const rows = await repo.accessLedger(db, firmId, bounds, {
    from: bounds.fromInstant,
    to: bounds.toInstant,
  });
  const ledger = rows.map((row) => {
    const last = row.last_statement_opened;
    return {
      client: { uuid: row.id, name: `${row.first_name} ${row.surname}`, email: row.email },
      valuation_days: Number(row.valuation_days),
      last_valuation_view: row.last_valuation_view,
      statements_opened: Number(row.statements_opened),
      last_statement_opened: last === null ? null : new Date(last).toISOString(),
      needs_statement: Number(row.valuation_days) === 0 && Number(row.statements_opened) === 0,
    };
  });
  const needing = ledger.filter((row) => row.needs_statement).length;
  return {
    quarter,
    from: bounds.from,
    to: bounds.to,
    rows: ledger,
    totals: { clients: ledger.length, accessed: ledger.length - needing, needs_statement: needing },
  };
}

/** The ledger as the CSV a compliance officer files. */
export function accessLedgerCsv(ledger: AccessLedger): string {
  return toCsv(
    [
      'client_id',
      'name',
      'email',
      'valuation_days',
      'last_valuation_view',
      'statements_opened',
      'last_statement_opened',
      'needs_statement',
    ],
    ledger.rows.map((row) => [
      row.client.uuid,
      row.client.name,
      row.client.email,
      row.valuation_days,
      row.last_valuation_view,
      row.statements_opened,
      row.last_statement_opened,
      row.needs_statement ? 'yes' : 'no',
    ]),
  );
}
