import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** Insight authors: an id-to-name map (SPEC §3). */
export type InsightAuthors = Record<string, string>;

/** GET /v1/insights/authors. */
export const getInsightAuthors = () => http.get<InsightAuthors>('/insights/authors');

export const insightAuthorsQuery = () =>
  queryOptions({ queryKey: ['insights', 'authors'], queryFn: getInsightAuthors });
