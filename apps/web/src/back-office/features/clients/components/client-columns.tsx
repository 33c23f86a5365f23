import type { AdminClientRow, ClientSort } from '@sextant/contracts/admin-clients';
import { Link } from 'react-router';
import { Badge, StatusBadge } from '@/back-office/features/clients/components/status-badge';
import type { Column } from '@/back-office/shared/data-table';
import { CLIENT_WAITING_LABELS } from '@/back-office/shared/waiting';
import { formatDate, formatMoney } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const none = <span className="text-ink-muted">—</span>;

/** The named adviser, and who covers for them today ("covered by Priya Shah"). */
function AdviserCell({ adviser }: { adviser: AdminClientRow['adviser'] }) {
  if (!adviser) return none;
  return (
    <>
      {adviser.name}
      {adviser.covered_by && (
        <span className="block text-xs text-ink-muted">Covered by {adviser.covered_by.name}</span>
      )}
    </>
  );
}

/** VIP, locked, vulnerable and what waits, as badges; a dash when none applies. */
function FlagsCell({ client }: { client: AdminClientRow }) {
  const flags = [
    client.vip && (
      <Badge key="vip" tone="green">
        VIP
      </Badge>
    ),
    client.locked && (
      <Badge key="locked" tone="red">
        Locked
      </Badge>
    ),
    client.vulnerable && (
      <Badge key="vulnerable" tone="amber">
        Vulnerable
      </Badge>
    ),
    ...client.waiting.map((kind) => (
      <Badge key={kind} tone="grey">
        {CLIENT_WAITING_LABELS[kind]}
      </Badge>
    )),
  ].filter(Boolean);
  return flags.length > 0 ? <span className="flex flex-wrap gap-1.5">{flags}</span> : none;
}

/** The client list's columns; value, next review and adviser sort on the server, empty values last. */
export const CLIENT_COLUMNS: Column<AdminClientRow, ClientSort>[] = [
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (client) => (
      <Link
        to={appPath.adminClient({ id: client.uuid })}
        className="font-semibold text-accent-ink underline-offset-2 hover:underline"
      >
        {client.surname}, {client.first_name}
      </Link>
    ),
  },
  { key: 'email', header: 'Email', sort: 'email', cell: (client) => client.email },
  {
    key: 'status',
    header: 'Status',
    sort: 'status',
    cell: (client) => <StatusBadge status={client.status} />,
  },
  {
    key: 'value',
    header: 'Value under advice',
    sort: 'value',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (client) =>
      client.value_under_advice === null ? none : formatMoney(Number(client.value_under_advice)),
  },
  {
    key: 'next_review',
    header: 'Next review',
    sort: 'next_review',
    className: 'whitespace-nowrap',
    cell: (client) => (client.next_review_date ? formatDate(client.next_review_date) : none),
  },
  {
    key: 'adviser',
    header: 'Adviser',
    sort: 'adviser',
    cell: (client) => <AdviserCell adviser={client.adviser} />,
  },
  { key: 'flags', header: 'Flags', cell: (client) => <FlagsCell client={client} /> },
  {
    key: 'created_at',
    header: 'Added',
    sort: 'created_at',
    className: 'whitespace-nowrap',
    cell: (client) => dateFormat.format(new Date(client.created_at)),
  },
];
