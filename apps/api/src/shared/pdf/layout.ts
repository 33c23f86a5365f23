import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { drawTable } from './draw-table';
import { LEADING, MARGIN, MUTED, PAGE_WIDTH, Pen, SIZE, TEXT_WIDTH } from './pen';

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

const LABEL_WIDTH = 130;

/** A label and its value side by side, the label's lines and the value's in step. */
function drawField(pen: Pen, label: string, value: string, isMono: boolean) {
  const { regular, mono } = pen.fonts;
  const size = SIZE.paragraph;
  const [valueFont, valueSize] = isMono ? [mono, SIZE.mono] : [regular, size];
  const labels = pen.wrap(label, regular, size, LABEL_WIDTH - 8);
  const values = pen.wrap(value, valueFont, valueSize, TEXT_WIDTH - LABEL_WIDTH);
  for (let i = 0; i < Math.max(labels.length, values.length); i++) {
    pen.room(size * LEADING);
    pen.draw(labels[i] ?? '', MARGIN, regular, size, MUTED);
    pen.draw(values[i] ?? '', MARGIN + LABEL_WIDTH, valueFont, valueSize);
    pen.y -= size * LEADING;
  }
  pen.y -= 2;
}

function drawBlock(pen: Pen, block: Block) {
  const { regular, bold } = pen.fonts;
  switch (block.type) {
    case 'letterhead':
      pen.flow(block.text, bold, SIZE.letterhead);
      pen.y -= 4;
      pen.rule(MUTED);
      pen.y -= 20;
      break;
    case 'title':
      pen.flow(block.text, bold, SIZE.title);
      pen.y -= 8;
      break;
    case 'heading':
      // With room for two lines under it, so a heading does not end a page.
      pen.room(SIZE.heading * LEADING + 2 * SIZE.paragraph * LEADING);
      pen.y -= 10;
      pen.flow(block.text, bold, SIZE.heading);
      pen.y -= 4;
      break;
    case 'paragraph':
      pen.flow(block.text, regular, SIZE.paragraph);
      pen.y -= 6;
      break;
    case 'note':
      pen.y -= 8;
      pen.flow(block.text, regular, SIZE.note, MUTED);
      break;
    case 'field':
      drawField(pen, block.label, block.value, block.mono === true);
      break;
    case 'table':
      drawTable(pen, block);
      break;
  }
}

async function newDocument(meta: DocumentMeta) {
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
  return doc;
}

/** An A4 PDF of the blocks, flowing onto further pages as needed, each page numbered. */
export async function renderBlocks(blocks: readonly Block[], meta: DocumentMeta): Promise<Uint8Array> {
  const doc = await newDocument(meta);
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const mono = doc.embedStandardFont(StandardFonts.Courier);
  const charset = new Set(regular.getCharacterSet());
  const pen = new Pen(doc, { regular, bold, mono }, (text, font, size, width) =>
    wrapText(drawable(text, charset), font, size, width),
  );
  blocks.forEach((block, i) => {
    // A run of fields (the facts of a letter or a section) stands apart from the text after it.
    if (blocks[i - 1]?.type === 'field' && block.type !== 'field') pen.y -= 8;
    drawBlock(pen, block);
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    const x = PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(text, SIZE.note);
    p.drawText(text, { x, y: MARGIN - SIZE.note, font: regular, size: SIZE.note, color: MUTED });
  });
  return doc.save();
}
