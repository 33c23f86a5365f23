import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderSimpleDocument, type SimpleDocumentInput } from './simple-document';

const statement: SimpleDocumentInput = {
  title: 'Valuation statement',
  firmName: 'Harbour & Co Wealth',
  clientName: 'Zoë Brontë',
  date: new Date('2024-04-05T12:00:00Z'),
  paragraphs: [
    'Dear Zoë, this statement shows the value of your policies at the end of the tax year.',
    'Values can fall as well as rise. '.repeat(30),
  ],
  table: {
    head: ['Policy', 'Provider', 'Value'],
    rows: [
      ['Stocks and shares ISA', 'Aviva', '£24,310.55'],
      ['Personal pension', 'Royal London', '£101,002.10'],
    ],
  },
};

describe('renderSimpleDocument', () => {
  it('is a PDF with the title, author and date of its input', async () => {
    const bytes = await renderSimpleDocument(statement);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Valuation statement');
    expect(pdf.getAuthor()).toBe('Harbour & Co Wealth');
    expect(pdf.getModificationDate()).toEqual(statement.date);
  });

  it('gives the same bytes for the same input', async () => {
    expect(await renderSimpleDocument(statement)).toEqual(await renderSimpleDocument(statement));
  });

  it('goes onto a second page when the text is long, and takes any characters', async () => {
    const long = {
      ...statement,
      paragraphs: Array(40).fill('Emoji 😀 and 中文 in a long paragraph. '.repeat(6)),
    };
    const pdf = await PDFDocument.load(await renderSimpleDocument(long));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });
});
