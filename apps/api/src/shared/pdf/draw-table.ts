import { type PDFFont, rgb } from 'pdf-lib';
import { LEADING, MARGIN, type Pen, SIZE, TEXT_WIDTH } from './pen';

const CELL_PAD = 4;
const HEAD_FILL = rgb(0.93, 0.93, 0.95);
/** A column reads as numbers (amounts, percentages) when every cell does: those are aligned right. */
const NUMERIC = /^[£$€]?[-+]?[\d,]+(\.\d+)?%?$/;

/** A table: `widths` are fractions of the text width, one a column; equal columns without them. */
export function drawTable(
  pen: Pen,
  { head, rows, widths }: { head: string[]; rows: string[][]; widths?: number[] },
) {
  const { regular, bold } = pen.fonts;
  const size = SIZE.table;
  const height = size * LEADING;
  const columns = (widths ?? head.map(() => 1 / head.length)).map((f) => f * TEXT_WIDTH);
  const lefts = columns.map((_, i) => MARGIN + columns.slice(0, i).reduce((a, b) => a + b, 0));
  const right = head.map((_, i) => rows.length > 0 && rows.every((row) => NUMERIC.test(row[i] ?? '')));

  const row = (cells: readonly string[], font: PDFFont, isHead: boolean) => {
    const lines = columns.map((w, i) => pen.wrap(cells[i] ?? '', font, size, w - 2 * CELL_PAD));
    const count = Math.max(...lines.map((l) => l.length));
    if (isHead) {
      const fill = count * height + 2;
      pen.page.drawRectangle({
        x: MARGIN,
        y: pen.y - fill,
        width: TEXT_WIDTH,
        height: fill,
        color: HEAD_FILL,
      });
    }
    for (let n = 0; n < count; n++) {
      // A row cut by the page goes on under the header repeated, so every page of the table reads alone.
      if (pen.room(height) && !isHead) row(head, bold, true);
      lines.forEach((cell, i) => {
        const text = cell[n] ?? '';
        const inset = right[i] ? columns[i]! - CELL_PAD - font.widthOfTextAtSize(text, size) : CELL_PAD;
        pen.draw(text, lefts[i]! + inset, font, size);
      });
      pen.y -= height;
    }
    pen.y -= 2;
    pen.rule();
  };

  // The header and at least one row together: a header alone at the foot of a page says nothing.
  pen.room(3 * height);
  row(head, bold, true);
  for (const cells of rows) row(cells, regular, false);
  pen.y -= 8;
}
