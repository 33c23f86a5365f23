import type { AdminInsightAuthorList } from '@sextant/contracts/admin-insights';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { adminInsightsKey } from './get-admin-insights';

/** GET /v1/admin/insight-authors: the firm's authors with their article counts. */
export const getInsightAuthors = () => http.get<AdminInsightAuthorList>('/admin/insight-authors');

export const insightAuthorsQuery = () =>
  queryOptions({ queryKey: [...adminInsightsKey, 'authors'], queryFn: getInsightAuthors });
