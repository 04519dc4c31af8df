import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleChange, ArticleDetail } from '@/shared/articles/article-schemas';
import { readerKeys } from '@/web/features/reader/api/get-article';
import { api } from '@/web/lib/api-client';

export function updateArticle(id: string, change: ArticleChange): Promise<ArticleDetail> {
  return api.patch<ArticleDetail>(`/api/articles/${encodeURIComponent(id)}`, change);
}

type Callbacks = {
  onSuccess?: (article: ArticleDetail, change: ArticleChange) => void;
  onError?: (error: unknown, change: ArticleChange) => void;
};

/**
 * Archive flag or tags (PATCH replaces the tag list). Spec §4: the reader's view changes after
 * the server accepted the change, from the article the server answers with.
 */
export function useUpdateArticle(id: string, { onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ArticleChange) => updateArticle(id, change),
    onSuccess: (article, change) => {
      queryClient.setQueryData(readerKeys.detail(id), article);
      onSuccess?.(article, change);
    },
    onError: (error, change) => onError?.(error, change),
  });
}
