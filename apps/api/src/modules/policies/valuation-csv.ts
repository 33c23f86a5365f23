import { type ImportRowError, VALUATION_CSV_HEADER } from '@sextant/contracts/admin-policies';

/** One record of a CSV file: its fields and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record is malformed (a quote left open, text after a closing quote). */
  problem?: string;
}

const isBlank = (char: string) => char === ' ' || char === '\t';

/**
 * Reads CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes doubled and
 * line breaks) into records. Tolerates a UTF-8 byte-order mark, CRLF or LF line ends, a trailing line
 * break, blank lines and spaces around fields (which are trimmed). Blank lines are left out.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = 0;
  let line = 1;
  while (i < length) {
    const start = line;
    const fields: string[] = [];
    let problem: string | undefined;
    // One record: fields until an unquoted line break or the end.
    for (;;) {
      while (i < length && isBlank(text[i]!)) i++;
      let value: string;
      if (text[i] === '"') {
        i++;
        let parts = '';
        let from = i;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) {
            problem ??= 'A quoted field is not closed.';
            parts += text.slice(from);
            i = length;
            break;
          }
          if (text[quote + 1] === '"') {
            parts += text.slice(from, quote + 1);
            i = quote + 2;
            from = i;
            continue;
          }
          parts += text.slice(from, quote);
          i = quote + 1;
          break;
        }
        for (const char of parts) if (char === '\n') line++;
        value = parts;
        while (i < length && isBlank(text[i]!)) i++;
        if (i < length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          problem ??=
            'Text follows a closing quote: put the whole field in quotes and double any quote in it.';
          while (i < length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i++;
        }
      } else {
        let end = i;
        while (end < length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
        value = text.slice(i, end).trim();
        i = end;
      }
      fields.push(value);
      if (i < length && text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    // The line break (CRLF, LF or a lone CR).
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    const blank = fields.length === 1 && fields[0] === '' && !problem;
    if (!blank) records.push({ line: start, fields, ...(problem ? { problem } : {}) });
  }
  return records;
}

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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const VALUE = /^\d+(\.\d+)?$/;
/** numeric(16, 2): 14 digits before the point. */
const MAX_WHOLE_DIGITS = 14;

/** Null when `text` is a real calendar date `YYYY-MM-DD`, else why not. */
export function dateProblem(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return 'Enter the date as YYYY-MM-DD, e.g. 2026-01-31.';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return `${text} is not a date in the calendar.`;
  return null;
}

/** Null when `text` is a plain non-negative amount with at most 2 decimal places, else why not. */
export function valueProblem(text: string): string | null {
  if (text === '') return 'Enter the value.';
  if (/^-\s*\d/.test(text) && VALUE.test(text.replace(/^-\s*/, ''))) return 'The value cannot be negative.';
  if (!VALUE.test(text))
    return 'Enter the value as a plain number such as 1234.56, without currency signs or thousands separators.';
  const [whole = '', decimals = ''] = text.split('.');
  if (decimals.length > 2) return 'The value can have at most 2 decimal places.';
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return 'The value is too large.';
  return null;
}

/** The header and every row's own checks (not those that need the policies); answers both. */
export function checkRows(records: CsvRecord[], today: string) {
  const errors: ImportRowError[] = [];
  const rows: CsvValuation[] = [];
  const header = records[0];
  if (!header) {
    errors.push({ row: 1, field: 'file', message: 'The file is empty.' });
    return { rows, errors, total: 0 };
  }
  const expected = VALUATION_CSV_HEADER.join(',');
  if (header.line !== 1 || header.fields.map((f) => f.toLowerCase()).join(',') !== expected) {
    errors.push({
      row: header.line,
      field: 'header',
      message: `The first line must be the header ${expected}.`,
    });
    return { rows, errors, total: records.length - 1 };
  }
  if (records.length === 1) {
    errors.push({ row: 2, field: 'file', message: 'The file has no valuations below the header.' });
    return { rows, errors, total: 0 };
  }
  for (let index = 1; index < records.length; index++) {
    const record = records[index]!;
    const row = record.line;
    if (record.problem) {
      errors.push({ row, field: 'row', message: record.problem });
      continue;
    }
    if (record.fields.length !== VALUATION_CSV_HEADER.length) {
      errors.push({
        row,
        field: 'row',
        message: `Expected 4 fields (${expected}), found ${record.fields.length}.`,
      });
      continue;
    }
    const [reference = '', date = '', value = '', rawCurrency = ''] = record.fields;
    const currency = rawCurrency.toUpperCase();
    let valid = true;
    const fail = (field: string, message: string) => {
      errors.push({ row, field, message });
      valid = false;
    };
    if (reference === '') fail('policy_reference', 'Enter the policy reference.');
    const badDate = date === '' ? 'Enter the date as YYYY-MM-DD.' : dateProblem(date);
    if (badDate) fail('date', badDate);
    else if (date > today) fail('date', `${date} is in the future.`);
    const badValue = valueProblem(value);
    if (badValue) fail('value', badValue);
    const currencyOk = /^[A-Z]{3}$/.test(currency);
    if (!currencyOk) fail('currency', 'Enter a three-letter currency code such as GBP.');
    rows.push({
      line: row,
      reference,
      date,
      value,
      currency,
      dateOk: !badDate && date <= today,
      currencyOk,
      valid,
    });
  }
  return { rows, errors, total: records.length - 1 };
}
