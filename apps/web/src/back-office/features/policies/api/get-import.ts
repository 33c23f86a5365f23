import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** An import job of either kind: its progress, then its report and preview. */
export const getImport = (kind: ImportKind, id: string) =>
  kind === 'valuations'
    ? api.GET('/admin/valuations/imports/{id}', { params: { path: { id } } })
    : api.GET('/admin/transactions/imports/{id}', { params: { path: { id } } });

const finished = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** Polled every half second until the job is done or failed. */
export const importQuery = (kind: ImportKind, id: string) =>
  queryOptions({
    queryKey: ['admin', 'imports', kind, id],
    queryFn: () => getImport(kind, id),
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
    staleTime: Number.POSITIVE_INFINITY,
  });
