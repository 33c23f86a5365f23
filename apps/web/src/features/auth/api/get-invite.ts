import type { Invite } from '@sextant/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/invite/{code}: 200 with the invitee, or 404. */
export const getInvite = (code: string) =>
  http.get<Invite>(`/invite/${encodeURIComponent(code)}`, { token: null });

export const inviteQuery = (code: string) =>
  queryOptions({
    queryKey: ['invite', code],
    queryFn: () => getInvite(code),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
