import type { AdminTermsList } from '@sextant/contracts/admin-terms';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

export const termsKey = ['admin', 'terms'] as const;

/** GET /v1/admin/terms: the versions, newest first, with acceptance counts. */
export const getTerms = () => http.get<AdminTermsList>('/admin/terms');

export const termsQuery = () => queryOptions({ queryKey: termsKey, queryFn: getTerms });
