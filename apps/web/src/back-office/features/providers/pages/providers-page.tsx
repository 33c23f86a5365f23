import type { AdminProvider, AdminProviderSort } from '@sextant/contracts/admin-providers';
import { useQuery } from '@tanstack/react-query';
import { Landmark, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useDeleteProvider } from '@/back-office/features/providers/api/delete-provider';
import { providersQuery } from '@/back-office/features/providers/api/get-providers';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const ProviderDialog = lazy(() => import('@/back-office/features/providers/components/provider-dialog'));

const SORTS: readonly AdminProviderSort[] = ['name', 'created_at'];

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The firm's providers: search, sort, add, edit (with the logo) and delete those nothing uses. */
export function ProvidersPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'name' });
  const list = useQuery(providersQuery(params));
  const remove = useDeleteProvider();
  const [ask, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<{ provider: AdminProvider | null; opener: HTMLElement | null } | null>(
    null,
  );
  const openDialog = (provider: AdminProvider | null, opener: HTMLElement | null) =>
    setDialog({ provider, opener });
  const askDelete = (provider: AdminProvider, opener: HTMLElement | null) =>
    ask(
      {
        title: `Delete ${provider.name}?`,
        description: 'The provider is removed from the firm’s list. This cannot be undone.',
        confirm: 'Delete',
        onConfirm: () =>
          remove.mutate(provider.uuid, {
            onSuccess: () => toastSuccess(`${provider.name} is deleted.`),
            onError: (failure) =>
              toastError(
                isHttpError(failure) && failure.status === 422
                  ? (failure.field('provider') ?? failure.message)
                  : 'The provider could not be deleted. Please try again.',
              ),
          }),
      },
      opener,
    );

  const columns: Column<AdminProvider, AdminProviderSort>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (provider) => (
        <div className="flex min-w-48 items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-canvas">
            {provider.logo ? (
              <img
                src={provider.logo}
                alt=""
                className="max-h-full max-w-full object-contain dark:bg-white"
              />
            ) : (
              <Landmark aria-hidden="true" className="size-4 text-ink-muted" />
            )}
          </span>
          <button
            type="button"
            onClick={(event) => openDialog(provider, event.currentTarget)}
            className="min-h-11 rounded text-left font-medium text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {provider.name}
          </button>
        </div>
      ),
    },
    {
      key: 'website',
      header: 'Web site',
      cell: (provider) =>
        provider.website ? (
          <a
            href={provider.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="min-w-40 break-all text-accent-ink underline"
          >
            {provider.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          <span className="text-ink-muted">None</span>
        ),
    },
    {
      key: 'policies',
      header: 'Policies',
      className: 'text-right',
      cell: (provider) => provider.policy_count.toLocaleString('en-GB'),
    },
    {
      key: 'panels',
      header: 'Panels',
      className: 'text-right',
      cell: (provider) => provider.panel_count.toLocaleString('en-GB'),
    },
    {
      key: 'created_at',
      header: 'Added',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      cell: (provider) => <time dateTime={provider.created_at}>{formatDate(provider.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap text-right',
      cell: (provider) => (
        <div className="flex justify-end gap-1">
          <button
            type="button"
            className={buttonClass('ghost', 'md', 'min-h-9 px-3')}
            onClick={(event) => openDialog(provider, event.currentTarget)}
          >
            Edit<span className="sr-only"> {provider.name}</span>
          </button>
          {provider.policy_count === 0 && provider.panel_count === 0 && (
            <button
              type="button"
              className={buttonClass('ghost', 'md', 'min-h-9 px-3 text-red-800')}
              onClick={(event) => askDelete(provider, event.currentTarget)}
            >
              Delete<span className="sr-only"> {provider.name}</span>
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Providers"
        columns={columns}
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
