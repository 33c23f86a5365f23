import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { type InsightArticle, withLocalLikes } from './insight-model';

/** The insight with its body (HTML sanitised on the server). */
export const getInsight = async (id: string): Promise<InsightArticle> =>
  withLocalLikes(await api.GET('/insights/{id}', { params: { path: { id } } }));

export const insightQuery = (id: string) =>
  queryOptions({ queryKey: ['insights', 'article', id], queryFn: () => getInsight(id) });
