import { type Block, renderBlocks } from './layout';

export interface SimpleDocumentInput {
  title: string;
  firmName: string;
  clientName: string;
  /** The date printed on the letter, also its creation date: the same input gives the same bytes. */
  date: Date;
  paragraphs: string[];
  table?: { head: string[]; rows: string[][] };
}

const londonDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });

/**
 * A plain letter or statement from the firm (valuation statement, suitability report, review pack): the
 * firm's name as letterhead, title, date, the client's name, the paragraphs and an optional table.
 */
export async function renderSimpleDocument(input: SimpleDocumentInput): Promise<Uint8Array> {
  const blocks: Block[] = [
    { type: 'letterhead', text: input.firmName },
    { type: 'title', text: input.title },
    { type: 'field', label: 'Date', value: londonDate.format(input.date) },
    { type: 'field', label: 'Prepared for', value: input.clientName },
    ...input.paragraphs.map((text): Block => ({ type: 'paragraph', text })),
    ...(input.table ? [{ type: 'table', ...input.table } satisfies Block] : []),
  ];
  return renderBlocks(blocks, {
    title: input.title,
    author: input.firmName,
    subject: `${input.title} for ${input.clientName}`,
    date: input.date,
  });
}
