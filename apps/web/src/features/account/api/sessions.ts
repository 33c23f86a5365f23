import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export const sessionsKey = ['user', 'sessions'] as const;

/** The client's live sessions, the current one marked. */
export const getSessions = () => api.GET('/user/sessions');

export const sessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQuery());
