import type { ClientSort } from '@sextant/contracts/admin-clients';
import { Plus, Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { useCreateClient } from '@/back-office/features/clients/api/create-client';
import { useClients } from '@/back-office/features/clients/api/get-clients';
import { CLIENT_COLUMNS } from '@/back-office/features/clients/components/client-columns';
import { ClientFilterBar, useClientFilters } from '@/back-office/features/clients/components/client-filters';
import type { NewClient } from '@/back-office/features/clients/components/invite-step';
import { DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/lazy-dialog';

const ClientForm = lazy(() => import('@/back-office/features/clients/components/client-form'));
// Loaded once a client is added, with the invite call: the list's start-up carries neither.
const InviteStep = lazy(() => import('@/back-office/features/clients/components/invite-step'));

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
