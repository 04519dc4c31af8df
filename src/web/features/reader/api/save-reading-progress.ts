import type { ArticleChange } from '@/shared/articles/article-schemas';

/**
 * PATCH /api/articles/:id {readingProgress}. Not through the API client: a save that fails
 * (offline, the service worker serving a cached article) is simply tried again with the next
 * position, so it must not raise the offline notice or an error. `keepalive` lets the request
 * finish while the page closes. Resolves to whether the server took it.
 */
export async function saveReadingProgress(
  articleId: string,
  readingProgress: number,
  { keepalive }: { keepalive: boolean },
): Promise<boolean> {
  const change: ArticleChange = { readingProgress };
  try {
    const response = await fetch(`/api/articles/${encodeURIComponent(articleId)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(change),
      keepalive,
    });
    return response.ok;
  } catch {
    return false;
  }
}
