import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's policies. */
export const getPolicies = () => api.GET('/policy');

export const policiesQuery = () => queryOptions({ queryKey: ['policies'], queryFn: getPolicies });
