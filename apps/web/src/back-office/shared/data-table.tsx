import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  type LucideIcon,
  Search,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useDebounced } from '@/back-office/shared/use-debounced';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Skeleton } from '@/shared/ui/skeleton';
import type { TableParams } from './table-params';

export interface Column<Row, Sort extends string = string> {
  /** The column's id; when it is one of the table's sort keys, its header sorts. */
  key: string;
  header: string;
  sort?: Sort;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures, narrow action cells. */
  className?: string;
}

export interface DataTableProps<Row, Sort extends string> {
  /** What the table lists, for screen readers (the table's caption) and the empty and search texts. */
  caption: string;
  columns: Column<Row, Sort>[];
  /** undefined while the first page loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  total: number;
  params: TableParams<Sort>;
  onParams: (next: Partial<TableParams<Sort>>) => void;
  /** Shown when there are no rows at all (no search). */
  empty: ReactNode;
  /** Drawn before the empty text. */
  emptyIcon?: LucideIcon;
  /** A failed load: the message and a retry. */
  error?: { message: string; retry: () => void } | null;
  /** Label of the search box; no box when left out. */
  searchLabel?: string;
  /** Filters or actions beside the search box. */
  toolbar?: ReactNode;
  /** A newer page is on its way (the rows shown are the previous page's). */
  fetching?: boolean;
}

function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 300);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
  }, [settled, value, onSearch]);
  return (
    <div className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus"
      />
    </div>
  );
}

/** A table's sort, for sortable headers: the sort shown and how to change it. */
interface Sorting<Sort extends string> {
  params: Pick<TableParams<Sort>, 'sort' | 'order'>;
  onParams: (next: Partial<TableParams<Sort>>) => void;
}

function SortHeader<Sort extends string>({
  column,
  sorting: { params, onParams },
}: {
  column: Column<unknown, Sort> & { sort: Sort };
  sorting: Sorting<Sort>;
}) {
  const active = params.sort === column.sort;
  const Icon = !active ? ArrowUpDown : params.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() =>
        onParams({ sort: column.sort, order: active && params.order === 'asc' ? 'desc' : 'asc' })
      }
      className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 font-semibold hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
    >
      {column.header}
      <Icon aria-hidden="true" className={cx('size-3.5', !active && 'opacity-40')} />
    </button>
  );
}

function HeaderCell<Row, Sort extends string>({
  column,
  sorting,
}: {
  column: Column<Row, Sort>;
  sorting: Sorting<Sort> | undefined;
}) {
  const sorted = column.sort && sorting && sorting.params.sort === column.sort;
  return (
    <th
      scope="col"
      className={cx('px-4 py-3 font-semibold', column.className)}
      aria-sort={sorted ? (sorting.params.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {column.sort && sorting ? (
        <SortHeader column={column as Column<unknown, Sort> & { sort: Sort }} sorting={sorting} />
      ) : (
        column.header
      )}
    </th>
  );
}

function Rows<Row, Sort extends string>({
  columns,
  rows,
  rowKey,
  placeholders,
}: {
  columns: Column<Row, Sort>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  placeholders: boolean;
}) {
  if (placeholders) {
    return Array.from({ length: 5 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <tr key={index}>
        {columns.map((column) => (
          <td key={column.key} className="px-4 py-3">
            <Skeleton className="h-4 w-3/4" />
          </td>
        ))}
      </tr>
    ));
  }
  return rows?.map((row) => (
    <tr key={rowKey(row)} className="hover:bg-navy-50/40">
      {columns.map((column) => (
        <td key={column.key} className={cx('px-4 py-3 align-top', column.className)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  ));
}

export interface TableProps<Row, Sort extends string = string> {
  /** What the table lists, for screen readers: its caption, and the name of the region it scrolls in. */
  caption: string;
  columns: Column<Row, Sort>[];
  /** undefined while they load (placeholders show). */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** A failed load: the message and a retry. */
  error?: { message: string; retry: () => void } | null | undefined;
  /** Newer rows are on their way (the rows shown are older). */
  fetching?: boolean | undefined;
  /** Sortable headers (the columns with a `sort`); without it no header sorts. */
  sorting?: Sorting<Sort> | undefined;
}

/**
 * The back office's table, with its rows as given: caption, headers (sortable with aria-sort when
 * `sorting` is given), placeholders while loading, a failure with a retry, and the empty text. DataTable
 * pages it on the server; a report shows all its rows in it.
 */
export function Table<Row, Sort extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  error,
  fetching,
  sorting,
}: TableProps<Row, Sort>) {
  const loading = rows === undefined && !error;
  return (
    // Named apart from the section a table usually sits in, which its heading names with the same words.
    <ScrollRegion label={`${caption}, table`}>
      {/* A link in a cell is a row's way in: a full 44 px tall to a finger. */}
      <table
        className="w-full border-collapse text-left text-sm [&_td_a]:inline-flex [&_td_a]:min-h-11 [&_td_a]:items-center"
        aria-busy={rows === undefined || fetching}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody className={cx('divide-y divide-line', fetching && 'opacity-60')}>
          <Rows columns={columns} rows={rows} rowKey={rowKey} placeholders={loading} />
        </tbody>
      </table>
      {loading && (
        <p role="status" className="sr-only">
          Loading {caption.toLowerCase()}
        </p>
      )}
      {error && (
        <div role="alert" className="flex items-center justify-between gap-4 px-4 py-6 text-sm text-red-700">
          <span>{error.message}</span>
          <button type="button" className={buttonClass('secondary')} onClick={error.retry}>
            Try again
          </button>
        </div>
      )}
      {rows?.length === 0 && !error && (
        <div className="px-4 py-10 text-center text-sm text-ink-muted">{empty}</div>
      )}
    </ScrollRegion>
  );
}

/** What an empty page says: past the end (with the way back), nothing matching the search, or the empty text. */
function EmptyText<Sort extends string>({
  params,
  onParams,
  empty,
  emptyIcon: EmptyIcon,
}: Pick<DataTableProps<unknown, Sort>, 'params' | 'onParams' | 'empty' | 'emptyIcon'>) {
  if (params.page > 1) {
    // A page past the end (rows deleted since, an old link): the server cannot count what is not there.
    return (
      <span className="inline-flex flex-wrap items-center justify-center gap-3">
        Nothing on page {params.page}.
        <button type="button" className={buttonClass('secondary')} onClick={() => onParams({ page: 1 })}>
          Go to the first page
        </button>
      </span>
    );
  }
  if (params.q) return `Nothing matches “${params.q}”.`;
  if (!EmptyIcon) return empty;
  return (
    <span className="inline-flex items-center gap-2">
      <EmptyIcon aria-hidden="true" className="size-4" />
      {empty}
    </span>
  );
}

function Pager<Sort extends string>({
  caption,
  total,
  params,
  onParams,
}: Pick<DataTableProps<unknown, Sort>, 'caption' | 'total' | 'params' | 'onParams'>) {
  const first = total === 0 ? 0 : (params.page - 1) * params.per_page + 1;
  const last = Math.min(total, params.page * params.per_page);
  const pages = Math.max(1, Math.ceil(total / params.per_page));
  return (
    <nav
      aria-label={`${caption} pages`}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite" className="text-ink-muted">
        {total === 0
          ? 'No rows'
          : `${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'min-h-11 px-3')}
          disabled={params.page <= 1}
          onClick={() => onParams({ page: params.page - 1 })}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </button>
        <span className="text-ink-muted">
          Page {params.page} of {pages}
        </span>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'min-h-11 px-3')}
          disabled={params.page >= pages}
          onClick={() => onParams({ page: params.page + 1 })}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}

/**
 * The back office's paged table: search, sortable headers (aria-sort), the Table, and a pager, with the
 * rows paged on the server. Everything is reachable with Tab and works with Enter or Space.
 */
export function DataTable<Row, Sort extends string>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  params,
  onParams,
  empty,
  emptyIcon,
  error,
  searchLabel,
  toolbar,
  fetching,
}: DataTableProps<Row, Sort>) {
  return (
    <div className="flex flex-col gap-3">
      {(searchLabel || toolbar) && (
        // No filter wider than the table (a select is as wide as its longest option).
        <div className="flex flex-wrap items-center gap-3 *:max-w-full">
          {searchLabel && (
            <SearchBox label={searchLabel} value={params.q ?? ''} onSearch={(q) => onParams({ q })} />
          )}
          {toolbar}
        </div>
      )}
      <Table
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        error={error}
        fetching={fetching}
        sorting={{ params, onParams }}
        empty={<EmptyText params={params} onParams={onParams} empty={empty} emptyIcon={emptyIcon} />}
      />
      <Pager caption={caption} total={total} params={params} onParams={onParams} />
    </div>
  );
}
