import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/** Spec §9: a deleted article fades out for 300 ms before it leaves the list. */
export const DELETE_FADE_MS = 300;

export function deleteArticle(id: string): Promise<void> {
  // An empty JSON body on purpose: the server's JSON-body guard takes a body-less DELETE from
  // Node's HTTP layer for one of unknown type and answers 415 (reported; see the hand-off).
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
