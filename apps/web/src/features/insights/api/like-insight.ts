import { type InfiniteData, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { toastError } from '@/shared/ui/toast';
import { insightQuery } from './get-insight';
import { insightListKey } from './get-insights';
import { type InsightCardPage, liked } from './insight-model';

/** A like, with no body (so no Content-Type): the new count. */
export const likeInsight = (id: string) => api.POST('/insights/{id}/like', { params: { path: { id } } });

type ListData = InfiniteData<InsightCardPage, string | undefined>;

/** Applies a like to the article and to every cached list that shows it. */
function recordLike(id: string, likes?: number): void {
  queryClient.setQueryData(insightQuery(id).queryKey, (article) => article && liked(article, likes));
  queryClient.setQueriesData<ListData>({ queryKey: insightListKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.uuid === id ? liked(item, likes) : item)),
          })),
        }
      : data,
  );
}

/**
 * Likes an insight: the count rises at once (optimistic), is set to the server's count when it answers,
 * and goes back, with an error toast, when the call fails.
 */
export function useLikeInsight(id: string) {
  return useMutation({
    mutationFn: () => likeInsight(id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: insightQuery(id).queryKey });
      const article = queryClient.getQueryData(insightQuery(id).queryKey);
      const lists = queryClient.getQueriesData<ListData>({ queryKey: insightListKey });
      recordLike(id);
      return { article, lists };
    },
    onSuccess: (answer) => recordLike(id, answer.like_count),
    onError: (_error, _vars, before) => {
      if (before) {
        queryClient.setQueryData(insightQuery(id).queryKey, before.article);
        for (const [key, data] of before.lists) queryClient.setQueryData(key, data);
      }
      toastError('Could not like this insight. Please try again.');
    },
  });
}
