import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { updateCachedLists } from '@/web/features/library/api/list-articles';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/articles/:id/content/retry: fetch a failed imported article's content again. */
export function retryContent(id: string): Promise<void> {
  // An empty JSON object, like every state-changing call from the app (the JSON-body guard).
  return apiRequest<void>('POST', `/api/articles/${encodeURIComponent(id)}/content/retry`, {});
}

/** Retry from a card: it shows as being fetched at once, and the lists refresh. */
export function useRetryContent({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryContent,
    onSuccess: (_result, id) => {
      updateCachedLists(queryClient, (item) =>
        item.id === id ? { ...item, contentStatus: 'pending' } : item,
      );
      return invalidateLibrary(queryClient);
    },
    onError,
  });
}
