import type { ImportJob } from '@sextant/contracts/admin-policies';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/valuations/imports/{id}: polled every half second until the job is done or failed. */
export const getImport = (id: string) =>
  http.get<ImportJob>(`/admin/valuations/imports/${encodeURIComponent(id)}`);

const finished = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

export const importQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'valuations', 'import', id],
    queryFn: () => getImport(id),
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
    staleTime: Number.POSITIVE_INFINITY,
  });
