import type { ImportRowError } from '@sextant/contracts/admin-policies';
import {
  DESCRIPTION_MAX,
  TRANSACTION_CSV_HEADER,
  TRANSACTION_CSV_HEADERS,
  TRANSACTION_REFERENCE_MAX,
} from '@sextant/contracts/admin-transactions';
import {
  CHARGE_KINDS,
  type ChargeKind,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@sextant/contracts/money';
import { NO_CONTROL_CHARACTERS } from '@sextant/contracts/rules/text';
import { type CsvRecord, currencyProblem, readTable, rowDateProblem, valueProblem } from '../imports/csv';

/** A transactions row that passed its own checks (those that need no database). */
export interface CsvTransaction {
  line: number;
  reference: string;
  date: string;
  type: TransactionType;
  /** Two decimal places, no leading zeros: `1250.00`, the form the database answers. */
  amount: string;
  currency: string;
  description: string;
  /** The provider's id of it; null when the file has none. */
  transactionReference: string | null;
  /**
   * A charge's kind as the file states it (a blank cell is `other`); null on other types, and on a charge
   * when the file has no charge_kind column, so a stored charge keeps the kind it has.
   */
  chargeKind: ChargeKind | null;
}

/** An amount checked by valueProblem as numeric(16,2) answers it: `007.5` → `7.50`. */
export function canonicalAmount(text: string): string {
  const [whole = '0', decimals = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(2, '0').slice(0, 2)}`;
}

const TYPES: readonly string[] = TRANSACTION_TYPES;
const KINDS: readonly string[] = CHARGE_KINDS;
/** Worded as the API's own 422 for a kind it does not know. */
const UNKNOWN_KIND = `Charge kind must be one of: ${CHARGE_KINDS.slice(0, -1).join(', ')} or ${CHARGE_KINDS.at(-1)}.`;
/** The files that state charges' kinds have this many columns (charge_kind is the last). */
const WITH_KIND = TRANSACTION_CSV_HEADER.length;

/**
 * A row's charge kind (see CsvTransaction.chargeKind), or why the cell cannot be read: only a charge has a
 * kind, and it is one of CHARGE_KINDS in any case.
 */
export function chargeKindOf(
  text: string,
  type: string,
  stated: boolean,
): { kind: ChargeKind | null; problem: string | null } {
  const kind = text.toLowerCase();
  if (kind !== '' && !KINDS.includes(kind)) return { kind: null, problem: UNKNOWN_KIND };
  if (type !== 'charge') {
    // A type that is not one already has its own error.
    const misplaced = kind !== '' && TYPES.includes(type);
    return {
      kind: null,
      problem: misplaced ? 'Only a charge has a kind: leave charge_kind empty on this row.' : null,
    };
  }
  return { kind: stated ? ((kind || 'other') as ChargeKind) : null, problem: null };
}

/** Why a free-text field cannot be stored, or null. */
function textProblem(text: string, label: string, max: number): string | null {
  if (text.length > max) return `Keep the ${label} to ${max} characters.`;
  if (!NO_CONTROL_CHARACTERS.test(text))
    return `The ${label} cannot hold control characters (such as line breaks).`;
  return null;
}

/**
 * The header (`policy_reference,date,type,amount,currency[,description][,reference][,charge_kind]`) and every
 * row's own checks; answers the good rows and the errors by line.
 */
export function checkTransactionRows(records: CsvRecord[], today: string) {
  const { body, errors, total, columns } = readTable(records, TRANSACTION_CSV_HEADERS, 'transactions');
  const rows: CsvTransaction[] = [];
  for (const record of body) {
    const row = record.line;
    const [
      reference = '',
      date = '',
      type = '',
      amount = '',
      rawCurrency = '',
      description = '',
      ref = '',
      kind = '',
    ] = record.fields;
    const before = errors.length;
    const fail = (field: string, message: string | null) => {
      if (message) errors.push({ row, field, message } satisfies ImportRowError);
    };
    if (reference === '') fail('policy_reference', 'Enter the policy reference.');
    fail('date', rowDateProblem(date, today));
    const lowerType = type.toLowerCase();
    if (!TYPES.includes(lowerType))
      fail(
        'type',
        `${type === '' ? 'Enter the type' : `${type} is not a type`}: one of ${TRANSACTION_TYPES.join(', ')}.`,
      );
    const badAmount = valueProblem(amount, 'amount');
    fail('amount', badAmount);
    if (!badAmount && /^[0.]+$/.test(amount)) fail('amount', 'The amount must be more than 0.');
    const currency = rawCurrency.toUpperCase();
    fail('currency', currencyProblem(currency));
    fail('description', textProblem(description, 'description', DESCRIPTION_MAX));
    fail('reference', textProblem(ref, 'reference', TRANSACTION_REFERENCE_MAX));
    const charge = chargeKindOf(kind, lowerType, columns === WITH_KIND);
    fail('charge_kind', charge.problem);
    if (errors.length > before) continue;
    rows.push({
      line: row,
      reference,
      date,
      type: lowerType as TransactionType,
      amount: canonicalAmount(amount),
      currency,
      description,
      transactionReference: ref === '' ? null : ref,
      chargeKind: charge.kind,
    });
  }
  return { rows, errors, total };
}
