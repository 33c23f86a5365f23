import {
  AMOUNT_MAX_WHOLE_DIGITS,
  amountTooLarge,
  type ImportRowError,
} from '@sextant/contracts/admin-policies';
import { CsvError, type CsvErrorCode, type Options, parse } from 'csv-parse/sync';

/** One record of a CSV file: its fields and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record is malformed (a quote left open, text after a closing quote). */
  problem?: string;
}

const CSV_OPTIONS = {
  // Spaces around a field go; inside quotes they stay.
  trim: true,
  // A quote inside an unquoted field is kept as text.
  relax_quotes: true,
  // checkRows reports a row with the wrong number of fields, by its line.
  relax_column_count: true,
  // Each line may end its own way (files put together from several sources).
  record_delimiter: ['\r\n', '\n', '\r'],
} satisfies Options;

const NOT_CLOSED = 'A quoted field is not closed.';
const AFTER_QUOTE = 'Text follows a closing quote: put the whole field in quotes and double any quote in it.';
const PROBLEMS: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: NOT_CLOSED,
  // relax_quotes turns csv-parse's CSV_INVALID_CLOSING_QUOTE into this one.
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: AFTER_QUOTE,
};

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;
/** The lines a record takes: its own, and one more for each line break inside its quoted fields. */
const linesOf = (fields: string[]) => {
  let lines = 1;
  for (const field of fields) if (field.includes('\n') || field.includes('\r')) lines += lineBreaks(field);
  return lines;
};

/** Where the next line starts at or after `from` (CRLF, LF or a lone CR ends a line). */
function nextLine(data: Buffer, from: number): number {
  for (let index = from; index < data.length; index++) {
    if (data[index] === 0x0a) return index + 1;
    if (data[index] === 0x0d) return data[index + 1] === 0x0a ? index + 2 : index + 1;
  }
  return data.length;
}

/** The malformed record's text up to where csv-parse gave up on it. */
function readUntilProblem(record: Buffer): string {
  try {
    parse(record, { ...CSV_OPTIONS, raw: true, to: 1 });
  } catch (error) {
    if (error instanceof CsvError && typeof error.raw === 'string') return error.raw;
  }
  return '';
}

/**
 * Reads CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes doubled and
 * line breaks) into records, with csv-parse. Tolerates a UTF-8 byte-order mark, CRLF, LF or CR line ends,
 * a trailing line break, blank lines and spaces around fields (which are trimmed). Blank lines are left
 * out. A malformed record becomes a record with its problem, and reading goes on from the line after
 * the problem; a quote left open takes the rest of the file.
 */
export function parseCsv(input: string): CsvRecord[] {
  const data = Buffer.from(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
  const records: CsvRecord[] = [];
  let offset = 0;
  let line = 1;
  while (offset < data.length) {
    const rest = data.subarray(offset);
    let rows: string[][] = [];
    let failure: CsvError | undefined;
    // Where the malformed record starts in `rest`.
    let failed = 0;
    try {
      rows = parse(rest, CSV_OPTIONS);
    } catch (error) {
      if (!(error instanceof CsvError && PROBLEMS[error.code])) throw error;
      failure = error;
      // The records before the malformed one, read again to learn where it starts (reading every file
      // through on_record would halve the speed).
      if (Number(error.records) > 0)
        parse(rest, {
          ...CSV_OPTIONS,
          to: Number(error.records),
          on_record: (fields: string[], { bytes }) => {
            rows.push(fields);
            failed = bytes;
            return null;
          },
        });
    }
    for (const fields of rows) {
      // Blank lines are records here, so that every line is counted; they are not kept.
      if (fields.length > 1 || fields[0] !== '') records.push({ line, fields });
      line += linesOf(fields);
    }
    if (!failure) break;
    const problem = PROBLEMS[failure.code]!;
    records.push({ line, fields: [], problem });
    if (problem === NOT_CLOSED) break;
    const read = readUntilProblem(rest.subarray(failed));
    offset = nextLine(data, offset + failed + Buffer.byteLength(read));
    line += lineBreaks(read) + 1;
  }
  return records;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const VALUE = /^\d+(\.\d+)?$/;

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

/** Null when `text` is a plain non-negative amount with at most 2 decimal places, else why not (naming it `noun`). */
export function valueProblem(text: string, noun = 'value'): string | null {
  const The = `The ${noun}`;
  if (text === '') return `Enter the ${noun}.`;
  if (/^-\s*\d/.test(text) && VALUE.test(text.replace(/^-\s*/, ''))) return `${The} cannot be negative.`;
  if (!VALUE.test(text))
    return `Enter the ${noun} as a plain number such as 1234.56, without currency signs or thousands separators.`;
  const [whole = '', decimals = ''] = text.split('.');
  if (decimals.length > 2) return `${The} can have at most 2 decimal places.`;
  if (whole.replace(/^0+(?=\d)/, '').length > AMOUNT_MAX_WHOLE_DIGITS) return amountTooLarge(noun);
  return null;
}

/** The body of a CSV file whose first line must be one of `headers`: its records, or why none can be read. */
export function readTable(records: CsvRecord[], headers: readonly string[], noun: string) {
  const errors: ImportRowError[] = [];
  const header = records[0];
  if (!header) {
    errors.push({ row: 1, field: 'file', message: 'The file is empty.' });
    return { columns: 0, body: [], errors, total: 0 };
  }
  const found = header.fields.map((f) => f.toLowerCase()).join(',');
  if (header.line !== 1 || !headers.includes(found)) {
    const expected =
      headers.length === 1 ? `the header ${headers[0]}` : `one of the headers ${headers.join(' or ')}`;
    errors.push({ row: header.line, field: 'header', message: `The first line must be ${expected}.` });
    return { columns: 0, body: [], errors, total: records.length - 1 };
  }
  if (records.length === 1)
    errors.push({ row: 2, field: 'file', message: `The file has no ${noun} below the header.` });
  const body: CsvRecord[] = [];
  const columns = header.fields.length;
  for (const record of records.slice(1)) {
    if (record.problem) errors.push({ row: record.line, field: 'row', message: record.problem });
    else if (record.fields.length !== columns)
      errors.push({
        row: record.line,
        field: 'row',
        message: `Expected ${columns} fields (${found}), found ${record.fields.length}.`,
      });
    else body.push(record);
  }
  return { columns, body, errors, total: records.length - 1 };
}

/** A date field's problem: missing, not a date, or after today (London). */
export function rowDateProblem(date: string, today: string): string | null {
  if (date === '') return 'Enter the date as YYYY-MM-DD.';
  return dateProblem(date) ?? (date > today ? `${date} is in the future.` : null);
}

/** A currency field's problem (upper-cased before). */
export const currencyProblem = (currency: string) =>
  /^[A-Z]{3}$/.test(currency) ? null : 'Enter a three-letter currency code such as GBP.';
