import type { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { staffMeQuery } from '@/back-office/shared/api/get-staff-me';
import { firmQuery } from '@/shared/api/firm';
import { api } from '@/shared/http/api';
import { upload } from '@/shared/http/upload';
import { queryClient } from '@/shared/query/query-client';

/** The profile clients see, with the support address. */
export const adminFirmQuery = () =>
  queryOptions({ queryKey: ['admin', 'firm'] as const, queryFn: () => api.GET('/admin/firm') });

/** The saved firm replaces the cached one; the shell's firm name and logo (admin/me) follow. */
const saved = (firm: AdminFirm) => {
  queryClient.setQueryData(adminFirmQuery().queryKey, firm);
  void queryClient.invalidateQueries({ queryKey: staffMeQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: firmQuery().queryKey });
};

/** Saves the firm's profile (admins). */
export const useUpdateFirm = () =>
  useMutation({
    mutationFn: (update: AdminFirmUpdate) => api.PATCH('/admin/firm', { body: update }),
    onSuccess: saved,
  });

/** A new logo (admins): multipart field `file`, PNG, JPEG or WebP, at most 200 KB. */
export const useUploadLogo = () =>
  useMutation({
    mutationFn: (file: File) => upload('/admin/firm/logo', { body: { file } }),
    onSuccess: saved,
  });

/** No logo (admins). */
export const useRemoveLogo = () =>
  useMutation({ mutationFn: () => api.DELETE('/admin/firm/logo'), onSuccess: saved });
