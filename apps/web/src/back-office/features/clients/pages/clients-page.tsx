import type { AdminClient, ClientSort } from '@sextant/contracts/admin-clients';
import { Plus, Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClientAction } from '@/back-office/features/clients/api/client-action';
import { useCreateClient } from '@/back-office/features/clients/api/create-client';
import { useClients } from '@/back-office/features/clients/api/get-clients';
import { CLIENT_COLUMNS } from '@/back-office/features/clients/components/client-columns';
import { ClientFilterBar, useClientFilters } from '@/back-office/features/clients/components/client-filters';
import { DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const ClientForm = lazy(() => import('@/back-office/features/clients/components/client-form'));

// A plain list, not the zod schema: a page carries no validation library.
const SORTS: readonly ClientSort[] = [
  'name',
  'email',
  'created_at',
  'status',
  'value',
  'next_review',
  'adviser',
];

type NewClient = Pick<AdminClient, 'uuid' | 'first_name' | 'surname' | 'email'>;

/** After the client is added: send the invite now, or later from the client's page. */
function InviteStep({ client, onDone }: { client: NewClient; onDone: () => void }) {
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
  const [created, setCreated] = useState<NewClient | null>(null);
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

/**
 * The firm's clients with their value under advice, next review, adviser and flags: search, filters (status,
 * what waits, adviser, flag), sort and paging on the server; a new client.
 */
export function ClientsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const [filters, setFilter] = useClientFilters();
  const query = useClients(params, filters);
  const filtered = Object.keys(filters).length > 0;

  return (
    <DataTable
      caption="Clients"
      columns={CLIENT_COLUMNS}
      {...tableRows(query, 'The clients could not be loaded.')}
      rowKey={(client) => client.uuid}
      params={params}
      onParams={setParams}
      searchLabel="Search by name or email"
      emptyIcon={Users}
      empty={filtered ? 'No clients match these filters.' : 'No clients yet. Add the first one.'}
      toolbar={
        <>
          <ClientFilterBar filters={filters} setFilter={setFilter} />
          <div className="ml-auto">
            <NewClientDialog />
          </div>
        </>
      }
    />
  );
}
