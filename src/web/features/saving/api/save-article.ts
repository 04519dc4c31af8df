import { useMutation } from '@tanstack/react-query';
import type { SaveRequest, SaveResponse } from '@/shared/articles/save-request';
import { api } from '@/web/lib/api-client';

export function saveArticle(request: SaveRequest): Promise<SaveResponse> {
  return api.post<SaveResponse>('/api/save', request);
}

type Callbacks = {
  onSuccess?: (response: SaveResponse) => void;
  onError?: (error: unknown) => void;
};

/**
 * POST /api/save. The callbacks belong to the mutation, not the dialog: a reader who closes
 * the dialog while the page is extracted still hears how it went.
 */
export function useSaveArticle({ onSuccess, onError }: Callbacks = {}) {
  return useMutation({ mutationFn: saveArticle, onSuccess, onError });
}
