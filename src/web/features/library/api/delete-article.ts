import { apiRequest } from '@/web/lib/api-client';

/** Spec §9: a deleted article fades out for 300 ms before it leaves the list. */
export const DELETE_FADE_MS = 300;

const articlePath = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

export function deleteArticle(id: string): Promise<void> {
  // Every state-changing call from the app sends JSON, even an empty object, so all of them
  // meet the server's JSON-body guard the same way.
  return apiRequest<void>('DELETE', articlePath(id), {});
}

/**
 * The same request for a page that is going away (pagehide): keepalive lets it outlive the
 * page, and nobody is left to read its answer.
 */
export function deleteArticleOnLeave(id: string): void {
  void fetch(articlePath(id), {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}
