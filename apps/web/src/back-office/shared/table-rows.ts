/** The part of a paged list query a table reads (TanStack Query's result fits it). */
interface PagedQuery<Row> {
  data: { items: Row[]; total: number } | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A DataTable's rows, total, newer-page and failed-load props from its list query, with `failure` as the
 * failed load's message. With keepRowsOnError a failed refresh leaves the rows already shown without the
 * banner; only a list that never loaded reports it.
 */
export function tableRows<Row>(query: PagedQuery<Row>, failure: string, { keepRowsOnError = false } = {}) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    fetching: query.isPlaceholderData,
    error:
      query.isError && !(keepRowsOnError && query.data)
        ? { message: failure, retry: () => void query.refetch() }
        : null,
  };
}
