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

  it('finds nothing in bytes that are not a PDF', () => {
    expect(pdfText(new TextEncoder().encode('not a pdf'))).toEqual([]);
  });
});
