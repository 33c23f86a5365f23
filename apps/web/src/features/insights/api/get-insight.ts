import type { Insight } from '@sextant/contracts/insights';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { type InsightArticle, withLocalLikes } from './insight-model';

/** GET /v1/insights/{id}: the insight with its body (HTML sanitised on the server). */
export const getInsight = async (id: string): Promise<InsightArticle> =>
  withLocalLikes(await http.get<Insight>(`/insights/${encodeURIComponent(id)}`));

export const insightQuery = (id: string) =>
  queryOptions({ queryKey: ['insights', 'article', id], queryFn: () => getInsight(id) });
