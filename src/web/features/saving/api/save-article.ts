import { useMutation } from '@tanstack/react-query';
import type { SaveRequest, SaveResponse } from '@/shared/articles/save-request';
import { outbox } from '@/web/features/offline/outbox';
import { api, ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '@/web/lib/api-client';

/** Saved, or kept in this browser's outbox until the connection is back (offline app). */
export type SaveArticleResult = (SaveResponse & { queued: false }) | { queued: true };

export const QUEUED_MESSAGE = "Saved for later — it will be added when you're back online";

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.code === NETWORK_ERROR_CODE;

/**
 * POST /api/save. Without a connection (the browser says so, or the request gets no answer)
 * the save goes to the outbox instead of failing; src/web/app sends it when Canyon is back.
 */
export async function saveArticle(request: SaveRequest): Promise<SaveArticleResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue(request);
  try {
    return { ...(await api.post<SaveResponse>('/api/save', request)), queued: false };
  } catch (error) {
    if (isNetworkFailure(error)) return queue(request, error);
    throw error;
  }
}

/** Where the browser keeps no outbox (IndexedDB refused), the save fails as it would have. */
async function queue(request: SaveRequest, failure?: unknown): Promise<SaveArticleResult> {
  try {
    await outbox.add(request);
  } catch {
    throw failure ?? new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  return { queued: true };
}

type Callbacks = {
  onSuccess?: (response: SaveResponse) => void;
  /** The save waits in the outbox (see saveArticle). */
  onQueued?: () => void;
  onError?: (error: unknown) => void;
};

/**
 * The save as a mutation. The callbacks belong to the mutation, not the dialog: a reader who
 * closes the dialog while the page is extracted still hears how it went.
 */
export function useSaveArticle({ onSuccess, onQueued, onError }: Callbacks = {}) {
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (result) => (result.queued ? onQueued?.() : onSuccess?.(result)),
    onError,
  });
}
