import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { updateCachedLists } from '@/web/features/library/api/list-articles';
import { api } from '@/web/lib/api-client';

export function setArchived(id: string, isArchived: boolean): Promise<ArticleDetail> {
  return api.patch<ArticleDetail>(`/api/articles/${encodeURIComponent(id)}`, { isArchived });
}

type Callbacks = {
  onSuccess?: (article: ArticleDetail) => void;
  onError?: (error: unknown) => void;
};

/**
 * Archive or unarchive from the list. Spec §4: the view flips after the server says yes; the
 * article then leaves the list it no longer belongs to at once, and the lists refresh.
 */
export function useArchiveArticle({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: string; isArchived: boolean }) =>
      setArchived(id, isArchived),
    onSuccess: (article) => {
      updateCachedLists(queryClient, (item, listArchived) =>
        item.id !== article.id
          ? item
          : listArchived === article.isArchived
            ? { ...item, isArchived: article.isArchived }
            : null,
      );
      void invalidateLibrary(queryClient);
      onSuccess?.(article);
    },
    onError,
  });
}
