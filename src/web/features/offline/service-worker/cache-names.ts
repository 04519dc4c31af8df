/**
 * Cache Storage names shared by the service worker and the page. Everything a reader's session
 * put there starts with API_CACHE_PREFIX, so signing out can remove it in one sweep.
 */
export const SHELL_CACHE_PREFIX = 'canyon-shell-';
export const API_CACHE_PREFIX = 'canyon-api-';

export const API_CACHES = {
  /** Each article the reader opened (GET /api/articles/:id). */
  articles: `${API_CACHE_PREFIX}articles`,
  /** The first page of each library list, and the small records the shell needs to start. */
  library: `${API_CACHE_PREFIX}library`,
  /** Article images, served by Canyon. */
  images: `${API_CACHE_PREFIX}images`,
} as const;

/** Removes every cache that holds a reader's data (articles, lists, images). */
export async function deleteApiCaches(storage: CacheStorage): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => storage.delete(name)),
  );
}
