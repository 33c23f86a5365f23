import { VALUATION_CSV_HEADER } from '@sextant/contracts/admin-policies';
import { type CsvRecord, currencyProblem, readTable, rowDateProblem, valueProblem } from '../imports/csv';

/** A row of four fields, with which of its own checks (those that need no database) it passed. */
export interface CsvValuation {
  line: number;
  reference: string;
  date: string;
  value: string;
  currency: string;
  dateOk: boolean;
  currencyOk: boolean;
  /** Every own check passed. */
  valid: boolean;
}

/** The header and every row's own checks (not those that need the policies); answers both. */
export function checkRows(records: CsvRecord[], today: string) {
  const rows: CsvValuation[] = [];
  const { body, errors, total } = readTable(records, [VALUATION_CSV_HEADER.join(',')], 'valuations');
  for (const record of body) {
    const row = record.line;
    const [reference = '', date = '', value = '', rawCurrency = ''] = record.fields;
    const currency = rawCurrency.toUpperCase();
    let valid = true;
    const fail = (field: string, message: string | null) => {
      if (!message) return;
      errors.push({ row, field, message });
      valid = false;
    };
    if (reference === '') fail('policy_reference', 'Enter the policy reference.');
    const badDate = rowDateProblem(date, today);
    fail('date', badDate);
    fail('value', valueProblem(value));
    const badCurrency = currencyProblem(currency);
    fail('currency', badCurrency);
    rows.push({
      line: row,
      reference,
      date,
      value,
      currency,
      dateOk: !badDate,
      currencyOk: !badCurrency,
      valid,
    });
  }
  return { rows, errors, total };
}
