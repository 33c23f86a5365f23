import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-write';

describe('toCsv', () => {
  it('ends every line with CRLF and quotes commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Smith, Jo', 'said "hi"\nthen left'],
          ['plain', null],
        ],
      ),
    ).toBe('name,note\r\n"Smith, Jo","said ""hi""\nthen left"\r\nplain,\r\n');
  });

  it('writes numbers and booleans as they are', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[-3, 1.5, true, '-3.00']])).toBe('a,b,c,d\r\n-3,1.5,true,-3.00\r\n');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    const cells = ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'];
    expect(
      toCsv(
        ['x'],
        cells.map((cell) => [cell]),
      )
        .split('\r\n')
        .slice(1, -1),
    ).toEqual(["'=1+1", "'+1", "'-2+3", "'@SUM(A1)", "'\tx", `"'\rx"`, `"'=HYPERLINK(""http://x"",""y"")"`]);
  });
});
