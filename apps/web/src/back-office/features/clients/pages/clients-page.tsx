import type {
  AdminClientRow,
  ClientSort,
  ClientStatus,
  ClientWaiting,
} from '@sextant/contracts/admin-clients';
import { Plus, Users } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClientAction } from '@/back-office/features/clients/api/client-action';
import { useCreateClient } from '@/back-office/features/clients/api/create-client';
import { useClients } from '@/back-office/features/clients/api/get-clients';
import { Badge, StatusBadge } from '@/back-office/features/clients/components/status-badge';
import { CheckOption } from '@/back-office/shared/check-option';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { CLIENT_WAITING_LABELS } from '@/back-office/shared/waiting';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const ClientForm = lazy(() => import('@/back-office/features/clients/components/client-form'));

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const COLUMNS: Column<AdminClientRow, ClientSort>[] = [
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
    cell: (client) => (
      <span className="flex flex-wrap gap-1.5">
        <StatusBadge status={client.status} />
        {client.vip && <Badge tone="green">VIP</Badge>}
      </span>
    ),
  },
  {
    key: 'created_at',
    header: 'Added',
    sort: 'created_at',
    cell: (client) => dateFormat.format(new Date(client.created_at)),
  },
];

// Plain lists, not the zod schemas: a page carries no validation library.
const SORTS: readonly ClientSort[] = ['name', 'email', 'created_at', 'status'];
const STATUS_LABELS: Record<ClientStatus, string> = {
  invited: 'Invited (no password yet)',
  active: 'Active',
  inactive: 'Deactivated',
};
const isStatus = (value: string | null): value is ClientStatus => value !== null && value in STATUS_LABELS;

/** After the client is added: send the invite now, or later from the client's page. */
function InviteStep({
  client,
  onDone,
}: {
  client: { uuid: string; first_name: string; surname: string; email: string };
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const action = useClientAction(client.uuid);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        {client.first_name} {client.surname} was added. Send them the invite to {client.email} now? The link
        works for 14 days, once.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            onDone();
            navigate(appPath.adminClient({ id: client.uuid }));
          }}
        >
          Not now
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'invite' },
              {
                onSuccess: () => {
                  toastSuccess(`Invite sent to ${client.email}.`);
                  onDone();
                  navigate(appPath.adminClient({ id: client.uuid }));
                },
                onError: (error) => toastError(error.message),
              },
            )
          }
        >
          Send invite
        </button>
      </div>
    </div>
  );
}

function NewClientDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateClient();
  const [created, setCreated] = useState<AdminClientRow | null>(null);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        New client
      </button>
      <FormDialog open={open} onOpenChange={close} title={created ? 'Client added' : 'New client'} size="lg">
        {created ? (
          <InviteStep client={created} onDone={() => close(false)} />
        ) : (
          <ClientForm
            submitLabel="Add client"
            onSubmit={async (body) => setCreated(await create.mutateAsync(body as never))}
          />
        )}
      </FormDialog>
    </>
  );
}

// The labels' keys, not the contract's list: importing a value from the contracts would bring zod along.
const WAITING = Object.keys(CLIENT_WAITING_LABELS) as ClientWaiting[];
const isWaiting = (value: string | null): value is ClientWaiting => WAITING.includes(value as ClientWaiting);

/** The list's filters from the address: what My work links to, and what the toolbar sets. */
function useClientFilters() {
  const [search, setFilter] = useTableFilters();
  const status = search.get('status');
  const waiting = search.get('waiting');
  const filters = {
    ...(isStatus(status) ? { status } : {}),
    ...(isWaiting(waiting) ? { waiting } : {}),
    ...(search.get('adviser') === 'me' ? { adviser: 'me' as const } : {}),
  };
  return [filters, setFilter] as const;
}

/** The firm's clients: search, status and waiting filters, the adviser's own, sort, paging; a new client. */
export function ClientsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const [filters, setFilter] = useClientFilters();
  const query = useClients(params, filters);
  const statusId = useId();
  const waitingId = useId();
  const filtered = Object.keys(filters).length > 0;

  return (
    <DataTable
      caption="Clients"
      columns={COLUMNS}
      {...tableRows(query, 'The clients could not be loaded.')}
      rowKey={(client) => client.uuid}
      params={params}
      onParams={setParams}
      searchLabel="Search by name or email"
      emptyIcon={Users}
      empty={filtered ? 'No clients match these filters.' : 'No clients yet. Add the first one.'}
      toolbar={
        <>
          <label htmlFor={statusId} className="sr-only">
            Status
          </label>
          <select
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm"
          >
            <option value="">All statuses</option>
            {(Object.keys(STATUS_LABELS) as ClientStatus[]).map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </select>
          <label htmlFor={waitingId} className="sr-only">
            Waiting
          </label>
          <select
            id={waitingId}
            value={filters.waiting ?? ''}
            onChange={(event) => setFilter('waiting', event.target.value)}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm"
          >
            <option value="">Anything or nothing waiting</option>
            {WAITING.map((option) => (
              <option key={option} value={option}>
                {CLIENT_WAITING_LABELS[option]}
              </option>
            ))}
          </select>
          <CheckOption
            label="My clients only"
            checked={filters.adviser === 'me'}
            onChange={(on) => setFilter('adviser', on ? 'me' : null)}
          />
          <div className="ml-auto">
            <NewClientDialog />
          </div>
        </>
      }
    />
  );
}
