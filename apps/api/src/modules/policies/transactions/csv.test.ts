import { describe, expect, it } from 'vitest';
import { parseCsv } from '../imports/csv';
import { chargeKindOf, checkTransactionRows } from './csv';

const TODAY = '2026-11-21';
const rowsOf = (text: string) => checkTransactionRows(parseCsv(text), TODAY);

describe('chargeKindOf', () => {
  it('reads a stated kind in any case, a blank one as other, and none when the file has no column', () => {
    expect(chargeKindOf('Adviser_Ongoing', 'charge', true)).toEqual({
      kind: 'adviser_ongoing',
      problem: null,
    });
    expect(chargeKindOf('', 'charge', true)).toEqual({ kind: 'other', problem: null });
    expect(chargeKindOf('', 'charge', false)).toEqual({ kind: null, problem: null });
    expect(chargeKindOf('', 'contribution', true)).toEqual({ kind: null, problem: null });
  });

  it('refuses a kind it does not know, and a kind on a row that is not a charge', () => {
    expect(chargeKindOf('adviser', 'charge', true).problem).toBe(
      'Charge kind must be one of: adviser_ongoing, adviser_initial, platform, product or other.',
    );
    expect(chargeKindOf('platform', 'withdrawal', true).problem).toMatch(/^Only a charge has a kind/);
    // A type that is no type has its own error; the kind adds none.
    expect(chargeKindOf('platform', 'gift', true).problem).toBeNull();
  });
});

describe('checkTransactionRows with charge_kind', () => {
  const header = 'policy_reference,date,type,amount,currency,description,reference,charge_kind';

  it('takes the column as the eighth, after the reference', () => {
    const { rows, errors } = rowsOf(
      [header, 'P-1,2026-11-01,charge,5,GBP,Fee,,platform', 'P-1,2026-11-02,income,5,GBP,,,'].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.type, row.chargeKind])).toEqual([
      ['charge', 'platform'],
      ['income', null],
    ]);
  });

  it('leaves the kind unstated in the older headers', () => {
    const { rows, errors } = rowsOf(
      ['policy_reference,date,type,amount,currency', 'P-1,2026-11-01,charge,5,GBP'].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(rows[0]!.chargeKind).toBeNull();
  });

  it('reports a bad kind by line and field, and keeps the row out', () => {
    const { rows, errors } = rowsOf([header, 'P-1,2026-11-01,charge,5,GBP,Fee,,fund'].join('\n'));
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 2, field: 'charge_kind', message: expect.stringMatching(/^Charge kind must be one of/) },
    ]);
  });

  it('still refuses a header in another order', () => {
    const { errors } = rowsOf(
      ['policy_reference,date,type,amount,currency,charge_kind', 'P-1,2026-11-01,charge,5,GBP,platform'].join(
        '\n',
      ),
    );
    expect(errors[0]).toMatchObject({ row: 1, field: 'header' });
  });
});
