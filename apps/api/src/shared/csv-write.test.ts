import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardCell, toCsv } from './csv-write';

/**
 * How a spreadsheet may read a written cell, kept apart from the guard so the property below checks it rather
 * than restating it: split on any separator a locale or import dialog uses, each part trimmed of spaces,
 * zero-width marks and quotes, its first character folded (NFKC: ＝ reads as =); a part opening with = + - @
 * or the minus sign runs as a formula unless it is a plain number.
 */
function formulaParts(cell: string): string[] {
  return cell.split(/[,;\t\r\n]/).filter((part) => {
    const rest = part.replace(/^[\s"\u200b-\u200d\u2060]+/, '').trim();
    if (/^-?\d+(\.\d+)?$/.test(rest)) return false;
    return /^[=+\-@\u2212]/.test(rest.normalize('NFKC'));
  });
}

/** Look-alikes of the formula starters, the separators a spreadsheet splits on, and what it trims. */
const LOOK_ALIKES = ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '⁺', '⁻', '⁼', '₊', '₋', '₌', '\u2212'];
const STARTS = ['=', '+', '-', '@', ...LOOK_ALIKES];
const SEPARATORS = [',', ';', '\t', '\r', '\n', '\r\n'];
const PADDING = [' ', '\u00a0', '\u3000', '\u200b', '"', "'", '\ufeff'];
const piece = fc.oneof(
  fc.constantFrom(...STARTS, ...SEPARATORS, ...PADDING),
  fc.constantFrom('1', '2.50', 'SUM(A1)', 'HYPERLINK("http://x","y")', 'cmd|/c calc', 'Smith'),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const cell = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));

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

  it('guards full-width and other look-alike starters, and formulas after a separator a spreadsheet splits on', () => {
    expect(['＝1+1', '＋1', '－2+3', '＠SUM(A1)', '﹦1', '⁺1', '\u22121+1'].map(guardCell)).toEqual([
      "'＝1+1",
      "'＋1",
      "'－2+3",
      "'＠SUM(A1)",
      "'﹦1",
      "'⁺1",
      "'\u22121+1",
    ]);
    expect(guardCell('a;=1+1')).toBe("a;'=1+1");
    expect(guardCell('a\t+1')).toBe("a\t'+1");
    expect(guardCell('a\r\n@x')).toBe("a\r\n'@x");
    expect(guardCell('a, "=1+1"')).toBe('a,\' "=1+1"');
    expect(guardCell('  ＝cmd')).toBe("'  ＝cmd");
    // Plain numbers and words stay as they are.
    expect(['-3.00', 'a;-3', 'x;y', 'e-mail', 'Smith, Jo'].map(guardCell)).toEqual([
      '-3.00',
      'a;-3',
      'x;y',
      'e-mail',
      'Smith, Jo',
    ]);
  });

  it('writes no cell a spreadsheet would run, and csv-parse reads back exactly the guarded text', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 5 }), (rows) => {
        const read: string[][] = parse(toCsv(['a', 'b'], rows), { relax_column_count: false });
        expect(read).toEqual([['a', 'b'], ...rows.map((row) => row.map(guardCell))]);
        for (const written of read.slice(1).flat()) expect(formulaParts(written)).toEqual([]);
        // The guard only adds apostrophes: nothing of the client's text is lost or changed.
        for (const [index, written] of read.slice(1).flat().entries()) {
          expect(written.replaceAll("'", '')).toBe(rows.flat()[index]!.replaceAll("'", ''));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
