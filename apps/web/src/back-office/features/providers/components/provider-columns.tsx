import type { AdminProvider, AdminProviderSort } from '@sextant/contracts/admin-providers';
import { Landmark } from 'lucide-react';
import type { Column } from '@/back-office/shared/data-table';
import { buttonClass } from '@/shared/ui/button';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

interface ProviderRowActions {
  onEdit: (provider: AdminProvider, opener: HTMLElement) => void;
  onDelete: (provider: AdminProvider, opener: HTMLElement) => void;
}

/** The provider's logo (or a bank's icon) and its name, which opens it. */
function ProviderName({
  provider,
  onEdit,
}: {
  provider: AdminProvider;
  onEdit: ProviderRowActions['onEdit'];
}) {
  return (
    <div className="flex min-w-48 items-center gap-3">
      <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-canvas">
        {provider.logo ? (
          <img src={provider.logo} alt="" className="max-h-full max-w-full object-contain dark:bg-white" />
        ) : (
          <Landmark aria-hidden="true" className="size-4 text-ink-muted" />
        )}
      </span>
      <button
        type="button"
        onClick={(event) => onEdit(provider, event.currentTarget)}
        className="min-h-11 rounded text-left font-medium text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        {provider.name}
      </button>
    </div>
  );
}

/** Edit, and Delete for a provider no policy or panel uses. */
function ProviderActions({ provider, onEdit, onDelete }: ProviderRowActions & { provider: AdminProvider }) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        className={buttonClass('ghost', 'md', 'min-h-9 px-3')}
        onClick={(event) => onEdit(provider, event.currentTarget)}
      >
        Edit<span className="sr-only"> {provider.name}</span>
      </button>
      {provider.policy_count === 0 && provider.panel_count === 0 && (
        <button
          type="button"
          className={buttonClass('ghost', 'md', 'min-h-9 px-3 text-red-800')}
          onClick={(event) => onDelete(provider, event.currentTarget)}
        >
          Delete<span className="sr-only"> {provider.name}</span>
        </button>
      )}
    </div>
  );
}

/** The providers table's columns. */
export function providerColumns(actions: ProviderRowActions): Column<AdminProvider, AdminProviderSort>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (provider) => <ProviderName provider={provider} onEdit={actions.onEdit} />,
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
      cell: (provider) => <ProviderActions provider={provider} {...actions} />,
    },
  ];
}
