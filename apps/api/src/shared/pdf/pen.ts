import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const MARGIN = 56;
export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Above the page number. */
const BOTTOM = MARGIN + 16;
export const LEADING = 1.35;
const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.83);
/** Mono at 9 points puts a whole SHA-256 (64 characters) on one line beside its label. */
export const SIZE = {
  letterhead: 12,
  title: 20,
  heading: 12,
  paragraph: 10,
  mono: 9,
  note: 8,
  table: 8,
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Lines of `width` points of text the fonts can draw. */
export type Wrap = (text: string, font: PDFFont, size: number, width: number) => string[];

/** Where the next line goes: the page, and the height on it of the top of that line. */
export class Pen {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly wrap: Wrap;
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;

  constructor(doc: PDFDocument, fonts: Fonts, wrap: Wrap) {
    this.doc = doc;
    this.fonts = fonts;
    this.wrap = wrap;
    this.page = doc.addPage(PageSizes.A4);
  }

  /** Starts a new page unless `height` more points fit on this one; true when it did. */
  room(height: number) {
    if (this.y - height >= BOTTOM) return false;
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
    return true;
  }

  draw(text: string, x: number, font: PDFFont, size: number, color = INK) {
    this.page.drawText(text, { x, y: this.y - size, font, size, color });
  }

  rule(color = RULE) {
    const y = this.y;
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + TEXT_WIDTH, y },
      thickness: 0.5,
      color,
    });
  }

  /** Lines of one style, each on this page if it fits, else on the next. */
  flow(text: string, font: PDFFont, size: number, color = INK) {
    for (const line of this.wrap(text, font, size, TEXT_WIDTH)) {
      this.room(size * LEADING);
      this.draw(line, MARGIN, font, size, color);
      this.y -= size * LEADING;
    }
  }
}
