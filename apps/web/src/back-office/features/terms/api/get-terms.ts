import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export const termsKey = ['admin', 'terms'] as const;

/** The versions, newest first, with acceptance counts. */
export const getTerms = () => api.GET('/admin/terms');

export const termsQuery = () => queryOptions({ queryKey: termsKey, queryFn: getTerms });
