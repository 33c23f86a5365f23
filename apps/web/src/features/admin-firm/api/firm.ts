import type { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { firmQuery } from '../../../shared/api/firm';
import { staffMeQuery } from '../../../shared/api/get-staff-me';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';

/** GET /v1/admin/firm: the profile clients see, with the support address. */
export const adminFirmQuery = () =>
  queryOptions({ queryKey: ['admin', 'firm'] as const, queryFn: () => http.get<AdminFirm>('/admin/firm') });

/** The saved firm replaces the cached one; the shell's firm name and logo (admin/me) follow. */
const saved = (firm: AdminFirm) => {
  queryClient.setQueryData(adminFirmQuery().queryKey, firm);
  void queryClient.invalidateQueries({ queryKey: staffMeQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: firmQuery().queryKey });
};

/** PATCH /v1/admin/firm (admins). */
export const useUpdateFirm = () =>
  useMutation({
    mutationFn: (update: AdminFirmUpdate) => http.patch<AdminFirm>('/admin/firm', update),
    onSuccess: saved,
  });

/** POST /v1/admin/firm/logo (admins): multipart field `file`, PNG, JPEG or WebP, at most 200 KB. */
export const useUploadLogo = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.postFormData<AdminFirm>('/admin/firm/logo', form);
    },
    onSuccess: saved,
  });

/** DELETE /v1/admin/firm/logo (admins). */
export const useRemoveLogo = () =>
  useMutation({ mutationFn: () => http.delete<AdminFirm>('/admin/firm/logo'), onSuccess: saved });
