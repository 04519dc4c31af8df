import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { readerKeys } from '@/web/features/reader/api/get-article';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/articles/:id/content/retry: fetch a failed imported article's content again. */
export function retryContent(id: string): Promise<void> {
  // An empty JSON object, like every state-changing call from the app (the JSON-body guard).
  return apiRequest<void>('POST', `/api/articles/${encodeURIComponent(id)}/content/retry`, {});
}

/** Retry from the reader: the article shows as being fetched at once, then is asked for again. */
export function useRetryContent(
  id: string,
  { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryContent(id),
    onSuccess: () => {
      queryClient.setQueryData<ArticleDetail>(readerKeys.detail(id), (article) =>
        article ? { ...article, contentStatus: 'pending' } : article,
      );
      onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: readerKeys.detail(id) });
    },
    onError,
  });
}
