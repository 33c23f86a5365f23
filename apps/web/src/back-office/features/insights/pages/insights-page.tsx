import type {
  AdminInsightRow,
  AdminInsightSort,
  AdminInsightStatus,
} from '@sextant/contracts/admin-insights';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminInsightsQuery } from '@/back-office/features/insights/api/get-admin-insights';
import { insightCategoriesQuery } from '@/back-office/features/insights/api/get-insight-categories';
import { StatusBadge } from '@/back-office/features/insights/components/status-badge';
import type { TaxonomyKind } from '@/back-office/features/insights/components/taxonomy-dialog';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';

// The dialogs (and the dialog library) load when first opened: the list's own code stays small.
const TaxonomyDialog = lazy(() =>
  import('@/back-office/features/insights/components/taxonomy-dialog').then((module) => ({
    default: module.TaxonomyDialog,
  })),
);

// Local, not the contract's constants: importing those would bring zod into the page.
const SORTS: readonly AdminInsightSort[] = ['title', 'published_at', 'updated_at', 'status'];
const STATUSES: readonly AdminInsightStatus[] = ['draft', 'published'];

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

const filterClass =
  'min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus';

const columns: Column<AdminInsightRow, AdminInsightSort>[] = [
  {
    key: 'title',
    header: 'Title',
    sort: 'title',
    cell: (insight) => (
      <Link
        to={appPath.adminInsight({ id: insight.uuid })}
        className="font-medium text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        {insight.title}
      </Link>
    ),
  },
  { key: 'author', header: 'Author', cell: (insight) => insight.author.name },
  {
    key: 'categories',
    header: 'Categories',
    cell: (insight) =>
      insight.categories.length ? (
        insight.categories.map((category) => category.name).join(', ')
      ) : (
        <span className="text-ink-muted">None</span>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    sort: 'status',
    cell: (insight) => <StatusBadge status={insight.status} />,
  },
  {
    key: 'published_at',
    header: 'Published',
    sort: 'published_at',
    className: 'whitespace-nowrap',
    cell: (insight) => formatDate(insight.published_at),
  },
  {
    key: 'updated_at',
    header: 'Updated',
    sort: 'updated_at',
    className: 'whitespace-nowrap',
    cell: (insight) => formatDate(insight.updated_at),
  },
];

/** The firm's insights: drafts and published, filtered and sorted; categories and authors in dialogs. */
export function InsightsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'updated_at', order: 'desc' });
  const [search, setFilter] = useTableFilters();
  const status = STATUSES.find((value) => value === search.get('status'));
  const category = search.get('category') ?? undefined;
  const list = useQuery(adminInsightsQuery(params, { status, category }));
  const categories = useQuery(insightCategoriesQuery());
  const [dialog, setDialog] = useState<TaxonomyKind | null>(null);
  const [loaded, setLoaded] = useState<TaxonomyKind | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const openDialog = (kind: TaxonomyKind, button: HTMLButtonElement) => {
    opener.current = button;
    setLoaded(kind);
    setDialog(kind);
  };

  return (
    <>
      <DataTable
        caption="Insights"
        columns={columns}
        {...tableRows(list, 'The insights could not be loaded.', { keepRowsOnError: true })}
        rowKey={(insight) => insight.uuid}
        params={params}
        onParams={setParams}
        searchLabel="Search insights by title"
        empty={
          status || category ? 'No insights match these filters.' : 'No insights yet. Write the first one.'
        }
        toolbar={
          <>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-ink-muted">Status</span>
              <select
                className={filterClass}
                value={status ?? ''}
                onChange={(e) => setFilter('status', e.target.value)}
              >
                <option value="">All</option>
                <option value="draft">Drafts</option>
                <option value="published">Published</option>
              </select>
            </label>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-ink-muted">Category</span>
              <select
                className={filterClass}
                value={category ?? ''}
                onChange={(e) => setFilter('category', e.target.value)}
              >
                <option value="">All</option>
                {categories.data?.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="ml-auto flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={(event) => openDialog('category', event.currentTarget)}
              >
                Categories
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={(event) => openDialog('author', event.currentTarget)}
              >
                Authors
              </button>
              <Link to={appPath.adminInsight({ id: 'new' })} className={buttonClass('primary')}>
                <Plus aria-hidden="true" className="size-4" />
                New insight
              </Link>
            </div>
          </>
        }
      />
      {loaded && (
        <Suspense fallback={null}>
          <TaxonomyDialog
            kind={loaded}
            open={dialog !== null}
            onOpenChange={(open) => !open && setDialog(null)}
            returnFocusTo={opener.current}
          />
        </Suspense>
      )}
    </>
  );
}
