import type { Article } from '../articles.repo';

/** An article row for tests: its URL follows from the id, everything else a plain default. */
export function makeArticle(
  id: string,
  overrides: Partial<Article> & Pick<Article, 'userId'>,
): Article {
  const at = 1_790_000_000_000;
  return {
    id,
    url: `https://example.com/${id}`,
    urlKey: `https://example.com/${id}`,
    extractedContentId: null,
    summary: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
