import { MAX_IMAGE_URL_LENGTH, MAX_IMAGES_PER_ARTICLE } from './image-limits';

// The URLs under which Canyon serves article images, and which sources it fetches at all.

/** A stored picture, by the SHA-256 of its bytes: never changes, so it is cached for good. */
export const storedImagePath = (hash: string) => `/api/images/${hash}`;

/** An article's image that is not stored yet: asking for it fetches it then. */
export const articleImagePath = (articleId: string, position: number) =>
  `/api/articles/${encodeURIComponent(articleId)}/images/${position}`;

function fetchable(url: string | null | undefined): url is string {
  if (!url || url.length > MAX_IMAGE_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The sources Canyon fetches for a content, in position order: the body's first images (each
 * once), then the Open Graph image unless it is one of them.
 */
export function planImageSources(bodySources: string[], ogImage: string | null): string[] {
  const planned = bodySources.filter(fetchable).slice(0, MAX_IMAGES_PER_ARTICLE);
  if (fetchable(ogImage) && !planned.includes(ogImage)) planned.push(ogImage);
  return planned;
}
