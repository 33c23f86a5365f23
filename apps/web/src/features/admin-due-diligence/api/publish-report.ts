import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

/** POST /v1/admin/due-diligence/{id}/publish or /unpublish. */
export const setPublished = (id: string, published: boolean) =>
  http.postJson<AdminReport>(
    `/admin/due-diligence/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`,
    {},
  );

export const useSetPublished = (id: string) =>
  useMutation({ mutationFn: (published: boolean) => setPublished(id, published), onSuccess: storeReport });
