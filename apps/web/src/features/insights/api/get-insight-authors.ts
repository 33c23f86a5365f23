import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '@/shared/http/api';

/** Insight authors: an id-to-name map (SPEC §3). */
export type InsightAuthors = ApiData<'/insights/authors', 'get'>;

export const getInsightAuthors = () => api.GET('/insights/authors');

export const insightAuthorsQuery = () =>
  queryOptions({ queryKey: ['insights', 'authors'], queryFn: getInsightAuthors });
