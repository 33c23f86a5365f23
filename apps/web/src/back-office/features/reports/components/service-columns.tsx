import type { OutcomeCounts, ServiceReport } from '@sextant/contracts/service-ledger';
import { ClientLink, count } from '@/back-office/features/reports/components/report-parts';
import { formatDay } from '@/back-office/features/reports/periods';
import type { Column } from '@/back-office/shared/data-table';
import { formatMoney } from '@/shared/format/money';

export type Group = { name: string } & OutcomeCounts;
export type ServiceException = ServiceReport['exceptions'][number];

const figure = 'text-right tabular-nums';
const withShare = (value: number, share: number | null) =>
  share === null ? count(value) : `${count(value)} (${share.toFixed(1)}%)`;

/** A group's clients charged and how their reviews went, each with its share of those charged. */
export const groupColumns = (first: string): Column<Group>[] => [
  { key: 'name', header: first, cell: (group) => group.name },
  { key: 'charged', header: 'Charged', className: figure, cell: (group) => count(group.charged) },
  ...(
    [
      ['delivered', 'Delivered'],
      ['declined', 'Declined'],
      ['no_response', 'No response'],
      ['not_attempted', 'Not attempted'],
      ['open', 'Open'],
      ['not_due', 'Not due'],
    ] as const
  ).map(([key, header]) => ({
    key,
    header,
    className: figure,
    cell: (group: Group) => withShare(group[key], group.percent[key]),
  })),
  {
    key: 'response',
    header: 'Median reply',
    className: figure,
    cell: (group) =>
      group.median_response_hours === null ? '–' : `${group.median_response_hours.toFixed(1)} working h`,
  },
];

export const exceptionColumns: Column<ServiceException>[] = [
  { key: 'client', header: 'Client', cell: (row) => <ClientLink client={row.client} /> },
  { key: 'adviser', header: 'Adviser', cell: (row) => row.adviser ?? 'None' },
  { key: 'segment', header: 'Segment', cell: (row) => row.segment },
  {
    key: 'fees',
    header: 'Fees in 15 months',
    className: figure,
    cell: (row) => formatMoney(Number(row.ongoing_fees)),
  },
  {
    key: 'last',
    header: 'Last review delivered',
    cell: (row) => (row.last_delivered ? formatDay(row.last_delivered) : 'Never'),
  },
];
