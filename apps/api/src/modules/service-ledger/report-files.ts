import type { OutcomeCounts, ServiceReport } from '@sextant/contracts/service-ledger';
import { toCsv } from '@/shared/csv-write';
import { type Block, renderBlocks } from '@/shared/pdf/layout';
import { dayWords } from '@/shared/period';

const COUNT_COLUMNS = ['delivered', 'declined', 'no_response', 'not_attempted', 'open', 'not_due'] as const;
const COUNT_HEADS = ['Delivered', 'Declined', 'No response', 'Not attempted', 'Open', 'Not due'];

const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);
const hours = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} h`);

/** The report's rows: overall, each adviser, each segment, with and without a vulnerability record. */
function groupRows(report: ServiceReport): { section: string; name: string; counts: OutcomeCounts }[] {
  return [
    { section: 'overall', name: 'All clients', counts: report.overall },
    ...report.by_adviser.map(({ name, ...counts }) => ({ section: 'adviser', name, counts })),
    ...report.by_segment.map(({ name, ...counts }) => ({ section: 'segment', name, counts })),
    { section: 'vulnerability', name: 'With a record', counts: report.vulnerability.with_record },
    { section: 'vulnerability', name: 'Without a record', counts: report.vulnerability.without_record },
  ];
}

/**
 * The report as CSV: one row a group (each outcome's count and its percentage of the clients charged, as the
 * screen and the board pack show them), then the exceptions after a blank line, each part with its header.
 */
export function serviceReportCsv(report: ServiceReport): string {
  const groups = toCsv(
    [
      'section',
      'group',
      'charged',
      ...COUNT_COLUMNS,
      ...COUNT_COLUMNS.map((column) => `${column}_percent`),
      'median_response_hours',
    ],
    groupRows(report).map(({ section, name, counts }) => [
      section,
      name,
      counts.charged,
      ...COUNT_COLUMNS.map((column) => counts[column]),
      ...COUNT_COLUMNS.map((column) => counts.percent[column]),
      counts.median_response_hours,
    ]),
  );
  const exceptions = toCsv(
    [
      'exception_client_id',
      'client',
      'adviser',
      'segment',
      'ongoing_fees_15_months',
      'last_review_delivered',
    ],
    report.exceptions.map((e) => [
      e.client.uuid,
      e.client.name,
      e.adviser,
      e.segment,
      e.ongoing_fees,
      e.last_delivered,
    ]),
  );
  return `${groups}\r\n${exceptions}`;
}

const countTable = (rows: { name: string; counts: OutcomeCounts }[], first: string): Block => ({
  type: 'table',
  head: [first, 'Charged', ...COUNT_HEADS, 'Response'],
  rows: rows.map(({ name, counts }) => [
    name,
    String(counts.charged),
    ...COUNT_COLUMNS.map((column) => `${counts[column]} (${percent(counts.percent[column])})`),
    hours(counts.median_response_hours),
  ]),
  widths: [0.16, 0.08, 0.11, 0.11, 0.11, 0.11, 0.1, 0.1, 0.12],
});

/** The board pack: the same figures as the screen and the CSV, laid out for a Consumer Duty board report. */
export async function serviceBoardPack(report: ServiceReport, firm: string, at: Date) {
  const groups = groupRows(report);
  const blocks: Block[] = [
    { type: 'letterhead', text: firm },
    { type: 'title', text: 'Ongoing service: board pack' },
    { type: 'field', label: 'Period', value: `${dayWords(report.from)} to ${dayWords(report.to)}` },
    { type: 'field', label: 'Clients charged an ongoing adviser fee', value: String(report.overall.charged) },
    { type: 'field', label: 'Reviews delivered', value: percent(report.overall.percent.delivered) },
    {
      type: 'paragraph',
      text:
        'Of the clients charged an ongoing adviser fee in the period, the latest review dated in it decides: ' +
        'delivered, declined, no response or open. With none dated in it, a client is not due when a review ' +
        'was delivered in the 15 months to the period’s end or the next is set after it, else not attempted. ' +
        'Response is the median time to the firm’s first reply to a client’s message, in working hours.',
    },
    { type: 'heading', text: 'By adviser' },
    countTable(
      groups.filter((g) => g.section === 'overall' || g.section === 'adviser'),
      'Adviser',
    ),
    { type: 'heading', text: 'By review segment' },
    countTable(
      groups.filter((g) => g.section === 'segment'),
      'Segment',
    ),
    { type: 'heading', text: 'Clients in vulnerable circumstances' },
    countTable(
      groups.filter((g) => g.section === 'vulnerability'),
      'Clients',
    ),
    { type: 'heading', text: 'Exceptions: charged with no review delivered in 15 months' },
    report.exceptions.length === 0
      ? { type: 'paragraph', text: 'None.' }
      : {
          type: 'table',
          head: ['Client', 'Adviser', 'Segment', 'Fees (15 months)', 'Last delivered'],
          rows: report.exceptions.map((e) => [
            e.client.name,
            e.adviser ?? 'None',
            e.segment,
            `£${e.ongoing_fees}`,
            e.last_delivered ? dayWords(e.last_delivered) : 'Never',
          ]),
        },
  ];
  const data = await renderBlocks(blocks, {
    title: 'Ongoing service: board pack',
    author: firm,
    subject: `Ongoing service ${report.from} to ${report.to}`,
    date: at,
  });
  return { filename: `service-board-pack-${report.from}-to-${report.to}.pdf`, data, blocks };
}
