import type { ImportJob } from '@sextant/contracts/admin-policies';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** An import job, polled every half second until the job is done or failed. */
export const getImport = (id: string) =>
  api.GET('/admin/valuations/imports/{id}', { params: { path: { id } } });

const finished = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

export const importQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'valuations', 'import', id],
    queryFn: () => getImport(id),
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
    staleTime: Number.POSITIVE_INFINITY,
  });
