import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { blockLines, drawable, wrapText } from './layout';

const font = (await PDFDocument.create()).embedStandardFont(StandardFonts.Helvetica);
const charset = new Set(font.getCharacterSet());

describe('drawable', () => {
  it('keeps WinAnsi text (£, é, curly quotes) and turns the rest into "?"', () => {
    expect(drawable('£5 café “ok” – €', charset)).toBe('£5 café “ok” – €');
    expect(drawable('a😀b中文\u0000', charset)).toBe('a?b???');
    expect(drawable('cafe\u0301\r\nnext\tcell', charset)).toBe('café\nnext cell');
  });
});

describe('wrapText', () => {
  it('breaks at spaces, cuts a word too wide for the line, and keeps every character', () => {
    const text = `The quick brown fox ${'0123456789abcdef'.repeat(8)} jumps\nover`;
    const lines = wrapText(text, font, 10, 150);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(/\s/g, ''));
    expect(lines.at(-1)).toBe('over');
    expect(lines[0]).toBe('The quick brown fox');
  });

  it('gives one empty line for empty text', () => {
    expect(wrapText('', font, 10, 100)).toEqual(['']);
  });
});

describe('blockLines', () => {
  it('writes fields as "Label: value" and table rows joined by " | "', () => {
    expect(
      blockLines([
        { type: 'title', text: 'T' },
        { type: 'field', label: 'Size', value: '3 bytes' },
        { type: 'table', head: ['a', 'b'], rows: [['1', '2']] },
      ]),
    ).toEqual(['T', 'Size: 3 bytes', 'a | b', '1 | 2']);
  });
});
