import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** 200 with the invitee, or 404. */
export const getInvite = (code: string) =>
  api.GET('/invite/{code}', { params: { path: { code } }, token: null });

export const inviteQuery = (code: string) =>
  queryOptions({
    queryKey: ['invite', code],
    queryFn: () => getInvite(code),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
