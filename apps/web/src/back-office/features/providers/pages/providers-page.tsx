import type { AdminProvider, AdminProviderSort } from '@sextant/contracts/admin-providers';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { providersQuery } from '@/back-office/features/providers/api/get-providers';
import { providerColumns } from '@/back-office/features/providers/components/provider-columns';
import { useDeleteProviderConfirm } from '@/back-office/features/providers/components/use-delete-provider-confirm';
import { DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { buttonClass } from '@/shared/ui/button';

const ProviderDialog = lazy(() => import('@/back-office/features/providers/components/provider-dialog'));

const SORTS: readonly AdminProviderSort[] = ['name', 'created_at'];

/** The firm's providers: search, sort, add, edit (with the logo) and delete those nothing uses. */
export function ProvidersPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const list = useQuery(providersQuery(params));
  const [askDelete, confirmDialog] = useDeleteProviderConfirm();
  const [dialog, setDialog] = useState<{ provider: AdminProvider | null; opener: HTMLElement | null } | null>(
    null,
  );
  const openDialog = (provider: AdminProvider | null, opener: HTMLElement | null) =>
    setDialog({ provider, opener });

  return (
    <>
      <DataTable
        caption="Providers"
        columns={providerColumns({ onEdit: openDialog, onDelete: askDelete })}
        {...tableRows(list, 'The providers could not be loaded.', { keepRowsOnError: true })}
        rowKey={(provider) => provider.uuid}
        params={params}
        onParams={setParams}
        searchLabel="Search providers by name"
        empty="No providers yet. Add the first one."
        toolbar={
          <button
            type="button"
            className={buttonClass('primary', 'md', 'ml-auto')}
            onClick={(event) => openDialog(null, event.currentTarget)}
          >
            <Plus aria-hidden="true" className="size-4" />
            New provider
          </button>
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ProviderDialog provider={dialog.provider} opener={dialog.opener} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {confirmDialog}
    </>
  );
}
