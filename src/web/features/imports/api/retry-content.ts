import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '@/web/features/imports/api/import-keys';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/articles/:id/content/retry: fetch a failed article's content again (204). */
export function retryContent(articleId: string): Promise<void> {
  // An empty JSON object, like every state-changing call from the app (the JSON-body guard).
  return apiRequest<void>(
    'POST',
    `/api/articles/${encodeURIComponent(articleId)}/content/retry`,
    {},
  );
}

/** Retry from the report: the line and the counts go back to pending, so both are asked again. */
export function useRetryImportItem({ onRetried }: { onRetried?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryContent,
    onSuccess: () => {
      onRetried?.();
      return queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
  });
}
