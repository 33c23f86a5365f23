import type { SortOrder, TableQuery } from '@sextant/contracts/admin';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type TableParams<Sort extends string = string> = TableQuery<Sort>;

/** The query of a table's call, always in this order; the client leaves out q and filters when empty. */
export function tableQuery<Sort extends string, Extra extends object = object>(
  { q, sort, order, page, per_page }: TableParams<Sort>,
  extra?: Extra,
) {
  return { q, sort, order, page, per_page, ...extra };
}

const positive = (text: string | null, fallback: number) => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * A table's search, sort and page, kept in the address so a reload, a shared link or Back shows the same
 * rows. A new search or sort starts again at page 1.
 */
export function useTableParams<Sort extends string>(
  sortable: readonly Sort[],
  defaults: { sort: Sort; order?: SortOrder; perPage?: number },
): [TableParams<Sort>, (next: Partial<TableParams<Sort>>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<TableParams<Sort>>(() => {
    const sort = sortable.find((key) => key === search.get('sort')) ?? defaults.sort;
    const order = search.get('order') === 'desc' ? 'desc' : search.get('order') === 'asc' ? 'asc' : undefined;
    const q = search.get('q')?.trim();
    return {
      ...(q ? { q } : {}),
      sort,
      order: order ?? defaults.order ?? 'asc',
      page: positive(search.get('page'), 1),
      per_page: Math.min(positive(search.get('per_page'), defaults.perPage ?? 25), 100),
    };
  }, [search, sortable, defaults.sort, defaults.order, defaults.perPage]);

  const update = useCallback(
    (next: Partial<TableParams<Sort>>) => {
      setSearch(
        (current) => {
          const merged = new URLSearchParams(current);
          const restart = 'q' in next || 'sort' in next || 'order' in next || 'per_page' in next;
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined || value === '') merged.delete(key);
            else merged.set(key, String(value));
          }
          if (restart && !('page' in next)) merged.delete('page');
          return merged;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [params, update];
}

/** A table's filters in the address, beside its search and sort: setting one starts again at page 1. */
export function useTableFilters(): [
  URLSearchParams,
  (key: string, value: string | null | undefined) => void,
] {
  const [search, setSearch] = useSearchParams();
  const setFilter = useCallback(
    (key: string, value: string | null | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        // A filter's select is controlled by the address: update it in this event, not a transition.
        { replace: true, flushSync: true },
      ),
    [setSearch],
  );
  return [search, setFilter];
}
