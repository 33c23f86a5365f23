import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';
import { renderSimpleDocument } from './simple-document';

describe('pdfText', () => {
  it('reads back the lines a document drew, through compressed streams', async () => {
    const pdf = await renderSimpleDocument({
      title: 'Valuation statement',
      firmName: 'Harbour View',
      clientName: 'Alex Morgan',
      date: new Date('2026-11-21T09:00:00Z'),
      paragraphs: ['Your policies were worth £12,345.67 on 30 September 2026.'],
    });
    const lines = pdfText(pdf);
    expect(lines).toContain('Valuation statement');
    expect(lines.join(' ')).toContain('£12,345.67');
  });

  it('reads a compressed stream whose data ends in a carriage return', () => {
    // The last byte of a Flate stream is its checksum's, so about one stream in 256 ends in `\r`: this one
    // does (the first such line, found by trying them in turn).
    const data = deflateSync('BT (Line 1005) Tj ET');
    expect(data.at(-1)).toBe(0x0d);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(pdfText(pdf)).toEqual(['Line 1005']);
  });

  it('finds nothing in bytes that are not a PDF', () => {
    expect(pdfText(new TextEncoder().encode('not a pdf'))).toEqual([]);
  });
});
