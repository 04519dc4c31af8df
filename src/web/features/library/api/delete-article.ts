import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/** Spec §9: a deleted article fades out for 300 ms before it leaves the list. */
export const DELETE_FADE_MS = 300;

export function deleteArticle(id: string): Promise<void> {
  // Every state-changing call from the app sends JSON, even an empty object, so all of them
  // meet the server's JSON-body guard the same way.
  return apiRequest<void>('DELETE', `/api/articles/${encodeURIComponent(id)}`, {});
}

type Callbacks = {
  /** The server deleted it: the list fades it out, then drops it. */
  onDeleted?: (id: string) => void;
  onError?: (error: unknown) => void;
};

export function useDeleteArticle({ onDeleted, onError }: Callbacks = {}) {
  return useMutation({
    mutationFn: (id: string) => deleteArticle(id),
    onSuccess: (_data, id) => onDeleted?.(id),
    onError,
  });
}
