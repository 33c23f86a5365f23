import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * What a generated PDF is made of. A document is a list of blocks so that its plain-text form
 * (`blockLines`) and its drawing (`renderBlocks`) come from one source and cannot say different things.
 */
export type Block =
  | { type: 'letterhead' | 'title' | 'heading' | 'paragraph' | 'note'; text: string }
  | { type: 'field'; label: string; value: string; mono?: boolean }
  /** `widths` are fractions of the text width, one a column; equal columns without them. */
  | { type: 'table'; head: string[]; rows: string[][]; widths?: number[] };

export interface DocumentMeta {
  title: string;
  author: string;
  subject: string;
  /** Written as both the creation and the modification date: the same input gives the same bytes. */
  date: Date;
}

/** The blocks as plain lines: a field as "Label: value", a table row as its cells joined by " | ". */
export function blockLines(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'field':
        return [`${block.label}: ${block.value}`];
      case 'table':
        return [block.head, ...block.rows].map((row) => row.join(' | '));
      default:
        return [block.text];
    }
  });
}

/**
 * The text a standard (WinAnsi) font can draw: other characters (emoji, CJK, controls) become "?", as pdf-lib
 * would otherwise throw on them. NFC first, so an "e" followed by a combining accent stays "é".
 */
export function drawable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replaceAll('\t', ' ')) {
    const code = char.codePointAt(0)!;
    out += code === 10 || charset.has(code) ? char : '?';
  }
  return out;
}

/**
 * Greedy line breaking at spaces within `width` points; a word wider than the line (a hash, a user agent, a
 * URL) is cut between characters. "\n" starts a new line. The text must already be `drawable`.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // Measured a character at a time: re-measuring the growing piece would be quadratic on a long word.
      let used = 0;
      for (const char of word) {
        const w = font.widthOfTextAtSize(char, size);
        if (line && used + w > width) {
          lines.push(line);
          line = '';
          used = 0;
        }
        line += char;
        used += w;
      }
    }
    lines.push(line);
  }
  return lines;
}

const MARGIN = 56;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Above the page number. */
const BOTTOM = MARGIN + 16;
const LABEL_WIDTH = 130;
const CELL_PAD = 4;
const LEADING = 1.35;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.83);
const HEAD_FILL = rgb(0.93, 0.93, 0.95);
/** Mono at 9 points puts a whole SHA-256 (64 characters) on one line beside its label. */
const SIZE = { letterhead: 12, title: 20, heading: 12, paragraph: 10, mono: 9, note: 8, table: 8 } as const;
/** A column reads as numbers (amounts, percentages) when every cell does: those are aligned right. */
const NUMERIC = /^[£$€]?[-+]?[\d,]+(\.\d+)?%?$/;

/** An A4 PDF of the blocks, flowing onto further pages as needed, each page numbered. */
export async function renderBlocks(blocks: readonly Block[], meta: DocumentMeta): Promise<Uint8Array> {
  // Without `updateMetadata: false` pdf-lib stamps the current time, and the same input would differ.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator('Sextant');
  doc.setProducer('Sextant');
  doc.setLanguage('en-GB');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const mono = doc.embedStandardFont(StandardFonts.Courier);
  const charset = new Set(regular.getCharacterSet());
  const wrap = (text: string, font: PDFFont, size: number, width: number) =>
    wrapText(drawable(text, charset), font, size, width);

  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;
  const newPage = () => {
    page = doc.addPage(PageSizes.A4);
    y = PAGE_HEIGHT - MARGIN;
  };
  /** Starts a new page unless `height` more points fit on this one; true when it did. */
  const room = (height: number) => {
    if (y - height >= BOTTOM) return false;
    newPage();
    return true;
  };
  const draw = (text: string, x: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(text, { x, y: y - size, font, size, color });
  const rule = (color = RULE) =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + TEXT_WIDTH, y }, thickness: 0.5, color });

  /** Lines of one style, each on this page if it fits, else on the next. */
  const flow = (text: string, font: PDFFont, size: number, color = INK) => {
    for (const line of wrap(text, font, size, TEXT_WIDTH)) {
      room(size * LEADING);
      draw(line, MARGIN, font, size, color);
      y -= size * LEADING;
    }
  };

  const field = (label: string, value: string, isMono: boolean) => {
    const size = SIZE.paragraph;
    const [valueFont, valueSize] = isMono ? [mono, SIZE.mono] : [regular, size];
    const labels = wrap(label, regular, size, LABEL_WIDTH - 8);
    const values = wrap(value, valueFont, valueSize, TEXT_WIDTH - LABEL_WIDTH);
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      room(size * LEADING);
      draw(labels[i] ?? '', MARGIN, regular, size, MUTED);
      draw(values[i] ?? '', MARGIN + LABEL_WIDTH, valueFont, valueSize);
      y -= size * LEADING;
    }
    y -= 2;
  };

  const table = ({ head, rows, widths }: Extract<Block, { type: 'table' }>) => {
    const size = SIZE.table;
    const height = size * LEADING;
    const columns = (widths ?? head.map(() => 1 / head.length)).map((f) => f * TEXT_WIDTH);
    const lefts = columns.map((_, i) => MARGIN + columns.slice(0, i).reduce((a, b) => a + b, 0));
    const right = head.map((_, i) => rows.length > 0 && rows.every((row) => NUMERIC.test(row[i] ?? '')));

    const row = (cells: readonly string[], font: PDFFont, isHead: boolean) => {
      const lines = columns.map((w, i) => wrap(cells[i] ?? '', font, size, w - 2 * CELL_PAD));
      const count = Math.max(...lines.map((l) => l.length));
      if (isHead) {
        const fill = count * height + 2;
        page.drawRectangle({ x: MARGIN, y: y - fill, width: TEXT_WIDTH, height: fill, color: HEAD_FILL });
      }
      for (let n = 0; n < count; n++) {
        // A row cut by the page goes on under the header repeated, so every page of the table reads alone.
        if (room(height) && !isHead) row(head, bold, true);
        lines.forEach((cell, i) => {
          const text = cell[n] ?? '';
          const inset = right[i] ? columns[i]! - CELL_PAD - font.widthOfTextAtSize(text, size) : CELL_PAD;
          draw(text, lefts[i]! + inset, font, size);
        });
        y -= height;
      }
      y -= 2;
      rule();
    };

    // The header and at least one row together: a header alone at the foot of a page says nothing.
    room(3 * height);
    row(head, bold, true);
    for (const cells of rows) row(cells, regular, false);
    y -= 8;
  };

  blocks.forEach((block, i) => {
    // A run of fields (the facts of a letter or a section) stands apart from the text after it.
    if (blocks[i - 1]?.type === 'field' && block.type !== 'field') y -= 8;
    switch (block.type) {
      case 'letterhead':
        flow(block.text, bold, SIZE.letterhead);
        y -= 4;
        rule(MUTED);
        y -= 20;
        break;
      case 'title':
        flow(block.text, bold, SIZE.title);
        y -= 8;
        break;
      case 'heading':
        // With room for two lines under it, so a heading does not end a page.
        room(SIZE.heading * LEADING + 2 * SIZE.paragraph * LEADING);
        y -= 10;
        flow(block.text, bold, SIZE.heading);
        y -= 4;
        break;
      case 'paragraph':
        flow(block.text, regular, SIZE.paragraph);
        y -= 6;
        break;
      case 'note':
        y -= 8;
        flow(block.text, regular, SIZE.note, MUTED);
        break;
      case 'field':
        field(block.label, block.value, block.mono === true);
        break;
      case 'table':
        table(block);
        break;
    }
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    const x = PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(text, SIZE.note);
    p.drawText(text, { x, y: MARGIN - SIZE.note, font: regular, size: SIZE.note, color: MUTED });
  });
  return doc.save();
}
