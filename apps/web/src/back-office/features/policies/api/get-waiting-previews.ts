import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { waitingPreviewsKey } from './import-preview';

/**
 * The checked files still waiting to be confirmed or cancelled, newest first (the firm's, or only those the
 * signed-in staff member made: My work's count). At most 100: a preview expires after a day.
 */
export const waitingPreviewsQuery = (mine: boolean) =>
  queryOptions({
    queryKey: [...waitingPreviewsKey, mine] as const,
    queryFn: () =>
      api.GET('/admin/imports/previews', {
        params: { query: { per_page: 100, ...(mine ? { created_by: 'me' as const } : {}) } },
      }),
    // Others confirm and cancel too: asked afresh each time the page shows it.
    staleTime: 0,
  });

export const useWaitingPreviews = (mine: boolean) => useQuery(waitingPreviewsQuery(mine));

/** One preview, to confirm or cancel it from the list. */
export const usePreview = (id: string) =>
  useQuery({
    queryKey: ['admin', 'imports', 'preview', id] as const,
    queryFn: () => api.GET('/admin/imports/previews/{id}', { params: { path: { id } } }),
    staleTime: 0,
  });
