import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export const signInsKey = ['user', 'sign-ins'] as const;

/** One page (1-based) of the client's sign-in history, newest first. */
export const getSignIns = (page: number) =>
  api.GET('/user/sign-ins', { params: { query: page > 1 ? { page: String(page) } : {} } });

export const signInsQuery = (page: number) =>
  queryOptions({
    queryKey: [...signInsKey, page],
    queryFn: () => getSignIns(page),
    placeholderData: keepPreviousData,
  });

export const useSignIns = (page: number) => useQuery(signInsQuery(page));
